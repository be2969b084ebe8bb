'use client';
/**
 * A chart box showing `preview` (the SVG drawing) until the reader turns to the chart itself; then
 * `live`, the Chart.js chart, takes over the same box. Intent near the chart fetches the live chart's
 * code ahead but builds nothing (docs/chart-islands.md).
 */
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { pointRect, showsIntent, type Rect } from '@/lib/charts/chartjs/intent';

interface Props {
  className?: string;
  preview: ReactNode;
  live: ReactNode;
  /** The live chart's code (see preloadable): fetches it, and whether it is there. */
  code: { preload: () => Promise<void>; isLoaded: () => boolean };
  /** What the chart shows (its signature); a new one is drawn until the next intent towards the box. */
  view?: string;
}

/** The page's first intent towards any chart is marked once. */
let intentMarked = false;

export function LiveOnIntent({ className, preview, live, code, view = '' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The view the live chart took over; undefined while the drawing shows.
  const [liveView, setLiveView] = useState(() => (code.isLoaded() ? view : undefined));
  // A new view is drawn, also on a return to the view the live chart showed, until the reader turns
  // to the box again (state adjusted in the render that brings the new view).
  const [shownView, setShownView] = useState(view);
  if (shownView !== view) {
    setShownView(view);
    setLiveView(undefined);
  }
  const on = liveView === view;
  useEffect(() => {
    const element = box.current;
    if (on || !element) return;
    const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
    const within = (target: EventTarget | null) => target instanceof Node && element.contains(target);
    const near = (rect: Rect) => showsIntent(element.getBoundingClientRect(), rect, viewport());
    const onPointer = (e: PointerEvent) => {
      if (within(e.target)) {
        // A finger moving over the chart is a scroll; its press is a turn to the chart.
        if (e.type === 'pointerdown' || e.pointerType !== 'touch') start();
      } else if (e.type === 'pointermove' && e.pointerType !== 'touch' && near(pointRect(e.clientX, e.clientY)))
        fetchCode();
    };
    const onFocus = (e: FocusEvent) => {
      if (within(e.target)) start();
      else if (e.target instanceof Element && near(e.target.getBoundingClientRect())) fetchCode();
    };
    const options = { capture: true, passive: true };
    document.addEventListener('pointermove', onPointer, options);
    document.addEventListener('pointerdown', onPointer, options);
    document.addEventListener('focusin', onFocus, true);
    let stopped = false;
    let gone = false;
    const stop = () => {
      stopped = true;
      document.removeEventListener('pointermove', onPointer, options);
      document.removeEventListener('pointerdown', onPointer, options);
      document.removeEventListener('focusin', onFocus, true);
    };
    function fetchCode() {
      if (!intentMarked && typeof performance.mark === 'function') performance.mark('chart-intent');
      intentMarked = true;
      return code.preload();
    }
    function start() {
      if (stopped) return;
      stop();
      // A view chosen while the code arrives is drawn; the reader's next turn to the box brings it.
      void fetchCode().then(() => !gone && code.isLoaded() && setLiveView(view));
    }
    return () => {
      gone = true;
      stop();
    };
  }, [on, code, view]);
  return (
    <div ref={box} className={className} data-live={on ? 'true' : 'false'}>
      {on ? <Suspense fallback={preview}>{live}</Suspense> : preview}
    </div>
  );
}
