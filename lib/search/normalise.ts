/**
 * Words as readers type them: lower case without diacritics (ä → a, ё → е), inflected Estonian and
 * Russian forms cut to a stem by their common endings, English plurals cut, and CRF/CRT codes
 * written with or without dots (3.A, 3.A., 3a, 1A3b) as one token.
 */
import type { Locale } from '@/lib/model/locale';

/** Endings cut from a word, longest first; a stem keeps at least MIN_STEM letters. */
const ENDINGS: Record<Locale, readonly string[]> = {
  en: ['ies', 'es', 's'],
  et: [
    'dest',
    'tele',
    'teks',
    'tega',
    'test',
    'tesse',
    'sse',
    'des',
    'del',
    'dele',
    'deks',
    'dega',
    'est',
    'ele',
    'eks',
    'ega',
    'ist',
    'ile',
    'iks',
    'iga',
    'st',
    'lt',
    'le',
    'ks',
    'ga',
    'ta',
    'na',
    'ni',
    'id',
    'de',
    'te',
    'ed',
    's',
    'l',
    'd',
    't',
  ],
  ru: [
    'иями',
    'ями',
    'ами',
    'ого',
    'его',
    'ому',
    'ему',
    'ыми',
    'ими',
    'ией',
    'ией',
    'иям',
    'иях',
    'ия',
    'ие',
    'ий',
    'ая',
    'яя',
    'ое',
    'ее',
    'ые',
    'ый',
    'ой',
    'ей',
    'ую',
    'юю',
    'ам',
    'ям',
    'ах',
    'ях',
    'ом',
    'ем',
    'ов',
    'ев',
    'а',
    'я',
    'о',
    'е',
    'ы',
    'и',
    'у',
    'ю',
    'ь',
    'й',
  ],
};
const MIN_STEM = 4;

/** Lower case, diacritics folded (õ ä ö ü š ž → o a o u s z, ё → е). */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/ё/g, 'е');
}

/** A word's stem in a language: its longest listed ending cut, when a stem of MIN_STEM letters remains. */
function stem(word: string, locale: Locale): string {
  if (/\d/.test(word)) return word;
  for (const ending of ENDINGS[locale]) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) return word.slice(0, -ending.length);
  }
  return word;
}

/** A CRF/CRT code as one token (3.A. → 3a, 1.A.3.b → 1a3b); undefined when `raw` is no code. */
export function codeToken(raw: string): string | undefined {
  const bare = fold(raw).replace(/\.$/, '');
  return /^\d(\.?[a-z](\.?\d{1,2}(\.?[a-z])?)?)?$/.test(bare) ? bare.replace(/\./g, '') : undefined;
}

/**
 * The search tokens of a text: codes kept whole, other words folded and stemmed.
 * @example tokens('Enteric fermentation (3.A)', 'en') → ['enteric', 'fermentation', '3a']
 */
export function tokens(text: string, locale: Locale): string[] {
  return text
    .split(/[\s,;:()«»"“”„/]+/)
    .flatMap((raw) => {
      const code = codeToken(raw);
      if (code) return [code];
      return fold(raw)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 1 || /\d/.test(w));
    })
    .map((w) => stem(w, locale));
}
