'use client';
/**
 * The address of the page, for paper only (hidden on screen by the global .print-only class).
 * With `search` the query is taken from it, so a chart page prints the address of the view
 * it shows even before the address bar has been rewritten.
 */
import { useEffect, useState } from 'react';

export function PrintUrl({ label, search }: { label: string; search?: string }) {
  const [href, setHref] = useState('');
  useEffect(() => {
    const l = window.location;
    setHref(search === undefined ? l.href : `${l.origin}${l.pathname}${search ? `?${search}` : ''}`);
  }, [search]);
  return (
    <p className="print-only" data-testid="print-url">
      {label} {href}
    </p>
  );
}
