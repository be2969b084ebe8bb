/**
 * The share images' alt text per language. Next.js takes an image route's `alt` as one constant, so
 * the routes give the English text (messages/en/ShareImage.json) and this step of the post-export
 * rewrites it in the pages of each other language with that language's text of the same key.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

type AltTexts = Record<string, string>;

/** The `ShareImage` texts of one language from the messages folder. */
export function readShareAlts(messagesDir: string, locale: string): AltTexts {
  const file = path.join(messagesDir, locale, 'ShareImage.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { ShareImage: AltTexts }).ShareImage;
}

/** `text` (a page's HTML or its payload) with every English alt text replaced by the same key's text in `local`. */
export function localiseShareAlt(text: string, english: AltTexts, local: AltTexts): string {
  return Object.entries(english).reduce((out, [key, en]) => {
    const translated = local[key];
    if (!translated) throw new Error(`ShareImage.${key} has no translation`);
    return out.split(en).join(translated);
  }, text);
}
