'use client';
/**
 * A chart island (the chart page's, the embed's) in place of its server-rendered first view, fetched
 * when the address, the reader or an idle moment asks for it (docs/chart-islands.md).
 */
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChartExplorerProps } from '@/components/chart-page/ChartExplorer';
import { preloadable } from '@/components/shared/preloadable';
import { useKeptFocus } from '@/components/shared/kept-focus';
import styles from '@/components/chart-page/ChartPage.module.css';

type Island<P extends object> = ReturnType<typeof preloadable<P>>;

const explorer = preloadable(() => import('@/components/chart-page/ChartExplorer'));

/** The longest wait for an idle moment after the load before the island is fetched anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;

/** The chart page's island (ChartExplorer) after its first view. */
export function DeferredExplorer({ first, ...props }: ChartExplorerProps & { first: ReactNode }) {
  return <DeferredIsland island={explorer} first={first} props={props} />;
}

/** `island` in place of `first` once fetched; `first` stays until then. */
export function DeferredIsland<P extends object>({
  island,
  first,
  props,
}: {
  island: Island<P>;
  first: ReactNode;
  props: P;
}) {
  const [on, setOn] = useState(false);
  /** The address asks for another view than the first view's: it is hidden (keeping its place) until the island shows it. */
  const [stale, setStale] = useState(false);
  const started = useRef(false);
  // One island per mount: its loader as it was given first.
  const loader = useRef(island);
  const Island = loader.current.Component;
  const { box, handlers, restore } = useKeptFocus();
  const start = () => {
    if (started.current) return;
    started.current = true;
    void loader.current.preload().then(() => {
      if (loader.current.isLoaded()) return startTransition(() => setOn(true));
      // The code did not come: the first view stays, shown, and the next pointer or focus tries again.
      started.current = false;
      setStale(false);
    });
  };
  useEffect(() => {
    if (window.location.search.length > 1) {
      setStale(true);
      return start();
    }
    let cancel = () => {};
    const whenIdle = () => {
      const go = () => {
        if (!started.current && typeof performance.mark === 'function') performance.mark('idle-fetch');
        start();
      };
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(go, 1);
        cancel = () => clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return (
    <div
      ref={box}
      className={styles.island}
      data-island={on ? 'live' : 'first'}
      data-stale={stale ? '' : undefined}
      onPointerOver={start}
      onPointerDown={start}
      onFocus={(e) => {
        handlers.onFocus(e);
        start();
      }}
      onBlur={handlers.onBlur}
    >
      {on ? null : <div className={styles.first}>{first}</div>}
      {/* Mounted from the start (empty), so the swap, a transition, waits for the island's data instead of showing a fallback. */}
      <Suspense fallback={<div className={styles.first}>{first}</div>}>
        {on ? (
          <>
            <Island {...props} />
            {restore}
          </>
        ) : null}
      </Suspense>
    </div>
  );
}
