/**
 * Validates one gas file (data/past/{submission}/{gas}.yml or data/prognosis/{round}/{measure}/{gas}.yml)
 * against SPEC §5. Pure: text and display path in, Result out, every issue collected.
 */
import { isGasId } from '@/lib/model/gas';
import {
  COMMA_IN_CELL,
  countMismatch,
  fail,
  makeIssue,
  missingField,
  notFound,
  ok,
  sortIssues,
  type Issue,
  type Result,
} from '@/lib/model/issues';
import type { GasFileData } from '@/lib/model/gas-data';
import type { LocalText } from '@/lib/model/locale';
import { parseCell, parseGasRows } from '@/lib/compile/validate/parse-rows';
import { FILE_LINE, findKeyLine, parseYaml } from '@/lib/compile/read/yaml-source';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function toNames(value: unknown): LocalText | undefined {
  if (typeof value === 'string') return { en: value, et: value };
  if (isRecord(value) && typeof value.en === 'string') {
    return {
      en: value.en,
      et: typeof value.et === 'string' ? value.et : value.en,
      ...(typeof value.ru === 'string' ? { ru: value.ru } : {}),
    };
  }
  return undefined;
}

interface Ctx {
  file: string;
  text: string;
  years: number;
  issues: Issue[];
}
const report = (ctx: Ctx, keys: string[], message: string) =>
  ctx.issues.push(makeIssue(ctx.file, findKeyLine(ctx.text, keys), keys.join('.'), message));

/** A yearly series from a YAML list: numbers, `-` (no number: NaN) or other text (0), decimal commas rejected. */
function readSeries(ctx: Ctx, keys: string[], value: unknown): number[] {
  if (!Array.isArray(value)) {
    report(ctx, keys, `Field ${keys.join('.')} must be a list with one value per year`);
    return [];
  }
  if (value.length !== ctx.years) report(ctx, keys, countMismatch(keys.join('.'), ctx.years, value.length));
  return value.map((cell) => {
    if (typeof cell === 'number') return cell;
    const text = cell === null || cell === undefined ? '' : String(cell);
    if (/\d,\d/.test(text)) report(ctx, keys, COMMA_IN_CELL);
    return parseCell(text);
  });
}

/** Reads a block of named series; each missing required name is `Field {x} not found`. */
function readBlock<K extends string, O extends string = never>(
  ctx: Ctx,
  keys: string[],
  value: unknown,
  names: readonly K[],
  optional: readonly O[] = [],
): (Record<K, number[]> & Partial<Record<O, number[]>>) | undefined {
  if (!isRecord(value)) {
    names.forEach((name) => report(ctx, keys, notFound(name)));
    return undefined;
  }
  const result = {} as Record<K, number[]> & Partial<Record<O, number[]>>;
  let complete = true;
  for (const name of names) {
    if (!(name in value)) {
      report(ctx, keys, notFound(name));
      complete = false;
    } else (result as Record<string, number[]>)[name] = readSeries(ctx, [...keys, name], value[name]);
  }
  for (const name of optional)
    if (name in value) (result as Record<string, number[]>)[name] = readSeries(ctx, [...keys, name], value[name]);
  return complete ? result : undefined;
}

function readYears(ctx: Ctx, value: unknown): number[] {
  const increasing = (list: unknown[]) =>
    list.every((y, i) => Number.isInteger(y) && (i === 0 || (y as number) > (list[i - 1] as number)));
  if (Array.isArray(value) && increasing(value)) return value as number[];
  report(ctx, ['years'], 'Field years must be a list of whole years in increasing order');
  return [];
}

/** Which folder a gas file is in: an inventory submission's or a projection round's (each requires its fields). */
export type GasFileKind = 'inventory' | 'projection';

/** Fields a gas file must carry about where it comes from, besides its submission or round. */
const SOURCE_FIELDS = ['gwp', 'source', 'source_url', 'licence', 'vintage'] as const;

/**
 * The source fields of a gas file with its submission (inventory) or round (projection) year;
 * every one is required in a file of that kind, and read in any file that has one of them.
 */
function readMeta(
  ctx: Ctx,
  doc: Record<string, unknown>,
  yearField: 'submission' | 'round',
  required: boolean,
): (NonNullable<GasFileData['meta']> & { year: number }) | undefined {
  const has = (field: string) => doc[field] !== undefined && doc[field] !== null;
  const fields = [yearField, ...SOURCE_FIELDS];
  if (!required && !has(yearField)) return undefined;
  for (const field of fields)
    if (!has(field)) ctx.issues.push(makeIssue(ctx.file, FILE_LINE, field, missingField(field, ctx.file)));
  const submission = doc[yearField];
  const validYear = typeof submission === 'number' && Number.isInteger(submission) && submission >= 1990;
  if (has(yearField) && !validYear)
    report(
      ctx,
      [yearField],
      yearField === 'submission'
        ? 'Field submission must be the year of the submission, e.g. 2026'
        : 'Field round must be the year the projections were reported, e.g. 2019',
    );
  const source = has('source') ? toNames(doc.source) : undefined;
  if (has('source') && !source) report(ctx, ['source'], 'Field source must be text or { en, et }');
  const vintage = has('vintage') ? toNames(doc.vintage) : undefined;
  if (has('vintage') && !vintage) report(ctx, ['vintage'], 'Field vintage must be text or { en, et }');
  const url = doc.source_url;
  const validUrl = typeof url === 'string' && /^https?:\/\/\S+$/.test(url);
  if (has('source_url') && !validUrl)
    report(ctx, ['source_url'], 'Field source_url must be a web address (http or https)');
  const licence = has('licence') ? toNames(doc.licence) : undefined;
  if (has('licence') && (!licence || licence.en.trim() === ''))
    report(ctx, ['licence'], 'Field licence must be text or { en, et }');
  if (!validYear || !source || !vintage || !validUrl || !licence || typeof doc.gwp !== 'string') return undefined;
  const year = submission as number;
  return { year, submission: year, gwp: doc.gwp, source, sourceUrl: url as string, licence, vintage };
}

