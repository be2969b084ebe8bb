import { changedBetween, comparedWith, sinkOrSource } from '@/lib/format/direction-words';
import { formatNumber, noValue } from '@/lib/format/number';
import { NBSP } from '@/lib/format/typeset';
import type { ActivityData, ActivityRow } from '@/lib/model/activity';
import type { Locale } from '@/lib/model/locale';

/** A placeholder that could not be filled, with its 1-based line in the markdown. */
interface PlaceholderError {
  line: number;
  message: string;
}

const PLACEHOLDER = /\{\{([a-z]+)\|([^}]*)\}\}/g;

/** A row by its exact name, or by the CRF code in brackets at the end of its name. */
function findRow(data: ActivityData, ref: string): ActivityRow | undefined {
  return data.rows.find((r) => r.name === ref) ?? data.rows.find((r) => r.name.endsWith(`(${ref})`));
}

function yearIndex(data: ActivityData, ref: string | undefined): number | undefined {
  const years = data.years;
  if (ref === 'first') return years[0]?.idx;
  if (ref === 'last') return years[years.length - 1]?.idx;
  return years.find((y) => String(y.year) === ref)?.idx;
}

/** A percentage for sentences; where a figure has no number in the source, the page's word for that (no "%"). */
const percent = (value: number, locale: Locale, decimals: number) =>
  Number.isFinite(value) ? `${formatNumber(value, locale, { decimals, minus: 'sign' })}${NBSP}%` : noValue(locale);

/** Resolves one placeholder to text; throws with a message when it cannot. */
function resolve(kind: string, args: string[], files: ReadonlyMap<string, ActivityData>, locale: Locale): string {
  const [file = '', rowRef = '', a, b, c, d] = args;
  const data = files.get(file);
  if (!data) throw new Error(`Unknown data file ${file} in placeholder`);
  if (kind === 'first' || kind === 'last') {
    const y = kind === 'first' ? data.years[0] : data.years[data.years.length - 1];
    if (!y) throw new Error(`No years in ${file}`);
    return String(y.year);
  }
  const row = findRow(data, rowRef);
  if (!row) throw new Error(`Unknown row ${rowRef} in ${file}`);
  // A cell the source gives no number for (`-`, a notation key) is NaN, so a sentence never shows it as 0.
  const at = (idx: number) => (typeof row.cells[idx] === 'string' ? Number.NaN : (row.data[idx] ?? 0));
  /** The year of the row's lowest or highest value (its first such year). */
  const extremeYear = (pick: (...v: number[]) => number) => {
    const best = pick(...data.years.map((y) => at(y.idx)).filter(Number.isFinite));
    return data.years.find((y) => at(y.idx) === best);
  };
  const yearOf = (ref: string | undefined) => {
    const idx =
      ref === 'min' ? extremeYear(Math.min)?.idx : ref === 'max' ? extremeYear(Math.max)?.idx : yearIndex(data, ref);
    if (idx === undefined) throw new Error(`Unknown year ${String(ref)} in ${file}`);
    return idx;
  };
  const yearNumber = (idx: number) => data.years.find((y) => y.idx === idx)!.year;
  /** The row's value in a year; a gap is an error, as a sentence cannot put it in words. */
  const known = (ref: string | undefined) => {
    const v = at(yearOf(ref));
    if (!Number.isFinite(v)) throw new Error(`No value for ${rowRef} in ${String(ref)} in ${file}`);
    return v;
  };
  if (kind === 'value') {
    if (b !== undefined && !/^[0-3]$/.test(b)) throw new Error(`Decimals ${b} must be 0 to 3`);
    const idx = yearOf(a);
    if (data.gaps && typeof row.cells[idx] !== 'number') throw new Error(`No value for ${rowRef} in ${a} in ${file}`);
    return formatNumber(at(idx), locale, { minus: 'sign', ...(b === undefined ? {} : { decimals: Number(b) }) });
  }
  if (kind === 'maxdiff' || kind === 'meandiff') {
    // {{maxdiff|file|row|other row|from|to}}: largest (or mean) absolute difference of row from other row, % of other row.
    const other = findRow(data, a ?? '');
    if (!other) throw new Error(`Unknown row ${String(a)} in ${file}`);
    const from = yearNumber(yearOf(b));
    const to = yearNumber(yearOf(c));
    const diffs = data.years
      .filter(
        (y) =>
          y.year >= from &&
          y.year <= to &&
          typeof row.cells[y.idx] === 'number' &&
          typeof other.cells[y.idx] === 'number' &&
          other.cells[y.idx] !== 0,
      )
      .map(
        (y) =>
          Math.abs(((row.cells[y.idx] as number) - (other.cells[y.idx] as number)) / (other.cells[y.idx] as number)) *
          100,
      );
    if (diffs.length === 0) throw new Error(`No year with both ${rowRef} and ${String(a)} in ${file}`);
    const value = kind === 'maxdiff' ? Math.max(...diffs) : diffs.reduce((s, v) => s + v, 0) / diffs.length;
    return `${formatNumber(value, locale, { decimals: d === undefined ? 1 : Number(d), minus: 'sign' })}${NBSP}%`;
  }
  if (kind === 'minus') {
    // {{minus|file|row|year|other row|year}}: row's value minus the other row's, signed, whole numbers.
    const other = findRow(data, b ?? '');
    if (!other) throw new Error(`Unknown row ${String(b)} in ${file}`);
    const diff = at(yearOf(a)) - (other.data[yearOf(c)] ?? 0);
    return `${diff > 0 ? '+' : ''}${formatNumber(diff, locale, { decimals: 0, minus: 'sign' })}`;
  }
  if (kind === 'compared' || kind === 'changed') {
    // {{compared|file|row|from|to}}: "78 % less than in 1990"; {{changed|…}}: "fell by 37 % between 1990 and 2024".
    const from = known(a);
    if (from === 0) throw new Error(`Change from zero for ${rowRef} in ${file}`);
    const pct = ((known(b) - from) / Math.abs(from)) * 100;
    const [fromYear, toYear] = [yearNumber(yearOf(a)), yearNumber(yearOf(b))];
    return kind === 'compared' ? comparedWith(pct, fromYear, locale) : changedBetween(pct, fromYear, toYear, locale);
  }
  if (kind === 'sinksource') {
    // {{sinksource|file|row|year}}: "a net sink" for a negative balance, "a net source" for a positive one.
    const words = sinkOrSource(known(a), locale);
    if (!words) throw new Error(`${rowRef} is zero in ${String(a)} in ${file}: neither a sink nor a source`);
    return words;
  }
  if (kind === 'share') {
    const idx = yearOf(a);
    const lines = new Set(data.lineItems ?? []);
    const total = data.rows.filter((r) => !lines.has(r.name)).reduce((sum, r) => sum + (r.data[idx] ?? 0), 0);
    if (total === 0) throw new Error(`Share of a zero total in ${file}`);
    return percent((at(idx) / total) * 100, locale, 1);
  }
  if (kind === 'maxyear' || kind === 'minyear') {
    // Every year of a tie is named: "2002 and 2003" (audit L6).
    const best = extremeYear(kind === 'maxyear' ? Math.max : Math.min);
    if (!best) return '';
    const tied = data.years.filter((y) => at(y.idx) === at(best.idx)).map((y) => String(y.year));
    if (tied.length === 1) return tied[0]!;
    // Estonian ordinals carry a full stop ("2002. ja 2003. aastal"); the text gives the last one's.
    const head = tied.slice(0, -1).map((y) => (locale === 'et' ? `${y}.` : y));
    return `${head.join(', ')} ${{ en: 'and', et: 'ja', ru: 'и' }[locale]} ${tied.at(-1)}`;
  }
  throw new Error(`Unknown placeholder ${kind}`);
}

