/**
 * Validates one gas file (data/past/{gas}.yml or data/prognosis/{measure}/{gas}.yml)
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
} from '@/lib/model/issues';
import type { GasFileData, Issue, Result } from '@/lib/model/types';
import { parseCell, parseGasRows } from '@/lib/compile/parse-rows';
import { FILE_LINE, findKeyLine, parseYaml } from '@/lib/compile/yaml-source';

type Names = { en: string; et: string };
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function toNames(value: unknown): Names | undefined {
  if (typeof value === 'string') return { en: value, et: value };
  if (isRecord(value) && typeof value.en === 'string') {
    return { en: value.en, et: typeof value.et === 'string' ? value.et : value.en };
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

/** Reads a block of named series; each missing name is `Field {x} not found`. */
function readBlock<K extends string>(
  ctx: Ctx,
  keys: string[],
  value: unknown,
  names: readonly K[],
): Record<K, number[]> | undefined {
  if (!isRecord(value)) {
    names.forEach((name) => report(ctx, keys, notFound(name)));
    return undefined;
  }
  const result = {} as Record<K, number[]>;
  let complete = true;
  for (const name of names) {
    if (!(name in value)) {
      report(ctx, keys, notFound(name));
      complete = false;
    } else result[name] = readSeries(ctx, [...keys, name], value[name]);
  }
  return complete ? result : undefined;
}

function readYears(ctx: Ctx, value: unknown): number[] {
  const increasing = (list: unknown[]) =>
    list.every((y, i) => Number.isInteger(y) && (i === 0 || (y as number) > (list[i - 1] as number)));
  if (Array.isArray(value) && increasing(value)) return value as number[];
  report(ctx, ['years'], 'Field years must be a list of whole years in increasing order');
  return [];
}

/** Fields an inventory gas file must carry about its submission, as written in the YAML. */
const INVENTORY_FIELDS = ['submission', 'gwp', 'source', 'source_url', 'licence', 'vintage'] as const;

/** The submission fields of an inventory file; every one is required there (`inventory`). */
function readMeta(ctx: Ctx, doc: Record<string, unknown>, inventory: boolean): GasFileData['meta'] {
  const has = (field: string) => doc[field] !== undefined && doc[field] !== null;
  if (!inventory && !INVENTORY_FIELDS.some((f) => f !== 'gwp' && has(f))) return undefined;
  for (const field of INVENTORY_FIELDS)
    if (!has(field)) ctx.issues.push(makeIssue(ctx.file, FILE_LINE, field, missingField(field, ctx.file)));
  const submission = doc.submission;
  const validYear = typeof submission === 'number' && Number.isInteger(submission) && submission >= 1990;
  if (has('submission') && !validYear)
    report(ctx, ['submission'], 'Field submission must be the year of the submission, e.g. 2026');
  const source = has('source') ? toNames(doc.source) : undefined;
  if (has('source') && !source) report(ctx, ['source'], 'Field source must be text or { en, et }');
  const vintage = has('vintage') ? toNames(doc.vintage) : undefined;
  if (has('vintage') && !vintage) report(ctx, ['vintage'], 'Field vintage must be text or { en, et }');
  const url = doc.source_url;
  const validUrl = typeof url === 'string' && /^https?:\/\/\S+$/.test(url);
  if (has('source_url') && !validUrl)
    report(ctx, ['source_url'], 'Field source_url must be a web address (http or https)');
  const licence = doc.licence;
  if (has('licence') && (typeof licence !== 'string' || licence.trim() === ''))
    report(ctx, ['licence'], 'Field licence must be text');
  if (!validYear || !source || !vintage || !validUrl || typeof licence !== 'string' || typeof doc.gwp !== 'string')
    return undefined;
  return { submission: submission as number, gwp: doc.gwp, source, sourceUrl: url as string, licence, vintage };
}

/**
 * Validates the text of a gas file; `file` is the path shown in issues. An inventory file
 * (`inventory`) must also say which submission it is, with its GWP basis, source, licence and vintage.
 */
export function validateGasFile(text: string, file: string, inventory = false): Result<GasFileData> {
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
    if (!withLulucf) report(ctx, ['legend_text'], notFound('withLulucf'));
    if (!withoutLulucf) report(ctx, ['legend_text'], notFound('withoutLulucf'));
    if (withLulucf && withoutLulucf) legendText = { withLulucf, withoutLulucf };
  }
  const meta = readMeta(ctx, doc, inventory);
  if (ctx.issues.length > 0 || !isGasId(id) || !name || typeof doc.unit !== 'string')
    return fail(sortIssues(ctx.issues));
  return ok({
    id,
    ...(meta ? { meta } : {}),
    name,
    unit: doc.unit,
    years,
    sectors,
    ...(totals ? { totals } : {}),
    ...(bunkers ? { bunkers } : {}),
    ...(legendText ? { legendText } : {}),
  });
}
