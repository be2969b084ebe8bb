'use client';
/**
 * The wide table just before it, for paper: cut into runs of columns that fit the page width
 * (column-runs). The runs are made from the screen table when the page is about to print (or
 * is shown as print), so the page carries the table's cells once, not once per medium.
 */
import { useEffect, useRef } from 'react';
import { tableColumnRuns } from '@/components/activity/column-runs';

export function PrintColumnRuns({ size }: { size: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    const table = element?.previousElementSibling?.querySelector('table');
    if (!element || !table) return;
    const fill = () => {
      // The box is this component's alone: React renders it empty and never touches its children.
      if (element.childElementCount === 0) element.append(...tableColumnRuns(table, size));
    };
    const print = window.matchMedia?.('print');
    const onMedia = () => print?.matches && fill();
    window.addEventListener('beforeprint', fill);
    print?.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', fill);
      print?.removeEventListener('change', onMedia);
    };
  }, [size]);
  return <div ref={box} className="print-only" data-testid="print-activity-tables" />;
}
