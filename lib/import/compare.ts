/**
 * Converts the neighbours' CRT sector totals and the World Bank population extracts
 * (data/sources/neighbours-crt2026-sector-totals, data/sources/worldbank-population) into
 * data/compare/emissions.yml and data/compare/population.yml. Pure: text in, text out.
 */
import { AREA_IDS, AREAS, COMPARE_SECTORS, type CompareSector, type SourceNote } from '@/lib/model/compare';
import { parseCsvObjects } from '@/lib/import/csv';

const SECTOR_LABELS: Readonly<Record<string, CompareSector>> = {
  Energy: 'energy',
  'Industrial processes and product use': 'ippu',
  Agriculture: 'agriculture',
  'Land use, land-use change and forestry': 'lulucf',
  Waste: 'waste',
  Other: 'other',
};

type YearMap = Map<number, number | null>;

function yearOf(text: string, line: number): number {
  if (!/^\d{4}$/.test(text.trim())) throw new Error(`CSV line ${line}: year "${text}" is not a year`);
  return Number(text);
}

/** A number, or null for an empty cell (not reported); throws naming the line for anything else. */
function valueOf(text: string, line: number): number | null {
  const t = text.trim();
  if (t === '' || t === 'NA') return null;
  const v = Number(t);
  if (!Number.isFinite(v)) throw new Error(`CSV line ${line}: value "${text}" is not a number`);
  return v;
}

/**
 * Sector totals by area code, sector and year from the CRT extract (columns iso, sector_lv1,
 * year, kt_co2e_ar5). Throws on an unknown sector label or a repeated row.
 */
export function readSectorTotals(csv: string): Map<string, Map<CompareSector, YearMap>> {
  const out = new Map<string, Map<CompareSector, YearMap>>();
  parseCsvObjects(csv, ['iso', 'sector_lv1', 'year', 'kt_co2e_ar5']).forEach((r, i) => {
    const line = i + 2;
    const sector = SECTOR_LABELS[(r.sector_lv1 ?? '').trim()];
    if (!sector) throw new Error(`CSV line ${line}: unknown sector "${r.sector_lv1}"`);
    const iso = (r.iso ?? '').trim();
    const year = yearOf(r.year ?? '', line);
    const sectors = out.get(iso) ?? new Map<CompareSector, YearMap>();
    out.set(iso, sectors);
    const years = sectors.get(sector) ?? new Map<number, number | null>();
    sectors.set(sector, years);
    if (years.has(year)) throw new Error(`CSV line ${line}: ${iso} ${sector} ${year} given twice`);
    years.set(year, valueOf(r.kt_co2e_ar5 ?? '', line));
  });
  return out;
}

