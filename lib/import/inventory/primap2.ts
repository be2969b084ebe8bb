/**
 * Reader of inventory submissions in the PRIMAP2 interchange format (e.g. EST_CRTAI2026_V1.0.csv
 * beside EST_CRTAI2026_V1.0.yaml): a wide CSV, one time series per row, whose first columns are
 * the coordinates (source, scenario (…), provenance, area (ISO3), entity, unit, category (…),
 * class, …) and then one column per year; the YAML carries the dataset's attrs, the dimensions
 * and the time format. Gives records in the shape of the UNFCCC DI extract (lib/import/inventory/crf-csv),
 * so the same builders write data/past/*.yml and proportions.yml.
 *
 * Conventions: category `0` is the national total (with LULUCF), `M.0.EL` the total without
 * LULUCF, `M.BK`, `M.BK.A`, `M.BK.M` the international bunkers memo (total, aviation, marine);
 * other codes are CRT codes. Only class `Total` is read. The GWP basis comes from the entity
 * (`KYOTOGHG (AR5GWP100)` → "AR5 GWP100"). Categories the catalogue cannot place and entities
 * the site does not show are listed, never dropped silently.
 */
import { load } from 'js-yaml';
import { CATEGORIES, SUB_CATEGORIES } from '@/lib/model/catalogue';
import type { CrfRecord } from '@/lib/import/inventory/crf-csv';
import { parseCsv } from '@/lib/import/csv';
import { ROW_SECTORS, TOTAL_WITH_LULUCF, TOTAL_WITHOUT_LULUCF } from '@/lib/import/inventory/inventory';

interface Primap2Import {
  records: CrfRecord[];
  /** GWP basis of the CO2-equivalent entities, e.g. "AR5 GWP100". */
  gwp?: string;
  /** Category terminology from the header, e.g. CRTAI2026. */
  terminology: string;
  /** Category codes present in the file (class Total) that no catalogue row or total takes. */
  unplaced: string[];
  /** Entities present in the file that the site has no gas for (e.g. NF3). */
  otherEntities: string[];
  /** What the dataset says about itself (attrs title, references), for the file headers. */
  description: string;
}

const REQUIRED = ['source', 'area (ISO3)', 'entity', 'unit'];
/** Names of the special categories in the records the builders read. */
const SPECIAL: Record<string, { name: string } | undefined> = {
  '0': { name: TOTAL_WITH_LULUCF },
  'M.0.EL': { name: TOTAL_WITHOUT_LULUCF },
  'M.BK': { name: 'International Bunkers' },
  'M.BK.A': { name: 'International Aviation' },
  'M.BK.M': { name: 'International Navigation' },
};
/** Entity (without its GWP) → gas key of the records and the species its unit must name. */
const ENTITIES: Record<string, { gas: string; species: string; gwp: boolean }> = {
  CO2: { gas: 'CO2', species: 'CO2', gwp: false },
  CH4: { gas: 'CH4', species: 'CH4', gwp: false },
  N2O: { gas: 'N2O', species: 'N2O', gwp: false },
  SF6: { gas: 'SF6', species: 'SF6', gwp: false },
  HFCS: { gas: 'HFCs', species: 'CO2', gwp: true },
  PFCS: { gas: 'PFCs', species: 'CO2', gwp: true },
  KYOTOGHG: { gas: 'GHG_total_CO2e', species: 'CO2', gwp: true },
};
const PREFIX_TO_KT: Record<string, number> = { t: 0.001, kt: 1, Gg: 1, Mt: 1000, Tg: 1000 };

/** Codes the catalogue places: the five sectors, every category and sub-category. */
function placeableCodes(): Set<string> {
  return new Set<string>([
    ...ROW_SECTORS.map((s) => s.crf),
    ...CATEGORIES.map((c) => c.crf),
    ...SUB_CATEGORIES.map((s) => s.crf),
  ]);
}

/** `KYOTOGHG (AR5GWP100)` → { base: 'KYOTOGHG', gwp: 'AR5 GWP100' }. */
export function splitEntity(entity: string): { base: string; gwp?: string } {
  const m = /^\s*([^()]+?)\s*(?:\(\s*([A-Z]+\d)\s*GWP\s*(\d+)\s*\))?\s*$/i.exec(entity);
  if (!m) return { base: entity.trim() };
  return {
    base: (m[1] as string).toUpperCase(),
    ...(m[2] ? { gwp: `${(m[2] as string).toUpperCase()} GWP${m[3]}` } : {}),
  };
}

/** Factor from a unit like `kt CO2/yr` or `Gg CO2 / year` to kt, checking its species. */
export function unitFactor(unit: string, species: string): number | undefined {
  const m = /^\s*(t|kt|Gg|Mt|Tg)\s+([A-Za-z0-9]+)\s*\/\s*(yr|year|a)\s*$/.exec(unit);
  if (!m || (m[2] as string).toUpperCase() !== species.toUpperCase()) return undefined;
  return PREFIX_TO_KT[m[1] as string];
}

