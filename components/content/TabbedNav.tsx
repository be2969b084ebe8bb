'use client';

import { useSearchParams } from 'next/navigation';
import { TabbedNavList, type TabbedLink } from '@/components/content/TabbedNavList';

type Props = { links: readonly TabbedLink[]; label: string; className?: string; kind: 'tab' | 'item' };

/** TabbedNavList whose links carry the page's current query string (the main chart's filters). */
export function TabbedNav(props: Props) {
  const query = useSearchParams().toString();
  return <TabbedNavList {...props} query={query} />;
}
