import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/model/locale';

type Messages = Record<string, unknown>;

const root = path.join(process.cwd(), 'messages');

function readLocale(locale: string): Messages {
  const dir = path.join(root, locale);
  const out: Messages = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    Object.assign(out, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages);
  }
  return out;
}

function mergeFallback(primary: Messages, fallback: Messages): Messages {
  const out: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    out[key] =
      value && typeof value === 'object' && base && typeof base === 'object'
        ? mergeFallback(value as Messages, base as Messages)
        : value;
  }
  return out;
}

/** All UI messages of a locale; any missing key falls back to English. */
export function loadMessages(locale: Locale): Messages {
  const en = readLocale('en');
  return locale === 'en' ? en : mergeFallback(readLocale(locale), en);
}
