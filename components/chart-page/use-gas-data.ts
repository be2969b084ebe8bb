'use client';
/**
 * Loads the per-gas JSON emitted at build time (app/data/[locale]/[file], named by gasFileName) for
 * the chart islands, caches it in memory per file (SPEC §4) and reports loading / error / ready.
 * A gas's core file is always loaded, its categories file only for a view that shows categories.
 * A failed file is dropped from the cache so Retry fetches it again.
 */
import { use, useEffect, useMemo, useState } from 'react';
import type { GasId } from '@/lib/model/gas';
import {
  gasFileName,
  joinGasData,
  type GasCategories,
  type GasCore,
  type GasFilePart,
  type GasSource,
} from '@/lib/model/gas-file';
import type { GasData } from '@/lib/model/gas-data';
import type { Locale } from '@/lib/model/locale';
import { withBasePath } from '@/lib/url-state/base-path';

export type LoadStatus =
  | { state: 'loading' }
  | { state: 'error' }
  | {
      state: 'ready';
      /** The gas shown: the inventory submission's, or the projection's when one is asked for. */
      gas: GasData;
      /** With a projection: the inventory submission's gas (its core only), drawn and compared apart. */
      latest?: GasData;
      against?: GasData;
    };

const cache = new Map<string, Promise<unknown>>();
/** Files already loaded, so a view of cached data renders at once without a spinner frame. */
const loaded = new Map<string, unknown>();

/** URL of one compiled gas file, e.g. /data/en/inventory-2026-co2eq.json (under the base path). */
function gasDataUrl(locale: Locale, source: GasSource, gas: GasId, part: GasFilePart): string {
  return withBasePath(`/data/${locale}/${gasFileName(source, gas, part)}`);
}

function fetchFile(url: string): Promise<unknown> {
  let promise = cache.get(url);
  if (!promise) {
    promise = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return res.json() as Promise<unknown>;
    });
    promise.then(
      (data) => loaded.set(url, data),
      () => cache.delete(url),
    );
    cache.set(url, promise);
  }
  return promise;
}

/** Every file named (a missing projection, comparison or categories file is null). */
const fetchAll = (urls: (string | null)[]) => Promise.all(urls.map((url) => (url ? fetchFile(url) : undefined)));

/** The files of one source's gas: its core file, and its categories file when the view needs it. */
interface GasFiles {
  core: string;
  categories: string | null;
}

/** The gas of a source once its files are loaded. */
function loadedGas(files: GasFiles): GasData | undefined {
  const core = loaded.get(files.core) as GasCore | undefined;
  if (!core) return undefined;
  if (!files.categories) return joinGasData(core);
  const categories = loaded.get(files.categories) as GasCategories | undefined;
  return categories ? joinGasData(core, categories) : undefined;
}

/**
 * Settles (never rejects) once every file of a key has arrived or failed: one promise per key, as
 * `use` needs (the render it held up is replayed with the same promise). A promise marked fulfilled
 * (React's convention) lets a render go on at once.
 */
const fulfilled = (promise: Promise<void>) =>
  Object.assign(promise, { status: 'fulfilled' as const, value: undefined });
const READY = fulfilled(Promise.resolve());
const settled = new Map<string, Promise<void>>();
function settledFiles(key: string, urls: (string | null)[]): Promise<void> {
  const known = settled.get(key);
  if (known) return known;
  if (urls.every((url) => !url || loaded.has(url))) return READY;
  const promise = fetchAll(urls).then(
    () => undefined,
    () => undefined,
  );
  void promise.then(() => fulfilled(promise));
  settled.set(key, promise);
  return promise;
}

/** What a chart needs of a gas: an inventory submission, and a projection scenario or a second submission to compare. */
export interface GasRequest {
  inventory: GasSource;
  /**
   * A projection scenario: the gas shown, with the inventory beside it (never joined to it), whose
   * core file alone is loaded (its totals and sectors are all the projections page draws of it).
   */
  projection?: GasSource;
  /** Another inventory submission, for the revisions view. */
  against?: GasSource;
  /** Whether the view shows categories (lib/charts/shown/datasets needsCategories): their files are loaded too. */
  categories: boolean;
  /**
   * Fetch the categories files in the background though the view needs none (the reader is working
   * the filters), so a switch to the category level draws at once.
   */
  categoriesAhead?: boolean;
}

/** The gas of the request's sources, ready when every file has arrived. */
export function useGasData(locale: Locale, gas: GasId, request: GasRequest): { status: LoadStatus; retry: () => void } {
  const filesOf = (source: GasSource, categories = request.categories): GasFiles => ({
    core: gasDataUrl(locale, source, gas, 'core'),
    categories: categories ? gasDataUrl(locale, source, gas, 'categories') : null,
  });
  const inv = filesOf(request.inventory, request.categories && !request.projection);
  const proj = request.projection ? filesOf(request.projection) : undefined;
  const against = request.against ? filesOf(request.against) : undefined;
  const urls = [inv, proj, against].flatMap((files) => (files ? [files.core, files.categories] : [null, null]));
  const key = urls.join('|');
  // A render waits for its files: the island's first inside the page's Suspense boundary, so the
  // pre-rendered view (summary and table) stays on screen until the chart can replace it, instead of
  // giving way to a loading state and coming back (a flash and a layout shift); a later change of
  // gas, submission or level in its deferred render (useChartView), so the former view stays until
  // the new one can be drawn. A file that failed shows the loading state's error and Retry.
  use(settledFiles(key, urls));
  const aheadSources =
    request.categoriesAhead && !request.categories
      ? [request.projection ?? request.inventory, request.against].filter((source) => source !== undefined)
      : [];
  const aheadUrls = aheadSources.map((source) => gasDataUrl(locale, source, gas, 'categories'));
  const aheadKey = aheadUrls.join('|');
  useEffect(() => {
    // A failed fetch here is no error: the view that needs the file fetches it again.
    for (const url of aheadUrls) fetchFile(url).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `aheadKey` names the files of `aheadUrls`
  }, [aheadKey]);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const status = useMemo<LoadStatus>(() => {
    const invGas = loadedGas(inv);
    const projGas = proj && loadedGas(proj);
    const againstGas = against && loadedGas(against);
    if (invGas && (!proj || projGas) && (!against || againstGas)) {
      const shown = projGas ? { gas: projGas, latest: invGas } : { gas: invGas };
      return { state: 'ready', ...shown, ...(againstGas ? { against: againstGas } : {}) };
    }
    return failed === key ? { state: 'error' } : { state: 'loading' };
    // The files are named by `key`; `done` changes when they have arrived in `loaded`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for inv, proj and against; `done` is the signal to re-read the `loaded` cache
  }, [key, failed, done]);
  useEffect(() => {
    // The render found every file loaded: nothing to wait for, and no second build of the same view.
    if (status.state === 'ready') return;
    let live = true;
    setFailed(null);
    fetchAll(urls).then(
      () => live && setDone(key),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the files of `urls`
  }, [key, attempt]);
  return { status, retry: () => setAttempt((n) => n + 1) };
}
