/**
 * Key-for-key parity of the UI messages: every namespace file of the reference language (English)
 * has a counterpart in each other language with the same keys, the same placeholders and no empty
 * text. Compared file by file, without the English fallback the site falls back to at run time.
 */
import type { Issue } from '@/lib/model/issues';

/** The message files of one language: namespace file name (`Header.json`) → text. */
export interface LocaleMessages {
  locale: string;
  dir: string;
  files: Readonly<Record<string, string>>;
}

type Leaves = Map<string, string | undefined>;

/** Argument names of an ICU message from `start`, up to the `}` that closes it (or the end); returns where it stopped. */
function collectArguments(text: string, start: number, found: Set<string>): number {
  let i = start;
  while (i < text.length) {
    const c = text[i];
    if (c === '}') return i;
    if (c !== '{') {
      i += 1;
      continue;
    }
    // An argument: {name}, {name, type} or {name, type, style-or-branches}.
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?([,}])/.exec(text.slice(i));
    if (!head) {
      i += 1;
      continue;
    }
    found.add(head[1]!);
    i += head[0].length;
    if (head[3] === '}') continue;
    if (head[2] === 'plural' || head[2] === 'select' || head[2] === 'selectordinal') {
      // Branches: `key {message}` pairs up to the argument's closing brace.
      while (i < text.length && text[i] !== '}') {
        if (text[i] === '{') i = collectArguments(text, i + 1, found);
        i += 1;
      }
    } else {
      // A number or date style: skip to its closing brace.
      while (i < text.length && text[i] !== '}') i += 1;
    }
    i += 1;
  }
  return i;
}

/** The arguments a message uses (`{year}`, `{count, plural, …}`, nested ones too), sorted, without repeats. */
export function placeholders(text: string): string[] {
  const found = new Set<string>();
  collectArguments(text, 0, found);
  return [...found].sort();
}

/** Key path → text of every leaf; a leaf that is not a string maps to undefined. */
function leaves(tree: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, typeof tree === 'string' ? tree : undefined);
  }
  return out;
}

function lineOfOffset(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The file's message tree, or an issue naming the file (and line) when it is not valid JSON. */
function parse(file: string, text: string): { tree: unknown } | { issue: Issue } {
  try {
    return { tree: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const offset = /position (\d+)/.exec(message)?.[1];
    const line = offset === undefined ? undefined : lineOfOffset(text, Number(offset));
    return { issue: { file, ...(line === undefined ? {} : { line }), path: '', message: `Invalid JSON: ${message}` } };
  }
}

/** Issues of every other language against the reference; none when all are key-for-key identical. */
export function messageParityIssues(reference: LocaleMessages, others: readonly LocaleMessages[]): Issue[] {
  const issues: Issue[] = [];
  const fileOf = (lang: LocaleMessages, name: string) => `${lang.dir}/${name}`;
  const trees = (lang: LocaleMessages) => {
    const out = new Map<string, Leaves>();
    for (const [name, text] of Object.entries(lang.files)) {
      const parsed = parse(fileOf(lang, name), text);
      if ('issue' in parsed) issues.push(parsed.issue);
      else out.set(name, leaves(parsed.tree));
    }
    return out;
  };
  const referenceTrees = trees(reference);
  for (const lang of others) {
    const langTrees = trees(lang);
    for (const name of Object.keys(reference.files)) {
      const file = fileOf(lang, name);
      const refFile = fileOf(reference, name);
      const ref = referenceTrees.get(name);
      if (!(name in lang.files)) {
        issues.push({ file, path: '', message: `Missing message file: ${refFile} has no ${lang.locale} counterpart` });
        continue;
      }
      const mine = langTrees.get(name);
      if (!ref || !mine) continue;
      for (const [key, text] of ref) {
        if (!mine.has(key)) {
          issues.push({ file, path: key, message: `Missing ${lang.locale} message ${key} (present in ${refFile})` });
          continue;
        }
        const own = mine.get(key);
        if (own === undefined || text === undefined) {
          if (own !== text)
            issues.push({ file, path: key, message: `Message ${key} has another shape than in ${refFile}` });
          continue;
        }
        if (own.trim() === '') issues.push({ file, path: key, message: `Message ${key} is empty` });
        const want = placeholders(text).join(', ');
        const have = placeholders(own).join(', ');
        if (want !== have) {
          issues.push({
            file,
            path: key,
            message: `Message ${key} uses placeholders {${have}} but ${refFile} uses {${want}}`,
          });
        }
      }
      for (const key of mine.keys()) {
        if (!ref.has(key)) issues.push({ file, path: key, message: `Message ${key} is not in ${refFile}` });
      }
    }
    for (const name of Object.keys(lang.files)) {
      if (!(name in reference.files)) {
        issues.push({
          file: fileOf(lang, name),
          path: '',
          message: `Message file without an English counterpart ${fileOf(reference, name)}`,
        });
      }
    }
  }
  for (const [name, tree] of referenceTrees) {
    for (const [key, text] of tree) {
      if (text !== undefined && text.trim() === '') {
        issues.push({ file: fileOf(reference, name), path: key, message: `Message ${key} is empty` });
      }
    }
  }
  return issues;
}