/** Population by World Bank country code and year (columns Country Code, Year, Value). */
export function readPopulation(csv: string): Map<string, YearMap> {
  const out = new Map<string, YearMap>();
  parseCsvObjects(csv, ['Country Code', 'Year', 'Value']).forEach((r, i) => {
    const line = i + 2;
    const code = (r['Country Code'] ?? '').trim();
    const years = out.get(code) ?? new Map<number, number | null>();
    out.set(code, years);
    years.set(yearOf(r.Year ?? '', line), valueOf(r.Value ?? '', line));
  });
  return out;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const flow = (values: readonly (number | null)[]) =>
  `[${values.map((v) => (v === null ? 'null' : String(v))).join(', ')}]`;
const q = (text: string) => JSON.stringify(text);

function noteLines(note: SourceNote, unit?: string): string[] {
  const lines: string[] = [];
  for (const key of ['source', 'licence', 'vintage', 'basis'] as const)
    lines.push(
      `${key}:`,
      ...(['en', 'et', 'ru'] as const).flatMap((locale) => {
        const text = note[key][locale];
        return text === undefined ? [] : [`  ${locale}: ${q(text)}`];
      }),
    );
  lines.push(`source_url: ${q(note.url)}`);
  if (unit) lines.push(`unit: ${q(unit)}`);
  return lines;
}

/** The last year with any value for an area, over all its sectors. */
function lastYear(sectors: Map<CompareSector, YearMap>): number {
  let last = 0;
  for (const years of sectors.values()) for (const [y, v] of years) if (v !== null) last = Math.max(last, y);
  return last;
}

const EMISSIONS_NOTE: SourceNote = {
  source: {
    en: 'National greenhouse gas inventories submitted to the UNFCCC (CRT), summed to IPCC sectors in W. F. Lamb, Tidy-GHG-Inventories (data_crts_v2.0)',
    et: 'ÜRO kliimamuutuste raamkonventsioonile esitatud riiklikud kasvuhoonegaaside inventuurid (CRT), IPCC sektorite kaupa summeerinud W. F. Lamb, Tidy-GHG-Inventories (data_crts_v2.0)',
    ru: 'национальные кадастры парниковых газов, представленные в РКИК ООН (ОТД, CRT), суммированные по секторам МГЭИК в W. F. Lamb, Tidy-GHG-Inventories (data_crts_v2.0)',
  },
  licence: {
    en: "CC BY 4.0 (Lamb 2026); attribute each party's submission to the UNFCCC",
    et: 'CC BY 4.0 (Lamb 2026); viidata iga konventsiooniosalise aruandele UNFCCC-le',
    ru: 'CC BY 4.0 (Lamb 2026); ссылка на представление каждой Стороны в РКИК ООН',
  },
  vintage: { en: '', et: '' },
  basis: {
    en: 'CRT 2026 submissions (the EU27: its 2025/2026 submission), kt CO2 eq with the GWP100 of the IPCC AR5; the total without LULUCF is the sum of every other sector, "Other" included',
    et: 'CRT 2026. aasta aruanded (EL27: ELi 2025./2026. aasta aruanne), kt CO2 ekv IPCC AR5 GWP100 järgi; kogus ilma LULUCF-ita on kõigi teiste sektorite summa, ka „Muu“',
    ru: 'представления ОТД (CRT) 2026 года (ЕС-27: его представление 2025/2026 года), кт CO2-экв. (ПГП по ДО5 МГЭИК); итог без ЗИЗЛХ — сумма всех остальных секторов, включая «Прочее»',
  },
  url: 'https://github.com/lambwf/Tidy-GHG-Inventories',
};

const POPULATION_NOTE: SourceNote = {
  source: {
    en: 'World Bank, World Development Indicators (SP.POP.TOTL), via Datahub datasets/population',
    et: 'Maailmapank, World Development Indicators (SP.POP.TOTL), Datahubi datasets/population kaudu',
    ru: 'Всемирный банк, World Development Indicators (SP.POP.TOTL), через Datahub datasets/population',
  },
  licence: {
    en: 'CC BY 4.0, attribute "World Bank, World Development Indicators" (the repository states ODC-PDDL-1.0)',
    et: 'CC BY 4.0, viidata „World Bank, World Development Indicators“ (hoidla märgib ODC-PDDL-1.0)',
    ru: 'CC BY 4.0, ссылка «World Bank, World Development Indicators» (в репозитории указана ODC-PDDL-1.0)',
  },
  vintage: { en: '', et: '' },
  basis: {
    en: "Mid-year population, persons; the EU27 is the World Bank's European Union aggregate (EUU)",
    et: 'Rahvaarv aasta keskel, inimest; EL27 on Maailmapanga Euroopa Liidu koondnäitaja (EUU)',
    ru: 'население на середину года, человек; ЕС-27 — агрегат Европейского союза Всемирного банка (EUU)',
  },
  url: 'https://data.worldbank.org/indicator/SP.POP.TOTL',
};

/** YAML text of data/compare/emissions.yml; throws when an area or one of its sectors is missing. */
export function buildEmissionsYaml(csv: string, from = 1990, to = 2024): string {
  const totals = readSectorTotals(csv);
  const years = range(from, to);
  const body: string[] = [];
  const spans: string[] = [];
  for (const id of AREA_IDS) {
    const code = AREAS[id].emissionsCode;
    const sectors = totals.get(code);
    if (!sectors) throw new Error(`Sector totals: no rows for ${code}`);
    body.push(`  - id: ${id}`, '    sectors:');
    for (const sector of COMPARE_SECTORS) {
      const values = sectors.get(sector);
      if (!values) throw new Error(`Sector totals: ${code} has no ${sector} rows`);
      body.push(`      ${sector}: ${flow(years.map((y) => values.get(y) ?? null))}`);
    }
    spans.push(`${code} ${from}–${lastYear(sectors)}`);
  }
  const note: SourceNote = {
    ...EMISSIONS_NOTE,
    vintage: {
      en: `2026 submissions; ${spans.join(', ')}`,
      et: `2026. aasta aruanded; ${spans.join(', ')}`,
      ru: `представления 2026 года; ${spans.join(', ')}`,
    },
  };
  return [
    '# kt CO2 eq (AR5) by area, IPCC sector and year; null = no value in the source.',
    '# Generated by npm run import-compare from data/sources/neighbours-crt2026-sector-totals; do not edit by hand.',
    ...noteLines(note, 'kt CO2 eq'),
    `years: ${flow(years)}`,
    'areas:',
    ...body,
    '',
  ].join('\n');
}

/** YAML text of data/compare/population.yml from one or more population CSVs. */
export function buildPopulationYaml(csvs: readonly string[], from = 1990, to = 2024): string {
  const population = new Map<string, YearMap>();
  for (const csv of csvs) for (const [code, years] of readPopulation(csv)) population.set(code, years);
  const years = range(from, to);
  const body: string[] = [];
  for (const id of AREA_IDS) {
    const code = AREAS[id].populationCode;
    const values = population.get(code);
    if (!values) throw new Error(`Population: no rows for ${code}`);
    const row = years.map((y) => values.get(y) ?? null);
    if (row.some((v) => v === null)) throw new Error(`Population: ${code} lacks a year between ${from} and ${to}`);
    body.push(`  ${id}: ${flow(row)}`);
  }
  const note: SourceNote = {
    ...POPULATION_NOTE,
    vintage: {
      en: `2026-03-06; ${from}–${to}`,
      et: `6.03.2026; ${from}–${to}`,
      ru: `06.03.2026; ${from}–${to}`,
    },
  };
  return [
    '# Population (persons, mid-year) by area and year.',
    '# Generated by npm run import-compare from data/sources/worldbank-population; do not edit by hand.',
    ...noteLines(note, 'persons'),
    `years: ${flow(years)}`,
    'areas:',
    ...body,
    '',
  ].join('\n');
}
