/**
 * The long table every open-data file shares: one observation a row, with what an analyst needs to
 * use it without reading the site (dataset, submission or round, scenario, gas, category, year, value,
 * unit, GWP basis, notation key), and its CSV text and Table Schema.
 */

/** One observation. `value` is null where the source gives a notation key (never 0 in its place). */
export interface TidyRow {
  dataset: string;
  submissionOrRound: string;
  area: string;
  scenario: string;
  gas: string;
  level: string;
  categoryCode: string;
  categoryName: string;
  year: number;
  value: number | null;
  unit: string;
  gwp: string;
  notationKey: string;
}

/** The notation keys of the UNFCCC reporting tables, alone or joined with commas (e.g. NO,IE). */
const NOTATION_KEY = '(NO|NE|NA|IE|C)';
const NOTATION_KEY_PATTERN = `^${NOTATION_KEY}(,${NOTATION_KEY})*$`;

/** A table cell that is a notation key, in its canonical form; undefined for anything else. */
export function notationKeyOf(cell: string): string | undefined {
  const key = cell.trim().toUpperCase().replace(/\s+/g, '');
  return new RegExp(NOTATION_KEY_PATTERN).test(key) ? key : undefined;
}

/**
 * The GWP basis that texts about a series name, e.g. "kt CO2 eq with AR4 GWP100" or "the GWP100 of
 * the IPCC AR5" → AR5 GWP100; '' when they name none, or several (each submission in its own basis).
 */
export function gwpNamedIn(texts: readonly (string | undefined)[]): string {
  const text = texts.join(' ');
  if (!/GWP/.test(text)) return '';
  const found = new Set([...text.matchAll(/\bAR([456])\b/g)].map((m) => `AR${m[1]} GWP100`));
  return found.size === 1 ? [...found][0]! : '';
}

type Field = {
  name: string;
  key: keyof TidyRow;
  type: 'string' | 'year' | 'number';
  title: string;
  description: string;
};

/** The columns, in order, with their Table Schema types and descriptions. */
const TIDY_FIELDS: readonly Field[] = [
  {
    name: 'dataset',
    key: 'dataset',
    type: 'string',
    title: 'Dataset',
    description: 'Name of the resource in datapackage.json the row belongs to',
  },
  {
    name: 'submission_or_round',
    key: 'submissionOrRound',
    type: 'string',
    title: 'Submission or round',
    description:
      'Year of the inventory submission or of the projection round the figure comes from; empty for series that are neither',
  },
  {
    name: 'area',
    key: 'area',
    type: 'string',
    title: 'Area',
    description: 'ISO 3166-1 alpha-3 code of the country (EST for Estonia), or EU27',
  },
  {
    name: 'scenario',
    key: 'scenario',
    type: 'string',
    title: 'Scenario',
    description:
      'Projection scenario: WEM (with existing measures), WAM (with additional measures), WOM (without measures); empty for reported (historical) figures',
  },
  {
    name: 'gas',
    key: 'gas',
    type: 'string',
    title: 'Gas',
    description:
      'co2eq (all gases in CO2 equivalent), co2, ch4, n2o, hfc, pfc, sf6; empty where the series is not one gas',
  },
  {
    name: 'level',
    key: 'level',
    type: 'string',
    title: 'Level',
    description:
      'total, memo (memo item, not part of the total), sector, category or sub-category: sum only rows of one level',
  },
  {
    name: 'category_code',
    key: 'categoryCode',
    type: 'string',
    title: 'Category code',
    description: 'CRF/CRT category code where the series has one (e.g. 1.A.3)',
  },
  {
    name: 'category_name',
    key: 'categoryName',
    type: 'string',
    title: 'Category or series name',
    description: 'Name of the category or series, in English',
  },
  { name: 'year', key: 'year', type: 'year', title: 'Year', description: 'Calendar year of the observation' },
  {
    name: 'value',
    key: 'value',
    type: 'number',
    title: 'Value',
    description: 'The figure in `unit`; empty where the source gives a notation key instead',
  },
  {
    name: 'unit',
    key: 'unit',
    type: 'string',
    title: 'Unit',
    description: 'Unit of `value`, e.g. kt CO2 eq (thousand tonnes of CO2 equivalent), kt, t, kha, TWh',
  },
  {
    name: 'gwp',
    key: 'gwp',
    type: 'string',
    title: 'GWP basis',
    description: 'Global warming potentials of a CO2-equivalent value, e.g. AR5 GWP100; empty for other units',
  },
  {
    name: 'notation_key',
    key: 'notationKey',
    type: 'string',
    title: 'Notation key',
    description:
      'UNFCCC notation key given by the source instead of a number: NO not occurring, NE not estimated, NA not applicable, IE included elsewhere, C confidential',
  },
];

/** The Table Schema of a tidy file: every column, `value` or `notation_key` present in each row. */
export function tidySchema(): Record<string, unknown> {
  return {
    fields: TIDY_FIELDS.map(({ name, type, title, description }) => ({
      name,
      type,
      title,
      description,
      ...(name === 'notation_key' ? { constraints: { pattern: NOTATION_KEY_PATTERN } } : {}),
      ...(['dataset', 'area', 'category_name', 'year', 'unit'].includes(name)
        ? { constraints: { required: true } }
        : {}),
      ...(name === 'level' ? { constraints: { enum: ['total', 'memo', 'sector', 'category', 'sub-category'] } } : {}),
    })),
    missingValues: [''],
  };
}

/** One CSV field (RFC 4180 quoting). */
function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text of rows with any columns, header first, CRLF line ends. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The tidy CSV of rows. Numbers are written as the data files hold them (shortest exact form). */
export function tidyCsv(rows: readonly TidyRow[]): string {
  return csvText(
    TIDY_FIELDS.map((f) => f.name),
    rows.map((row) => TIDY_FIELDS.map((f) => row[f.key])),
  );
}
