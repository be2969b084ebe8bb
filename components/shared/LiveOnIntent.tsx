'use client';
/**
 * A chart box showing `preview` (the SVG drawing, which answers a first hover itself) until the
 * reader turns to the chart itself (the pointer over the box, a press on it, focus within it); then
 * `live`, the Chart.js chart, takes over the same box. Intent towards the chart
 * (lib/charts/chartjs/intent: the box in view and a mouse or pen within reach of it, or keyboard
 * focus on a control near it) fetches the live chart's code (`code.preload`) ahead of that, but
 * builds nothing: building a Chart.js chart is one long task, and a reader whose pointer passes the
 * chart on its way to a control beside it is about to use that control.
 * Nothing is fetched or run at idle, so a page the reader only reads costs no chart code.
 * A new `view` is drawn first, in the frames after the control that chose it; Chart.js takes it over
 * on the reader's next turn to the box. A chart mounted once the code is there (the reader showed
 * intent before) is live from the start.
 * The moment the code is first asked for is marked "chart-intent" in the performance timeline for the bench.
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
