'use client';
/**
 * Loads the per-gas JSON emitted at build time (app/data/[locale]/[file]) for the chart
 * island, caches it in memory per file (SPEC §4) and reports loading / error / ready.
 * A failed file is dropped from the cache so Retry fetches it again.
 */
import { useEffect, useMemo, useState } from 'react';
import { joinProjection } from '@/lib/charts/projection';
import type { GasId } from '@/lib/model/gas';
import type { GasData, Measure } from '@/lib/model/types';
import type { Locale } from '@/lib/model/locale';
import { withBasePath } from '@/lib/url-state/base-path';

export type LoadStatus =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; gas: GasData; firstProjectionYear?: number };

const cache = new Map<string, Promise<GasData>>();
/** Files already loaded, so a view of cached data renders at once without a spinner frame. */
const loaded = new Map<string, GasData>();

/** URL of one compiled gas file, e.g. /data/en/inventory-co2eq.json (under the base path). */
export function gasDataUrl(locale: Locale, source: 'inventory' | Measure, gas: GasId): string {
  return withBasePath(`/data/${locale}/${source}-${gas}.json`);
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

function join(inv: GasData, proj: GasData | undefined): LoadStatus {
  return proj ? { state: 'ready', ...joinProjection(inv, proj) } : { state: 'ready', gas: inv };
}

/** Inventory data of a gas, joined with the projection file of the measure when one is given. */
export function useGasData(
  locale: Locale,
  gas: GasId,
  measure: Measure | null,
): { status: LoadStatus; retry: () => void } {
  const invUrl = gasDataUrl(locale, 'inventory', gas);
  const projUrl = measure ? gasDataUrl(locale, measure, gas) : null;
  const key = `${invUrl}|${projUrl ?? ''}`;
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setFailed(null);
    Promise.all([fetchGas(invUrl), projUrl ? fetchGas(projUrl) : undefined]).then(
      () => live && setDone(key),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [invUrl, projUrl, key, attempt]);
  const status = useMemo<LoadStatus>(() => {
    const inv = loaded.get(invUrl);
    const proj = projUrl ? loaded.get(projUrl) : undefined;
    if (inv && (!projUrl || proj)) return join(inv, proj);
    return failed === key ? { state: 'error' } : { state: 'loading' };
    // `done` changes when the files of this key have arrived in `loaded`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `done` is the signal to re-read the `loaded` cache
  }, [invUrl, projUrl, key, failed, done]);
  return { status, retry: () => setAttempt((n) => n + 1) };
}