/** The round fields of a projection file, with its first projected year (one of the year columns). */
function readProjectionMeta(
  ctx: Ctx,
  doc: Record<string, unknown>,
  years: readonly number[],
  required: boolean,
): GasFileData['projection'] {
  const meta = readMeta(ctx, doc, 'round', required);
  if (!required && !meta) return undefined;
  const first = doc.projections_year;
  if (first === undefined || first === null) {
    ctx.issues.push(makeIssue(ctx.file, FILE_LINE, 'projections_year', missingField('projections_year', ctx.file)));
    return undefined;
  }
  if (typeof first !== 'number' || !years.includes(first)) {
    report(ctx, ['projections_year'], `Field projections_year (${String(first)}) is not one of the years`);
    return undefined;
  }
  if (!meta) return undefined;
  const { year, submission: _submission, ...source } = meta;
  return { ...source, round: year, projectionsYear: first };
}

/**
 * Validates the text of a gas file; `file` is the path shown in issues. An inventory file must also
 * say which submission it is, a projection file which round with its first projected year, each with
 * its GWP basis, source, licence and vintage. Only a projection file may lack the total with LULUCF
 * (a source without one), never the total without it.
 */
export function validateGasFile(text: string, file: string, kind?: GasFileKind): Result<GasFileData> {
  const projection = kind === 'projection';
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const doc = isRecord(parsed.value) ? parsed.value : {};
  const ctx: Ctx = { file, text, years: 0, issues: [] };
  for (const field of ['id', 'name', 'unit', 'years', 'rows']) {
    if (doc[field] === undefined || doc[field] === null)
      ctx.issues.push(makeIssue(file, FILE_LINE, field, missingField(field, file)));
  }
  const id = doc.id;
  if (id !== undefined && id !== null && !isGasId(id)) report(ctx, ['id'], 'Invalid gas id');
  const name = doc.name === undefined || doc.name === null ? undefined : toNames(doc.name);
  if (doc.name !== undefined && doc.name !== null && !name)
    report(ctx, ['name'], 'Field name must be text or { en, et }');
  if (doc.unit !== undefined && doc.unit !== null && typeof doc.unit !== 'string')
    report(ctx, ['unit'], 'Field unit must be text');
  const years = doc.years === undefined || doc.years === null ? [] : readYears(ctx, doc.years);
  ctx.years = years.length;
  let sectors: GasFileData['sectors'] = [];
  if (typeof doc.rows === 'string') {
    const rowsLine = findKeyLine(text, ['rows']);
    const rows = parseGasRows(doc.rows, {
      file,
      firstLine: rowsLine === undefined ? undefined : rowsLine + 1,
      years: years.length,
    });
    sectors = rows.sectors;
    ctx.issues.push(...rows.issues);
  } else if (doc.rows !== undefined && doc.rows !== null) report(ctx, ['rows'], 'Field rows must be a text block');
  const totals =
    doc.total === undefined
      ? undefined
      : projection
        ? readBlock(ctx, ['total'], doc.total, ['withoutLulucf'] as const, ['withLulucf'] as const)
        : readBlock(ctx, ['total'], doc.total, ['withLulucf', 'withoutLulucf'] as const);
  let bunkers: GasFileData['bunkers'];
  if (isRecord(doc.memo) && doc.memo.bunkers !== undefined) {
    bunkers = readBlock(ctx, ['memo', 'bunkers'], doc.memo.bunkers, ['total', 'navigation', 'aviation'] as const);
  }
  if (doc.gwp !== undefined && (typeof doc.gwp !== 'string' || !/^AR[2-6]\b/.test(doc.gwp))) {
    report(ctx, ['gwp'], 'Field gwp must name the IPCC report of the GWPs, e.g. "AR5 GWP100"');
  }
  let legendText: GasFileData['legendText'];
  if (doc.legend_text !== undefined) {
    const lt = isRecord(doc.legend_text) ? doc.legend_text : {};
    const withLulucf = toNames(lt.withLulucf);
    const withoutLulucf = toNames(lt.withoutLulucf);
    const needsWith = !projection || totals?.withLulucf !== undefined;
    if (!withLulucf && needsWith) report(ctx, ['legend_text'], notFound('withLulucf'));
    if (!withoutLulucf) report(ctx, ['legend_text'], notFound('withoutLulucf'));
    if ((withLulucf || !needsWith) && withoutLulucf)
      legendText = { withoutLulucf, ...(withLulucf ? { withLulucf } : {}) };
  }
  const read = readMeta(ctx, doc, 'submission', kind === 'inventory');
  const meta = read ? (({ year: _year, ...m }) => m)(read) : undefined;
  const projectionMeta = readProjectionMeta(ctx, doc, years, projection);
  if (ctx.issues.length > 0 || !isGasId(id) || !name || typeof doc.unit !== 'string')
    return fail(sortIssues(ctx.issues));
  return ok({
    id,
    ...(meta ? { meta } : {}),
    ...(projectionMeta ? { projection: projectionMeta } : {}),
    name,
    unit: doc.unit,
    years,
    sectors,
    ...(totals ? { totals } : {}),
    ...(bunkers ? { bunkers } : {}),
    ...(legendText ? { legendText } : {}),
  });
}
