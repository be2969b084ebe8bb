'use client';
/**
 * Loads the per-gas JSON emitted at build time (app/data/[locale]/[file], named by gasFileName) for
 * the chart islands, caches it in memory per file (SPEC §4) and reports loading / error / ready.
 * A failed file is dropped from the cache so Retry fetches it again.
 */
import { use, useEffect, useMemo, useRef, useState } from 'react';
import { joinProjection } from '@/lib/charts/projection';
import type { GasId } from '@/lib/model/gas';
import { gasFileName, type GasSource } from '@/lib/model/gas-file';
import type { GasData } from '@/lib/model/types';
import type { Locale } from '@/lib/model/locale';
import { withBasePath } from '@/lib/url-state/base-path';

export type LoadStatus =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; gas: GasData; firstProjectionYear?: number; against?: GasData };

const cache = new Map<string, Promise<GasData>>();
/** Files already loaded, so a view of cached data renders at once without a spinner frame. */
const loaded = new Map<string, GasData>();

/** URL of one compiled gas file, e.g. /data/en/inventory-2026-co2eq.json (under the base path). */
export function gasDataUrl(locale: Locale, source: GasSource, gas: GasId): string {
  return withBasePath(`/data/${locale}/${gasFileName(source, gas)}`);
}

function fetchGas(url: string): Promise<GasData> {
  let promise = cache.get(url);
  if (!promise) {
    promise = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.json() as Promise<GasData>;
    });
    promise.then(
      (data) => loaded.set(url, data),
      () => cache.delete(url),
    );
    cache.set(url, promise);
  }
  return promise;
}

/** Every file named (a missing projection or comparison is null). */
const fetchAll = (urls: (string | null)[]) => Promise.all(urls.map((url) => (url ? fetchGas(url) : undefined)));

/**
 * Settles (never rejects) once every file of a key has arrived or failed: one promise per key, as
 * `use` needs. A promise marked fulfilled (React's convention) lets a render go on at once.
 */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
const settled = new Map<string, Promise<void>>();
function settledFiles(key: string, urls: (string | null)[]): Promise<void> {
  if (urls.every((url) => !url || loaded.has(url))) return READY;
  let promise = settled.get(key);
  if (!promise) {
    promise = fetchAll(urls).then(
      () => undefined,
      () => undefined,
    );
    settled.set(key, promise);
  }
  return promise;
}

/** What a chart needs of a gas: an inventory submission, and a projection scenario or a second submission to compare. */
export interface GasRequest {
  inventory: GasSource;
  /** A projection scenario, joined after the inventory years. */
  projection?: GasSource;
  /** Another inventory submission, for the revisions view. */
  against?: GasSource;
}

/** The gas of the request's sources, ready when every file has arrived. */
export function useGasData(locale: Locale, gas: GasId, request: GasRequest): { status: LoadStatus; retry: () => void } {
  const invUrl = gasDataUrl(locale, request.inventory, gas);
  const projUrl = request.projection ? gasDataUrl(locale, request.projection, gas) : null;
  const againstUrl = request.against ? gasDataUrl(locale, request.against, gas) : null;
  const key = `${invUrl}|${projUrl ?? ''}|${againstUrl ?? ''}`;
  // The island's first render waits for its files inside the page's Suspense boundary, so the
  // pre-rendered view (summary and table) stays on screen until the chart can replace it, instead of
  // giving way to a loading state and coming back (a flash and a layout shift). Later changes of
  // gas or submission show the loading state in place.
  const mounted = useRef(false);
  use(mounted.current ? READY : settledFiles(key, [invUrl, projUrl, againstUrl]));
  useEffect(() => {
    mounted.current = true;
  }, []);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setFailed(null);
    fetchAll([invUrl, projUrl, againstUrl]).then(
      () => live && setDone(key),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [invUrl, projUrl, againstUrl, key, attempt]);
  const status = useMemo<LoadStatus>(() => {
    const inv = loaded.get(invUrl);
    const proj = projUrl ? loaded.get(projUrl) : undefined;
    const against = againstUrl ? loaded.get(againstUrl) : undefined;
    if (inv && (!projUrl || proj) && (!againstUrl || against)) {
      const joined = proj ? joinProjection(inv, proj) : { gas: inv };
      return { state: 'ready', ...joined, ...(against ? { against } : {}) };
    }
    return failed === key ? { state: 'error' } : { state: 'loading' };
    // `done` changes when the files of this key have arrived in `loaded`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `done` is the signal to re-read the `loaded` cache
  }, [invUrl, projUrl, againstUrl, key, failed, done]);
  return { status, retry: () => setAttempt((n) => n + 1) };
}
