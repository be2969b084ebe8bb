'use client';
/**
 * A chart box showing `preview` (the SVG drawing, which answers a first hover itself) until the
 * reader shows intent towards the chart (lib/charts/chartjs/intent): the box in view and a mouse or pen
 * within reach of it, a press or touch on it, or keyboard focus on a control near it. Then the
 * live chart's code is fetched (`code.preload`) and `live`, the Chart.js chart, takes over the same box.
 * Nothing is fetched or run at idle, so a page the reader only reads costs no chart code.
 * `activate` (a change of view) switches at once, showing the drawing while the code arrives; a
 * chart mounted once the code is there (the reader showed intent before) is live from the start.
 * The moment of intent is marked "chart-intent" in the performance timeline for the bench.
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { pointRect, showsIntent, type Rect } from '@/lib/charts/chartjs/intent';

interface Props {
  className?: string;
  preview: ReactNode;
  live: ReactNode;
  /** The live chart's code (see preloadable): fetches it, and whether it is there. */
  code: { preload: () => Promise<void>; isLoaded: () => boolean };
  /** Switches to the live chart without intent, e.g. when the view changes. */
  activate?: boolean;
}

export function LiveOnIntent({ className, preview, live, code, activate = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [on, setOn] = useState(code.isLoaded);
  if (activate && !on) setOn(true);
  useEffect(() => {
    const element = box.current;
    if (on || !element) return;
    const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
    const near = (rect: Rect) => showsIntent(element.getBoundingClientRect(), rect, viewport());
    const onPointer = (e: PointerEvent) => {
      // A press counts on the chart itself; a finger moving is a scroll, not intent.
      if (e.type === 'pointerdown') {
        if (e.target instanceof Node && element.contains(e.target)) start();
      } else if (e.pointerType !== 'touch' && near(pointRect(e.clientX, e.clientY))) start();
    };
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Element && near(e.target.getBoundingClientRect())) start();
    };
    const options = { capture: true, passive: true };
    document.addEventListener('pointermove', onPointer, options);
    document.addEventListener('pointerdown', onPointer, options);
    document.addEventListener('focusin', onFocus, true);
    const stop = () => {
      document.removeEventListener('pointermove', onPointer, options);
      document.removeEventListener('pointerdown', onPointer, options);
      document.removeEventListener('focusin', onFocus, true);
    };
    let started = false;
    function start() {
      if (started) return;
      started = true;
      stop();
      if (typeof performance.mark === 'function') performance.mark('chart-intent');
      void code.preload().then(() => setOn(true));
    }
    return stop;
  }, [on, code]);
  return (
    <div ref={box} className={className} data-live={on ? 'true' : 'false'}>
      {on ? <Suspense fallback={preview}>{live}</Suspense> : preview}
    </div>
  );
}