/**
 * Fills figures into markdown from activity files, so text never carries typed numbers:
 * {{value|file|row|year}} (or {{value|file|row|year|decimals}}), {{share|file|row|year}},
 * {{compared|file|row|from|to}} ("78 % less than in 1990") and {{changed|file|row|from|to}} ("fell by 37 %
 * between 1990 and 2024"), the direction a word that follows the data's sign,
 * {{sinksource|file|row|year}} ("a net sink" or "a net source"),
 * {{maxdiff|file|row|other|from|to}} and {{meandiff|…}} (absolute difference, % of the other row),
 * {{minus|file|row|year|other|year}} (difference, signed),
 * {{maxyear|file|row}}, {{minyear|file|row}}, {{first|file}}, {{last|file}}.
 * A row is its English name or the CRF code in its brackets; a year may be first, last, or min or max
 * (the year of the row's lowest or highest value).
 * @example fillPlaceholders('Cars: {{value|transport/road_transport.yml|1.A.3.b.i|last}} kt', files, 'en')
 */
export function fillPlaceholders(
  md: string,
  files: ReadonlyMap<string, ActivityData>,
  locale: Locale,
): { text: string; errors: PlaceholderError[] } {
  const errors: PlaceholderError[] = [];
  const text = md
    .split('\n')
    .map((lineText, i) =>
      lineText.replace(PLACEHOLDER, (whole, kind: string, rest: string) => {
        try {
          return resolve(
            kind,
            rest.split('|').map((s) => s.trim()),
            files,
            locale,
          );
        } catch (error) {
          errors.push({ line: i + 1, message: (error as Error).message });
          return whole;
        }
      }),
    )
    .join('\n');
  return { text, errors };
}
