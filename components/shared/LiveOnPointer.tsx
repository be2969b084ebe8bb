'use client';
/**
 * A chart box showing `preview` (the SVG drawing) until the first pointer or touch on it, or
 * until `activate` becomes true; from then on `live`, the lazily loaded Chart.js chart, in the
 * same box (with the drawing kept while its chunk arrives).
 */
import { Suspense, useState, type ReactNode } from 'react';

interface Props {
  className?: string;
  preview: ReactNode;
  live: ReactNode;
  /** Switches to the live chart without a pointer, e.g. when the view changes. */
  activate?: boolean;
}

export function LiveOnPointer({ className, preview, live, activate = false }: Props) {
  const [on, setOn] = useState(false);
  if (activate && !on) setOn(true);
  const point = () => setOn(true);
  return (
    <div className={className} onPointerEnter={point} onPointerDown={point} data-live={on ? 'true' : 'false'}>
      {on ? <Suspense fallback={preview}>{live}</Suspense> : preview}
    </div>
  );
}
