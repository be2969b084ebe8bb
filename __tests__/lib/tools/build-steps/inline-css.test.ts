import { withoutPayloadStylesheets } from '@/lib/tools/build-steps/inline-css';

/** A payload script as Next.js writes it: the chunk as a JSON string with <, >, & escaped. */
const push = (chunk: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(chunk).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}])</script>`;
const chunksOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map(([, s]) => JSON.parse(s!) as string);
const hex = (text: string) => Buffer.byteLength(text).toString(16);

const a = '.a{color:red}.b::before{content:"▸ <x>"}';
const b = '.c{margin:0}';
const head = '<head><style data-precedence="next" data-href="/s/a.css /s/b.css">.a{color:red}…</style></head>';
const rows = [
  `1:"$Sreact.fragment"\n`,
  `7:T${hex(a)},${a}`,
  `8:T${hex(b)},${b}`,
  `9:["$","style","0",{"precedence":"next","href":"/s/a.css","children":"$7"}]\n`,
  `a:["$","style","1",{"precedence":"next","href":"/s/b.css","children":"$8"}]\n`,
  `b:T5,<p>é</p>`.replace('T5', `T${hex('<p>é</p>')}`),
  `c:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$b"}}]\n`,
];

test('the payload copies of stylesheets the <style> holds become empty text rows; other text rows stay', () => {
  const html = `<html>${head}<body>${push(rows.slice(0, 4).join(''))}${push(rows.slice(4).join(''))}</body></html>`;
  const out = withoutPayloadStylesheets(html);
  expect(out.removed).toBe(2);
  expect(chunksOf(out.html).join('')).toBe([rows[0], '7:T0,', '8:T0,', rows[3], rows[4], rows[5], rows[6]].join(''));
  // Re-encoded as Next.js does: no raw < or > inside the script.
  expect(out.html).not.toContain('content:');
  expect(out.html).toContain('\\u003cp\\u003eé\\u003c/p\\u003e');
});

test('a text row split over two payload scripts is emptied in both', () => {
  const data = rows.join('');
  const cut = data.indexOf('color:red') + 3;
  const html = `<html>${head}<body>${push(data.slice(0, cut))}${push(data.slice(cut))}</body></html>`;
  const out = withoutPayloadStylesheets(html);
  expect(out.removed).toBe(2);
  const chunks = chunksOf(out.html);
  expect(chunks).toHaveLength(2);
  expect(chunks.join('')).toBe([rows[0], '7:T0,', '8:T0,', ...rows.slice(3)].join(''));
});

test('nothing changes where the document has no <style> for a stylesheet, or the payload is not in the known row format', () => {
  const noStyle = `<html><head></head><body>${push(rows.join(''))}</body></html>`;
  expect(withoutPayloadStylesheets(noStyle)).toEqual({ html: noStyle, removed: 0 });
  const onlyA = noStyle.replace('<head></head>', '<head><style data-href="/s/a.css">x</style></head>');
  expect(chunksOf(withoutPayloadStylesheets(onlyA).html).join('')).toContain(`8:T${hex(b)},${b}`);
  // A row whose length does not match its text: the step leaves the page alone.
  const broken = `<html>${head}<body>${push(rows.join('').replace(`7:T${hex(a)},`, '7:Tfff,'))}</body></html>`;
  expect(withoutPayloadStylesheets(broken)).toEqual({ html: broken, removed: 0 });
});
