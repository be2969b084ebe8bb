'use client';
/**
 * A chart island (the chart page's, the embed's) in place of its server-rendered first view, fetched
 * with its file of data and messages when the address, the reader or an idle moment asks for it
 * (docs/chart-islands.md).
 */
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { preloadable } from '@/components/shared/preloadable';
import { useKeptFocus } from '@/components/shared/kept-focus';
import type { Period } from '@/lib/model/dimensions';
import { islandDataPath } from '@/lib/model/gas-file';
import type { Locale } from '@/lib/model/locale';
import type { IslandFile } from '@/lib/page-data/chart-page';
import { withBasePath } from '@/lib/url-state/base-path';
import styles from '@/components/chart-page/ChartPage.module.css';

type Island<P extends object> = ReturnType<typeof preloadable<P>>;

const explorer = preloadable(() => import('@/components/chart-page/ChartExplorer'));

/** The longest wait for an idle moment after the load before the island is fetched anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;

/** Where a chart island's file is, and what its page gives the island: a locale and period's chart. */
export interface IslandSource {
  locale: Locale;
  period: Period;
}

/** The chart page's island (ChartExplorer) after its first view. */
export function DeferredExplorer({ first, ...source }: IslandSource & { first: ReactNode }) {
  return <DeferredIsland island={explorer} first={first} source={source} props={(file) => file.props} />;
}

const files = new Map<string, Promise<IslandFile | undefined>>();

/**
 * A chart island's file, fetched once; undefined when it did not come (the next call tries again).
 * Not through use-gas-data's cache: that module would then come with the page's first scripts.
 */
function fetchIslandFile({ locale, period }: IslandSource): Promise<IslandFile | undefined> {
  const url = withBasePath(islandDataPath(locale, period));
  let file = files.get(url);
  if (!file) {
    file = fetch(url)
      .then((res) => (res.ok ? (res.json() as Promise<IslandFile>) : undefined))
      .catch(() => undefined);
    void file.then((f) => f || files.delete(url));
    files.set(url, file);
  }
  return file;
}

/** `island` in place of `first` once fetched; `first` stays until then. */
export function DeferredIsland<P extends object>({
  island,
  first,
  source,
  props,
}: {
  island: Island<P>;
  first: ReactNode;
  source: IslandSource;
  /** The island's props out of its file. */
  props: (file: IslandFile) => P;
}) {
  /** The island's file once it and the island's code are in. */
  const [file, setFile] = useState<IslandFile>();
  /** The address asks for another view than the first view's: it is hidden (keeping its place) until the island shows it. */
  const [stale, setStale] = useState(false);
  const started = useRef(false);
  // One island per mount: its loader and its file as they were given first.
  const loader = useRef(island);
  const where = useRef(source);
  const Island = loader.current.Component;
  const { box, handlers, restore } = useKeptFocus();
  const start = () => {
    if (started.current) return;
    started.current = true;
    void Promise.all([loader.current.preload(), fetchIslandFile(where.current)]).then(([, loaded]) => {
      if (loader.current.isLoaded() && loaded) return startTransition(() => setFile(loaded));
      // The code or the file did not come: the first view stays, shown, and the next pointer or focus tries again.
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
      data-island={file ? 'live' : 'first'}
      data-stale={stale ? '' : undefined}
      onPointerOver={start}
      onPointerDown={start}
      onFocus={(e) => {
        handlers.onFocus(e);
        start();
      }}
      onBlur={handlers.onBlur}
    >
      {file ? null : <div className={styles.first}>{first}</div>}
      {/* Mounted from the start (empty), so the swap, a transition, waits for the island's data instead of showing a fallback. */}
      <Suspense fallback={<div className={styles.first}>{first}</div>}>
        {file ? (
          <IslandMessages messages={file.messages}>
            <Island {...props(file)} />
            {restore}
          </IslandMessages>
        ) : null}
      </Suspense>
    </div>
  );
}
