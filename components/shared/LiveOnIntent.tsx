'use client';
/**
 * A chart box showing `preview` (the SVG drawing, which answers a first hover itself) until the
 * reader shows intent towards the chart (lib/charts/chartjs/intent): the box in view and a mouse or pen
 * within reach of it, a press or touch on it, or keyboard focus on a control near it. Then the
 * live chart's code is fetched (`code.preload`) and `live`, the Chart.js chart, takes over the same box.
 * Nothing is fetched or run at idle, so a page the reader only reads costs no chart code.
 * A new `view` is drawn first, in the frames after the control that chose it (building a Chart.js
 * chart anew is one long task); Chart.js takes it over on the reader's next intent towards the box
 * itself (the pointer over it, a press on it, focus within it), not on the use of a control beside
 * it. A chart mounted once the code is there (the reader showed intent before) is live from the start.
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
  /** What the chart shows (its signature); a new one is drawn until the next intent towards the box. */
  view?: string;
}

export function LiveOnIntent({ className, preview, live, code, view = '' }: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The view the live chart took over; undefined while the drawing shows.
  const [liveView, setLiveView] = useState(() => (code.isLoaded() ? view : undefined));
  // Once the view has changed, only intent towards the box itself brings the live chart back, also
  // for a return to the view it showed (state adjusted in the render that brings the new view).
  const [shownView, setShownView] = useState(view);
  const [boxOnly, setBoxOnly] = useState(false);
  if (shownView !== view) {
    setShownView(view);
    setBoxOnly(true);
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
      // A press counts on the chart itself; a finger moving is a scroll, not intent.
      if (e.type === 'pointerdown') {
        if (within(e.target)) start();
      } else if (e.pointerType !== 'touch' && (boxOnly ? within(e.target) : near(pointRect(e.clientX, e.clientY))))
        start();
    };
    const onFocus = (e: FocusEvent) => {
      if (boxOnly ? within(e.target) : e.target instanceof Element && near(e.target.getBoundingClientRect())) start();
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
    function start() {
      if (stopped) return;
      stop();
      if (typeof performance.mark === 'function') performance.mark('chart-intent');
      // A view chosen while the code arrives is drawn; its own intent brings the live chart.
      void code.preload().then(() => !gone && code.isLoaded() && setLiveView(view));
    }
    return () => {
      gone = true;
      stop();
    };
  }, [on, boxOnly, code, view]);
  return (
    <div ref={box} className={className} data-live={on ? 'true' : 'false'}>
      {on ? <Suspense fallback={preview}>{live}</Suspense> : preview}
    </div>
  );
}
