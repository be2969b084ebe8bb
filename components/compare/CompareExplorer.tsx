'use client';
/**
 * The compare page's island: the state is read once from the URL and written back with
 * history.replaceState after every change (no new history entries). Sits inside <Suspense> whose
 * fallback is the default view, so the exported HTML is complete without JavaScript.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import type { MessageTree } from '@/lib/i18n/translate';
import type { CompareData } from '@/lib/model/compare';
import type { Locale } from '@/lib/model/locale';
import {
  COMPARE_PARAM_NAMES,
  parseCompare,
  serializeCompare,
  toggleArea,
  type CompareState,
} from '@/lib/url-state/compare';
import { CompareView } from '@/components/compare/CompareView';
import { useAddressQuery } from '@/components/shared/use-address-query';

export function CompareExplorer({
  data,
  locale,
  messages,
}: {
  data: CompareData;
  locale: Locale;
  messages: MessageTree;
}) {
  const searchParams = useSearchParams();
  const [state, setState] = useState<CompareState>(() => {
    const { state: parsed, problems } = parseCompare(searchParams.toString());
    if (process.env.NODE_ENV === 'development' && problems.length > 0) console.warn('Ignored parameters:', problems);
    return parsed;
  });
  const query = serializeCompare(state);
  useAddressQuery(query, COMPARE_PARAM_NAMES);
  // Marks the page once the address's view has replaced the pre-rendered default (tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const onChange = ({ toggle, ...rest }: Partial<CompareState> & { toggle?: CompareState['areas'][number] }) =>
    setState((old) => ({ ...(toggle ? toggleArea(old, toggle) : old), ...rest }));
  return (
    <div data-compare-ready={ready ? '' : undefined}>
      <CompareView data={data} locale={locale} messages={messages} state={state} onChange={onChange} />
    </div>
  );
}