function describe(meta: unknown, fallback: string): string {
  const attrs =
    (meta && typeof meta === 'object' ? (meta as { attrs?: Record<string, unknown> }).attrs : undefined) ?? {};
  const parts = [attrs.title, attrs.references, attrs.rights].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  return parts.length ? parts.join('; ') : fallback;
}

/**
 * Reads the CSV (and, when given, its YAML metadata) of one area. Throws naming the CSV line on a
 * bad unit, value or missing column; several scenarios or sources for one series are an error.
 */
export function readPrimap2(
  csv: string,
  yamlText: string | undefined,
  area = 'EST',
  fileName = 'the PRIMAP2 file',
): Primap2Import {
  const meta = yamlText === undefined ? undefined : load(yamlText);
  const timeFormat = (meta as { time_format?: unknown } | undefined)?.time_format;
  if (timeFormat !== undefined && timeFormat !== '%Y')
    throw new Error(`${fileName}: time_format ${String(timeFormat)} is not yearly (%Y)`);
  const [header, ...body] = parseCsv(csv);
  if (!header) throw new Error(`${fileName}: the CSV is empty`);
  const names = header.map((h) => h.trim());
  for (const column of REQUIRED)
    if (!names.includes(column)) throw new Error(`${fileName}: column "${column}" is missing`);
  const categoryColumn = names.find((n) => /^category \(.+\)$/.test(n));
  if (!categoryColumn) throw new Error(`${fileName}: no "category (<terminology>)" column`);
  const terminology = /^category \((.+)\)$/.exec(categoryColumn)![1] as string;
  const scenarioColumn = names.find((n) => /^scenario( \(.+\))?$/.test(n));
  const yearColumns = names.flatMap((n, i) => (/^\d{4}$/.test(n) ? [{ i, year: Number(n) }] : []));
  if (yearColumns.length === 0) throw new Error(`${fileName}: no year columns`);
  const col = (name: string) => names.indexOf(name);
  const records: CrfRecord[] = [];
  const placeable = placeableCodes();
  const unplaced = new Set<string>();
  const otherEntities = new Set<string>();
  const gwps = new Set<string>();
  const seen = new Map<string, string>();
  body.forEach((cells, r) => {
    const line = r + 2;
    const get = (name: string | undefined) =>
      name === undefined || col(name) < 0 ? '' : (cells[col(name)] ?? '').trim();
    if (get('area (ISO3)') !== area) return;
    if (names.includes('class') && get('class') !== 'Total') return;
    const code = get(categoryColumn);
    const entity = get('entity');
    const { base, gwp } = splitEntity(entity);
    const spec = ENTITIES[base];
    if (!spec || spec.gwp !== Boolean(gwp)) {
      otherEntities.add(entity);
      return;
    }
    const special = SPECIAL[code];
    if (!special && !placeable.has(code)) {
      unplaced.add(code);
      return;
    }
    const factor = unitFactor(get('unit'), spec.species);
    if (factor === undefined)
      throw new Error(
        `${fileName} line ${line}: unit "${get('unit')}" does not fit entity ${entity} (expected e.g. "kt ${spec.species}/yr")`,
      );
    if (gwp) gwps.add(gwp);
    const key = `${code}|${spec.gas}`;
    const origin = `${get('source')}|${get(scenarioColumn)}`;
    if (seen.has(key) && seen.get(key) !== origin)
      throw new Error(
        `${fileName} line ${line}: ${code} ${entity} appears for several sources or scenarios (${seen.get(key)} and ${origin}); keep one`,
      );
    if (seen.has(key)) throw new Error(`${fileName} line ${line}: ${code} ${entity} appears twice`);
    seen.set(key, origin);
    for (const { i, year } of yearColumns) {
      const text = (cells[i] ?? '').trim();
      if (text === '' || /^nan$/i.test(text)) continue;
      const value = Number(text);
      if (!Number.isFinite(value))
        throw new Error(`${fileName} line ${line}: value "${text}" for ${year} is not a number`);
      records.push({
        code: special ? '' : code,
        name: special?.name ?? code,
        parent: '',
        gas: spec.gas,
        year,
        value: value * factor,
        unit: spec.gwp ? 'kt CO2e' : 'kt',
        valueAsReported: value,
        unitAsReported: get('unit'),
      });
    }
  });
  if (records.length === 0) throw new Error(`${fileName}: no class Total rows for area ${area}`);
  if (gwps.size > 1)
    throw new Error(`${fileName}: the CO2-equivalent entities use several GWP bases (${[...gwps].join(', ')})`);
  const [gwp] = [...gwps];
  return {
    records,
    ...(gwp ? { gwp } : {}),
    terminology,
    unplaced: [...unplaced].sort(),
    otherEntities: [...otherEntities].sort(),
    description: describe(meta, fileName),
  };
}

/** True when a CSV header is the PRIMAP2 interchange layout (not the UNFCCC DI extract). */
export function isPrimap2Header(firstLine: string): boolean {
  const names = (parseCsv(firstLine)[0] ?? []).map((h) => h.trim());
  return names.includes('entity') && names.includes('area (ISO3)') && names.some((n) => n.startsWith('category ('));
}
