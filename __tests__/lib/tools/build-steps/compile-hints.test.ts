import {
  COMPILE_HINT,
  isChartLibraryChunk,
  staticScriptPath,
  withCompileHint,
} from '@/lib/tools/build-steps/compile-hints';

test('the hint becomes the first line, once', () => {
  const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1]);';
  const hinted = withCompileHint(source);
  expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  expect(hinted.endsWith(source)).toBe(true);
  expect(withCompileHint(hinted)).toBe(hinted);
  expect(hinted.split(COMPILE_HINT)).toHaveLength(2);
});

test('the hinted script still runs as before', () => {
  const hinted = withCompileHint('globalThis.__hintResult = [1, 2].map((n) => n * 2);');
  new Function(hinted)();
  expect((globalThis as { __hintResult?: number[] }).__hintResult).toEqual([2, 4]);
});

test('script URLs map to files under the export folder, with or without a base path', () => {
  expect(staticScriptPath('/_next/static/chunks/0abc.js')).toBe('_next/static/chunks/0abc.js');
  expect(staticScriptPath('/ghg/_next/static/chunks/0abc.js')).toBe('_next/static/chunks/0abc.js');
  expect(staticScriptPath('/_next/static/chunks/0abc.js?v=1')).toBe('_next/static/chunks/0abc.js');
  expect(staticScriptPath('https://example.org/analytics.js')).toBeUndefined();
  expect(staticScriptPath('/_next/static/css/a.css')).toBeUndefined();
});

test('the Chart.js chunk is recognised by a text only Chart.js carries', () => {
  expect(
    isChartLibraryChunk('throw new Error("Canvas is already in use. Chart with ID \'"+a.id+"\' must be destroyed")'),
  ).toBe(true);
  expect(isChartLibraryChunk('export default function Page(){}')).toBe(false);
});
