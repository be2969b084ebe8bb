'use client';
/**
 * Page state of a chart page: filters read once from the URL on load, then written back
 * with history.replaceState after every change (no new history entries, no navigation).
 */
import { useEffect, useReducer } from 'react';
import { useSearchParams } from 'next/navigation';
import { afterNextPaint } from '@/components/shared/after-paint';
import { serializeFilters, type ParseContext } from '@/lib/url-state/filters';
import { initialPageState, pageReducer, parseChartFilters } from '@/lib/views/page-state';

export function useUrlFilters(ctx: ParseContext) {
  const searchParams = useSearchParams();
  const [state, dispatch] = useReducer(pageReducer, undefined, () => {
    const { state: filters, problems } = parseChartFilters(searchParams.toString(), ctx);
    if (process.env.NODE_ENV === 'development' && problems.length > 0)
      console.warn('Ignored filter parameters:', problems);
    return initialPageState(filters);
  });
  const query = serializeFilters(state.filters);
  useEffect(() => {
    const write = () => {
      const url = new URL(window.location.href);
      if (url.search.replace(/^\?/, '') === query) return;
      url.search = query;
      window.history.replaceState(null, '', url);
    };
    // After the frame that shows the choice, in a task of its own: Next.js keeps a copy of its
    // router's state in the history entry and updates the search parameters' readers, which would
    // hold up that frame. Quick choices in a row write the address once.
    return afterNextPaint(write);
  }, [query]);
  return { state, dispatch, query };
}
