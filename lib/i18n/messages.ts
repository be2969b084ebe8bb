/** The one reader of the UI message folder: the site's messages per locale, and their parity check. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from 'next-intl';
import { messageParityIssues, type LocaleMessages } from '@/lib/i18n/message-parity';
import { LOCALES, type Locale } from '@/lib/model/locale';
import type { Issue } from '@/lib/model/issues';
import { keepTogether } from '@/lib/format/typeset';

type MessageTree = Record<string, unknown>;

/** The message files of one language under `messagesDir/locale`, sorted (no files when the folder is missing). */
function readLocaleMessages(messagesDir: string, locale: string): LocaleMessages {
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

function parseLocale(locale: string): MessageTree {
  const { files } = readLocaleMessages(path.join(process.cwd(), 'messages'), locale);
  return Object.assign({}, ...Object.values(files).map((text) => JSON.parse(text) as MessageTree)) as MessageTree;
}

function mergeFallback(primary: MessageTree, fallback: MessageTree): MessageTree {
  const out: MessageTree = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key];
    out[key] =
      value && typeof value === 'object' && base && typeof base === 'object'
        ? mergeFallback(value as MessageTree, base as MessageTree)
        : value;
  }
  return out;
}

/**
 * All UI messages of a locale, typeset (no line break before a unit or %); any missing key falls back to English. Typed as the English files
 * (next-intl's `Messages`), which `checkMessages` keeps every locale identical to, key for key.
 */
export function loadMessages(locale: Locale): Messages {
  const en = parseLocale('en');
  return typeset(locale === 'en' ? en : mergeFallback(parseLocale(locale), en)) as Messages;
}

/** Every message with no-break spaces before units and % and inside numbers (lib/format/typeset). */
function typeset(tree: MessageTree): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? keepTogether(value)
        : value && typeof value === 'object'
          ? typeset(value as MessageTree)
          : value,
    ]),
  );
}
