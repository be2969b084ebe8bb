/**
 * Searches a language's index: every word of the query must match a word of an entry's names
 * (weighted) or of its text, whole, as the start of a word (typing goes on) or, for stems that
 * differ by an ending, the other way round; the best entries first, charts before pages on a tie.
 */
import type { Locale } from '@/lib/model/locale';
import type { SearchEntry, SearchIndex, SearchKind } from '@/lib/model/search-index';
import { tokens } from '@/lib/search/normalise';

/** An index entry with its words split once, when the index arrives. */
interface PreparedEntry {
  entry: SearchEntry;
  names: readonly string[];
  text: readonly string[];
}

export interface PreparedIndex {
  locale: Locale;
  entries: readonly PreparedEntry[];
}

const NAME_WEIGHT = 5;
const MIN_REVERSE = 4;
const KIND_BONUS: Record<SearchKind, number> = { chart: 0.3, section: 0.2, sector: 0.1, text: 0 };

export function prepareIndex(index: SearchIndex): PreparedIndex {
  return {
    locale: index.locale,
    entries: index.entries.map((entry) => ({
      entry,
      names: entry.words.split(' '),
      text: entry.text ? entry.text.split(' ') : [],
    })),
  };
}

/** 3 for the same word, 2 for a word it begins, 1 for a word of MIN_REVERSE letters or more that begins it, else 0. */
function wordScore(query: string, word: string): number {
  if (word === query) return 3;
  if (word.startsWith(query)) return 2;
  return word.length >= MIN_REVERSE && query.startsWith(word) && !/\d/.test(query) ? 1 : 0;
}

const best = (query: string, words: readonly string[]) => words.reduce((m, w) => Math.max(m, wordScore(query, w)), 0);

/**
 * The entries matching every word of `query`, best first, at most `limit`.
 * @example search(prepared, '3.A') → [the chart of Enteric fermentation (3.A), …]
 */
export function search(index: PreparedIndex, query: string, limit = 10): SearchEntry[] {
  const words = [...new Set(tokens(query, index.locale))];
  if (words.length === 0) return [];
  const scored: Array<{ entry: SearchEntry; score: number }> = [];
  for (const { entry, names, text } of index.entries) {
    let score = 0;
    for (const q of words) {
      const s = Math.max(best(q, names) * NAME_WEIGHT, best(q, text));
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score > 0) scored.push({ entry, score: score + KIND_BONUS[entry.kind] });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.entry.title.length - b.entry.title.length)
    .slice(0, limit)
    .map((s) => s.entry);
}
