/** Reads the UI message files of each language, for the parity check of check-data and compile-data. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Issue } from '../../model/types';
import { messageParityIssues, type LocaleMessages } from '../../i18n/message-parity';
import { LOCALES } from '@/lib/model/locale';

/** The message files of one language under `messagesDir/locale` (no files when the folder is missing). */
export function readLocaleMessages(messagesDir: string, locale: string): LocaleMessages {
  const dir = path.join(messagesDir, locale);
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    names = [];
  }
  const files = Object.fromEntries(names.map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
  return { locale, dir, files };
}

/** Parity issues of every language against the first (English), read from `messagesDir`. */
export function checkMessages(messagesDir: string): Issue[] {
  const [reference, ...others] = LOCALES.map((locale) => readLocaleMessages(messagesDir, locale));
  return messageParityIssues(reference!, others);
}
