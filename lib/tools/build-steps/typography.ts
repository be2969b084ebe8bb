/**
 * The typography check of the exported pages: the visible text of a page (and its aria-label, title,
 * alt, placeholder and meta content) must have no breaking space inside a number or between a number
 * and its unit or %, no hyphen-minus used as a minus in running text (table cells may keep it: a
 * spreadsheet must read the number), no doubled full stop and no template fragment. Cheap: it reads
 * HTML text, no browser.
 */

interface TypographyHit {
  rule: string;
  fragment: string;
}

const UNITS = [
  '%',
  'kt',
  'Mt',
  'Gt',
  't',
  'kg',
  'g',
  'TJ',
  'PJ',
  'GJ',
  'GWh',
  'TWh',
  'MWh',
  'kWh',
  'ha',
  'kha',
  'km',
  'кт',
  'Мт',
  'т',
  'кг',
  'г',
  'ТДж',
  'ПДж',
  'ГВт·ч',
  'ТВт·ч',
  'МВт·ч',
  'кВт·ч',
  'га',
  'км',
  'тыс.',
  'млн',
  'млрд',
  'tuh',
  'mln',
  'mld',
  'EUR',
  'евро',
  'eurot',
  'USD',
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNIT = `(?:${UNITS.map(escape).join('|')})(?![\\p{L}\\p{N}])`;

const RULES: ReadonlyArray<[string, RegExp]> = [
  ['breaking space inside a number', /\d \d{3}(?!\d)/gu],
  ['breaking space before a unit or %', new RegExp(`\\d ${UNIT}`, 'gu')],
  ['hyphen-minus as a minus', /(?:^|[\s(–])-\d/gu],
  ['doubled full stop', /(?<!\.)\.\.(?!\.)/gu],
  [
    'template fragment',
    /N\/A–N\/A|puudub–puudub|нет данных–нет данных|\{\{|\}\}|\bundefined\b|\bNaN\b|\[object Object\]|\{[a-zA-Z]+\}/gu,
  ],
];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  '#39': "'",
};
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e: string) =>
    e.startsWith('#x')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#') && /^#\d+$/.test(e)
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTITIES[e.toLowerCase()] ?? m),
  );

const ATTRIBUTES = /\s(?:aria-label|title|alt|placeholder|content)="([^"]*)"/g;
const SKIPPED = /^(script|style|template|code|pre|svg:style)$/;

/** The pieces of a page a reader sees or hears: text between tags and the attributes read aloud, each with whether it is a table cell. */
function readableText(html: string): Array<{ text: string; cell: boolean }> {
  const out: Array<{ text: string; cell: boolean }> = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>|<!--[\s\S]*?-->|<!doctype[^>]*>/gi;
  let at = 0;
  const skipped = () => stack.some((t) => SKIPPED.test(t));
  const cell = () => stack.some((t) => t === 'td' || t === 'th');
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (!skipped() && m.index > at) out.push({ text: decode(html.slice(at, m.index)), cell: cell() });
    at = m.index + m[0].length;
    const [, closing, rawName, attrs = '', selfClosing] = m;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      const i = stack.lastIndexOf(name);
      if (i >= 0) stack.length = i;
      continue;
    }
    const isMeta = name === 'meta';
    if (!skipped())
      for (const a of attrs.matchAll(ATTRIBUTES))
        if (
          !a[0].includes('content=') ||
          (isMeta && /(name|property)="(description|(og|twitter):(title|description|image:alt))"/.test(attrs))
        )
          out.push({ text: decode(a[1]!), cell: false });
    if (!selfClosing && !/^(meta|link|br|img|input|hr|source|wbr|col|area|base|path|rect|line|circle)$/.test(name))
      stack.push(name);
  }
  return out.filter((p) => p.text.trim() !== '');
}

/** Every typography hit of a page's HTML: the rule and the text around it. */
export function typographyHits(html: string): TypographyHit[] {
  const hits: TypographyHit[] = [];
  for (const { text, cell } of readableText(html)) {
    for (const [rule, re] of RULES) {
      if (cell && rule === 'hyphen-minus as a minus') continue;
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const from = Math.max(0, m.index - 20);
        hits.push({
          rule,
          fragment: text
            .slice(from, m.index + m[0].length + 20)
            .replace(/\s+/g, ' ')
            .trim(),
        });
      }
    }
  }
  return hits;
}
