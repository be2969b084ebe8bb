'use client';
/**
 * Loads the per-gas JSON emitted at build time (app/data/[locale]/[file]) for the chart
 * island, caches it in memory per file (SPEC §4) and reports loading / error / ready.
 * A failed file is dropped from the cache so Retry fetches it again.
 */
import { useEffect, useState } from 'react';
import { joinProjection } from '@/lib/charts/projection';
import type { GasId } from '@/lib/data/catalogue';
import type { GasData, Locale, Measure } from '@/lib/data/types';

export type LoadStatus =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; gas: GasData; firstProjectionYear?: number };

const cache = new Map<string, Promise<GasData>>();

/** URL of one compiled gas file, e.g. /data/en/inventory-co2eq.json (under the base path). */
export function gasDataUrl(locale: Locale, source: 'inventory' | Measure, gas: GasId): string {
  return `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/data/${locale}/${source}-${gas}.json`;
}

function fetchGas(url: string): Promise<GasData> {
  let promise = cache.get(url);
  if (!promise) {
    promise = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.json() as Promise<GasData>;
    });
    promise.catch(() => cache.delete(url));
    cache.set(url, promise);
  }
  return promise;
}

/** Inventory data of a gas, joined with the projection file of the measure when `projections` is set. */
export function useGasData(locale: Locale, gas: GasId, measure: Measure | null): { status: LoadStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<LoadStatus>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setStatus({ state: 'loading' });
    const inventory = fetchGas(gasDataUrl(locale, 'inventory', gas));
    const load = measure
      ? Promise.all([inventory, fetchGas(gasDataUrl(locale, measure, gas))]).then(([inv, proj]) => joinProjection(inv, proj))
      : inventory.then((inv) => ({ gas: inv, firstProjectionYear: undefined }));
    load.then(
      (r) => live && setStatus({ state: 'ready', gas: r.gas, firstProjectionYear: r.firstProjectionYear }),
      () => live && setStatus({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [locale, gas, measure, attempt]);
  return { status, retry: () => setAttempt((n) => n + 1) };
}
