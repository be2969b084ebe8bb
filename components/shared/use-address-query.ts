'use client';
/**
 * Writes an island's state to the address with history.replaceState (no new history entries, no
 * navigation), shared by the chart pages and the compare page. Only the island's own parameters are
 * written: another island's on the same page (a matrix table's `year`) stay.
 */
import { useEffect } from 'react';
import { afterNextPaint } from '@/components/shared/after-paint';
import { replaceOwnParams } from '@/lib/url-state/own-params';

/** Keeps the address's parameters `names` at those of `query` (without "?"). */
export function useAddressQuery(query: string, names: readonly string[]): void {
  useEffect(
    () =>
      // After the frame that shows the choice, in a task of its own: Next.js keeps a copy of its
      // router's state in the history entry and updates the search parameters' readers, which would
      // hold up that frame. Quick choices in a row write the address once.
      afterNextPaint(() => {
        const url = new URL(window.location.href);
        const next = replaceOwnParams(url.search, query, names);
        if (url.search.replace(/^\?/, '') === next) return;
        url.search = next;
        window.history.replaceState(null, '', url);
      }),
    [query, names],
  );
}
