import { findUnusedExports } from '@/lib/tools/unused-exports';

const file = (name: string, text: string) => ({ file: name, text });

describe('findUnusedExports', () => {
  test('an export nobody imports is listed; one imported by name, through @/ or a relative path, is not', () => {
    const sources = [
      file('lib/a.ts', 'export function used() {}\nexport const alone = 1;\nexport type Shape = { a: 1 };\n'),
      file(
        'lib/b.ts',
        "import { used } from '@/lib/a';\nimport type { Shape } from './a';\nexport const b = [used];\n",
      ),
      file('app/page.tsx', "import { b } from '@/lib/b';\nexport default function Page() { return b; }\n"),
    ];
    expect(findUnusedExports(sources)).toEqual([{ file: 'lib/a.ts', name: 'alone' }]);
  });

  test('use inside its own file does not count; files outside lib/ are not checked', () => {
    const sources = [
      file('lib/a.ts', 'export const helper = 1;\nexport const main = helper + 1;\n'),
      file('scripts/run.ts', "import { main } from '@/lib/a';\nexport const unusedInScript = main;\n"),
    ];
    expect(findUnusedExports(sources)).toEqual([{ file: 'lib/a.ts', name: 'helper' }]);
  });

  test('namespace and dynamic imports use every export; re-exports count as imports', () => {
    const sources = [
      file('lib/a.ts', 'export const one = 1;\nexport const two = 2;\n'),
      file('lib/b.ts', 'export const three = 3;\n'),
      file('lib/c.ts', "export { one } from '@/lib/a';\n"),
      file('components/X.tsx', "import * as b from '@/lib/b';\nconst c = () => import('@/lib/c');\nexport { b, c };\n"),
    ];
    expect(findUnusedExports(sources)).toEqual([{ file: 'lib/a.ts', name: 'two' }]);
  });
});
