/**
 * A small message lookup for the client islands, so the browser needs no ICU runtime: dotted keys and
 * `{name}` placeholders only, other ICU syntax rejected in strict mode (docs/chart-islands.md).
 */

/** A namespace's messages: strings, or nested groups of them. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Placeholder values. */
type MessageValues = Record<string, string | number>;

/** Every dotted key path to a string leaf of `T`, e.g. `'retry' | 'level.total'`; any string for an untyped tree. */
export type MessageKey<T> = string extends keyof T
  ? string
  : { [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}` }[keyof T & string];

/** Looks up a key of one namespace and fills its placeholders. */
export type Translator<K extends string = string> = (key: K, values?: MessageValues) => string;

interface TranslatorOptions {
  /**
   * Throw on a missing key, a missing value or unsupported syntax. Defaults to
   * true outside production; in production such a message shows as
   * `namespace.key`, as next-intl does.
   */
  strict?: boolean;
}

const PLACEHOLDER = /\{\s*(\w+)\s*\}/g;
// ICU syntax beyond `{name}`: leftover braces, tags, and apostrophe quoting (as next-intl detects it).
const UNSUPPORTED = /[{}<]|'[{}<#|']/;

/** The string at a dotted key path, or undefined when the path does not end at a string. */
export function lookUpMessage(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Replaces each `{name}` in `message` with its value; undefined when the message
 * uses other ICU syntax or a value is missing.
 * @example fillPlaceholders('Rest of {name}', { name: 'Energy' }) // 'Rest of Energy'
 */
export function fillPlaceholders(message: string, values: MessageValues): string | undefined {
  if (UNSUPPORTED.test(message.replace(PLACEHOLDER, ''))) return undefined;
  let missing = false;
  const out = message.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) missing = true;
    return String(value);
  });
  return missing ? undefined : out;
}

/**
 * A `t(key, values?)` for one namespace of `messages`.
 * @example createTranslator({ A: { level: { total: 'Total' } } }, 'A')('level.total') // 'Total'
 */
export function createTranslator<T = MessageTree>(
  messages: Readonly<Record<string, MessageTree | undefined>>,
  namespace: string,
  { strict = process.env.NODE_ENV !== 'production' }: TranslatorOptions = {},
): Translator<MessageKey<T>> {
  const tree = messages[namespace];
  return (key, values = {}) => {
    const message = lookUpMessage(tree, key);
    const text = message === undefined ? undefined : fillPlaceholders(message, values);
    if (text !== undefined) return text;
    if (strict) {
      throw new Error(
        message === undefined
          ? `Missing message ${namespace}.${key}`
          : `Cannot format ${namespace}.${key} with ${JSON.stringify(values)}: ${message}`,
      );
    }
    return `${namespace}.${key}`;
  };
}
