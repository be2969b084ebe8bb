'use client';
/**
 * Writes an island's state to the address with history.replaceState (no new history entries, no
 * navigation), shared by the chart pages and the compare page.
 */
import { useEffect } from 'react';
import { afterNextPaint } from '@/components/shared/after-paint';

/** Keeps the address's query string (without "?") at `query`. */
export function useAddressQuery(query: string): void {
  useEffect(
    () =>
      // After the frame that shows the choice, in a task of its own: Next.js keeps a copy of its
      // router's state in the history entry and updates the search parameters' readers, which would
      // hold up that frame. Quick choices in a row write the address once.
      afterNextPaint(() => {
        const url = new URL(window.location.href);
        if (url.search.replace(/^\?/, '') === query) return;
        url.search = query;
        window.history.replaceState(null, '', url);
      }),
    [query],
  );
}
