'use client';
/**
 * Page state of a chart page: filters read once from the URL on load, then written back
 * with history.replaceState after every change (no new history entries, no navigation).
 */
import { useReducer } from 'react';
import { useSearchParams } from 'next/navigation';
import { useAddressQuery } from '@/components/shared/use-address-query';
import { FILTER_PARAM_NAMES, serializeFilters, type ParseContext } from '@/lib/url-state/filters';
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
  useAddressQuery(query, FILTER_PARAM_NAMES);
  return { state, dispatch, query };
}
