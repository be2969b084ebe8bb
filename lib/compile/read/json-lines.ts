/**
 * A small JSON reader that remembers the line of every value, so index-file
 * issues can point at `file:line`. JSON.parse gives neither syntax-error lines
 * (in Node 20) nor positions of values.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

type JsonWithLines =
  { ok: true; value: JsonValue; lines: Map<string, number> } | { ok: false; line: number; message: string };

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

/** Parses JSON text; `lines` maps key paths (`tabs[0].items[1].file`, root = '') to 1-based lines. */
export function parseJsonWithLines(text: string): JsonWithLines {
  let pos = 0;
  let line = 1;
  const lines = new Map<string, number>();

  const fail = (message: string): never => {
    throw new JsonSyntaxError(message, line);
  };
  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos] as string)) {
      if (text[pos] === '\n') line += 1;
      pos += 1;
    }
  };
  const expect = (ch: string) => {
    if (text[pos] !== ch) fail(`Expected "${ch}" but found ${describe()}`);
    pos += 1;
  };
  const describe = () => (pos < text.length ? `"${text[pos]}"` : 'end of file');

  const readString = (): string => {
    const match = /^"(?:[^"\\\n]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/.exec(text.slice(pos));
    if (!match) fail('Invalid string');
    const raw = (match as RegExpExecArray)[0];
    pos += raw.length;
    return JSON.parse(raw) as string;
  };

  const readValue = (path: string): JsonValue => {
    skipSpace();
    lines.set(path, line);
    const ch = text[pos];
    if (ch === '{') return readObject(path);
    if (ch === '[') return readArray(path);
    if (ch === '"') return readString();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(pos));
    if (!literal) return fail(`Unexpected ${describe()}`);
    pos += literal[0].length;
    return JSON.parse(literal[0]) as JsonValue;
  };

  const readObject = (path: string): JsonValue => {
    const out: Record<string, JsonValue> = {};
    expect('{');
    skipSpace();
    if (text[pos] === '}') {
      pos += 1;
      return out;
    }
    for (;;) {
      skipSpace();
      if (text[pos] !== '"') fail(`Expected a key but found ${describe()}`);
      const key = readString();
      skipSpace();
      expect(':');
      out[key] = readValue(path ? `${path}.${key}` : key);
      skipSpace();
      if (text[pos] === ',') pos += 1;
      else if (text[pos] === '}') {
        pos += 1;
        return out;
      } else fail(`Expected "," or "}" but found ${describe()}`);
    }
  };

  const readArray = (path: string): JsonValue => {
    const out: JsonValue[] = [];
    expect('[');
    skipSpace();
    if (text[pos] === ']') {
      pos += 1;
      return out;
    }
    for (;;) {
      out.push(readValue(`${path}[${out.length}]`));
      skipSpace();
      if (text[pos] === ',') pos += 1;
      else if (text[pos] === ']') {
        pos += 1;
        return out;
      } else fail(`Expected "," or "]" but found ${describe()}`);
    }
  };

  try {
    const value = readValue('');
    skipSpace();
    if (pos < text.length) fail(`Unexpected ${describe()} after the end of the document`);
    return { ok: true, value, lines };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { ok: false, line: error.line, message: error.message };
    throw error;
  }
}
