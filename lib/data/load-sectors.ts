/** Loaders of the compiled sector pages (see lib/data/compile-sectors.ts). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir } from './load';
import { validateSectorIndex } from './sector-index';
import type { Locale, Period, SectorItemPage, SectorNav } from './types';

function readJson<T>(relative: string): T | undefined {
  const file = path.join(generatedDir(), relative);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** Sector tabs and their menu items for a locale. */
export function loadSectorNav(locale: Locale): SectorNav[] {
  const nav = readJson<SectorNav[]>(`${locale}/sectors/index.json`);
  if (!nav) throw new Error('Compiled sector index not found: run npm run compile-data');
  return nav;
}

/** The sectors that have items for a period, in index order (the first is the default tab). */
export function loadPeriodSectors(locale: Locale, period: Period): SectorNav[] {
  return loadSectorNav(locale).filter((s) => s[period].length > 0);
}

/** One item page; undefined when the sector or item does not exist for the period. */
export function loadSectorItem(locale: Locale, period: Period, sectorId: string, itemId: string): SectorItemPage | undefined {
  return readJson<SectorItemPage>(`${locale}/sectors/${period}/${sectorId}/${itemId}.json`);
}

/**
 * The English navigation, from the compiled JSON or, before the first compile (unit tests of
 * route lists), straight from data/sectors/index.yml.
 */
export function loadSectorNavOrSource(): SectorNav[] {
  const compiled = readJson<SectorNav[]>('en/sectors/index.json');
  if (compiled) return compiled;
  const file = path.join(process.cwd(), 'data', 'sectors', 'index.yml');
  const index = validateSectorIndex(readFileSync(file, 'utf8'), file);
  if (!index.ok) throw new Error(`${file} has issues: run npm run check-data`);
  return index.value.map((s) => ({
    id: s.id,
    title: s.title.en,
    inventory: s.inventory.map((i) => ({ id: i.id, title: i.title.en })),
    projections: s.prognosis.map((i) => ({ id: i.id, title: i.title.en })),
  }));
}
