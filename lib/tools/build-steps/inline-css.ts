/**
 * Post-export step: with `experimental.inlineCss`, Next.js writes a page's stylesheets into its
 * HTML twice, once as the `<style>` the browser paints with and again as text rows of the inline
 * component payload (a known framework fault: vercel/next.js issues 95141 and 98079). On a first
 * load React adopts the `<style>` already in the document, matched by its `data-href`, and never
 * reads the payload's copy, so this step empties those text rows: about 7 KB compressed less on
 * every page. The `.txt` payloads that client-side navigation fetches keep their copy. A row is
 * emptied only when the document's `<style data-href>` lists the stylesheet it belongs to.
 */
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)<\/script>/g;
const STYLE_ROW = /\["\$","style","[^"]*",\{[^{}]*?"href":"([^"]+)"[^{}]*?"children":"\$([0-9a-f]+)"\}\]/g;
const STYLE_HREFS = /<style\b[^>]*\bdata-href="([^"]+)"/g;

/** Next.js's escaping of the payload strings inside a `<script>` (JSON with <, >, &, U+2028/9 escaped). */
function encodePayload(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The JS string whose UTF-8 encoding is the first `bytes` bytes of `text`. */
function utf8Prefix(text: string, bytes: number): string {
  return Buffer.from(text, 'utf8').subarray(0, bytes).toString('utf8');
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies edits (in the coordinates of the chunks joined) to each chunk; an edit over a boundary goes to the chunk it starts in. */
function editChunks(chunks: readonly string[], edits: readonly Edit[]): string[] {
  let offset = 0;
  return chunks.map((chunk) => {
    const from = offset;
    const to = offset + chunk.length;
    offset = to;
    let out = '';
    let at = from;
    for (const edit of edits) {
      if (edit.end <= from || edit.start >= to) continue;
      out += chunk.slice(at - from, Math.max(at, edit.start) - from);
      if (edit.start >= from) out += edit.text;
      at = Math.min(edit.end, to);
    }
    return out + chunk.slice(at - from);
  });
}

interface Row {
  id: string;
  start: number;
  end: number;
  /** Text rows (`id:T<byte length in hex>,<text>`) have no newline after them. */
  text: boolean;
}

/** The payload's rows in order; undefined where it is not the row format this step knows (then nothing is changed). */
function payloadRows(data: string): Row[] | undefined {
  const rows: Row[] = [];
  let at = 0;
  while (at < data.length) {
    const colon = data.indexOf(':', at);
    const id = data.slice(at, colon);
    if (colon < 0 || !/^[0-9a-f]+$/.test(id)) return undefined;
    if (data[colon + 1] === 'T') {
      const comma = data.indexOf(',', colon);
      const hex = data.slice(colon + 2, comma);
      if (comma < 0 || !/^[0-9a-f]+$/.test(hex)) return undefined;
      const bytes = Number.parseInt(hex, 16);
      const text = utf8Prefix(data.slice(comma + 1, comma + 1 + bytes), bytes);
      if (Buffer.byteLength(text) !== bytes) return undefined;
      rows.push({ id, start: at, end: comma + 1 + text.length, text: true });
    } else {
      const newline = data.indexOf('\n', colon);
      if (newline < 0) return undefined;
      rows.push({ id, start: at, end: newline + 1, text: false });
    }
    at = rows.at(-1)!.end;
  }
  return rows;
}

/** The page without the payload's copies of stylesheets its `<style>` already holds, and how many were removed. */
export function withoutPayloadStylesheets(html: string): { html: string; removed: number } {
  const inDocument = new Set([...html.matchAll(STYLE_HREFS)].flatMap(([, hrefs]) => hrefs!.split(/\s+/)));
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  const chunks = scripts.map(([, body]) => JSON.parse(`"${body}"`) as string);
  const data = chunks.join('');
  const stylesheetRows = new Set(
    [...data.matchAll(STYLE_ROW)].flatMap(([, href, id]) => (inDocument.has(href!) ? [id!] : [])),
  );
  const edits: Edit[] = (payloadRows(data) ?? [])
    .filter((row) => row.text && stylesheetRows.has(row.id))
    .map((row) => ({ start: row.start, end: row.end, text: `${row.id}:T0,` }));
  if (edits.length === 0) return { html, removed: 0 };
  const edited = editChunks(chunks, edits);
  let i = 0;
  const out = html.replace(PAYLOAD_SCRIPT, (whole) => {
    const chunk = edited[i];
    const original = chunks[i++];
    return chunk === original ? whole : `<script>self.__next_f.push([1,"${encodePayload(chunk!)}"])</script>`;
  });
  return { html: out, removed: edits.length };
}
