/** Checks shared by the validators of hand-written and generated bilingual data files. */
import type { Bilingual, SourceNote } from '@/lib/model/compare';
import { LOCALES, type Locale } from '@/lib/model/locale';

/** Languages every generated data file must give; Russian is optional (English stands in). */
const REQUIRED: readonly Locale[] = ['en', 'et'];

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Reports a problem with a key path relative to the checked value. */
export type Report = (path: string, message: string) => void;

/** `{ en, et }` (and `ru` when given) with non-empty text, or undefined after reporting what is missing. */
export function readBilingual(value: unknown, path: string, report: Report): Bilingual | undefined {
  if (!isRecord(value)) {
    report(path, `Field ${path} must give the text in ${REQUIRED.join(' and ')}`);
    return undefined;
  }
  let ok = true;
  for (const locale of LOCALES) {
    if (!text(value[locale]) && (REQUIRED.includes(locale) || locale in value)) {
      report(`${path}.${locale}`, `Field ${path}.${locale} not found`);
      ok = false;
    }
  }
  return ok
    ? { en: value.en as string, et: value.et as string, ...(text(value.ru) ? { ru: value.ru } : {}) }
    : undefined;
}

/** An http(s) address, or undefined after reporting it. */
export function readUrl(value: unknown, path: string, report: Report): string | undefined {
  if (!text(value)) report(path, `Field ${path} not found`);
  else if (!/^https?:\/\/\S+$/.test(value)) report(path, `Field ${path} must be an http(s) address`);
  else return value;
  return undefined;
}

/** source, licence, vintage, basis (bilingual) and source_url of a generated file's top level. */
export function readSourceNote(doc: Record<string, unknown>, report: Report): SourceNote | undefined {
  const source = readBilingual(doc.source, 'source', report);
  const licence = readBilingual(doc.licence, 'licence', report);
  const vintage = readBilingual(doc.vintage, 'vintage', report);
  const basis = readBilingual(doc.basis, 'basis', report);
  const url = readUrl(doc.source_url, 'source_url', report);
  return source && licence && vintage && basis && url ? { source, licence, vintage, basis, url } : undefined;
}

/** A whole year in a plausible range, or undefined after reporting it. */
export function readYear(value: unknown, path: string, report: Report, min = 1900, max = 2100): number | undefined {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    report(path, `Field ${path} must be a whole year between ${min} and ${max}`);
    return undefined;
  }
  return value as number;
}
