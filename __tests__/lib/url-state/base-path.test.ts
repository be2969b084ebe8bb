import { joinBasePath } from '@/lib/url-state/base-path';

describe('joinBasePath', () => {
  test('without a base path, paths are unchanged', () => {
    expect(joinBasePath('', '/en/inventory/')).toBe('/en/inventory/');
    expect(joinBasePath('', '/data/et/x.json')).toBe('/data/et/x.json');
  });

  test('with a base path, paths go under it', () => {
    expect(joinBasePath('/ghg', '/en/inventory/')).toBe('/ghg/en/inventory/');
    expect(joinBasePath('/ghg', '/data/et/x.json')).toBe('/ghg/data/et/x.json');
  });

  test('a path already under the base path is not prefixed twice', () => {
    expect(joinBasePath('/ghg', '/ghg/en/')).toBe('/ghg/en/');
    expect(joinBasePath('/ghg', '/ghg')).toBe('/ghg');
    // a folder that only starts with the same letters is not under it
    expect(joinBasePath('/ghg', '/ghgx/en/')).toBe('/ghg/ghgx/en/');
  });
});

describe('withBasePath reads NEXT_PUBLIC_BASE_PATH once, at load', () => {
  const saved = process.env.NEXT_PUBLIC_BASE_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
    else process.env.NEXT_PUBLIC_BASE_PATH = saved;
    jest.resetModules();
  });

  test.each([
    [undefined, '/en/', '/en/'],
    ['/sub', '/en/', '/sub/en/'],
  ])('base %p: %s → %s', (base, path, expected) => {
    if (base === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
    else process.env.NEXT_PUBLIC_BASE_PATH = base;
    jest.isolateModules(() => {
      const { withBasePath, BASE_PATH } =
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('@/lib/url-state/base-path') as typeof import('@/lib/url-state/base-path');
      expect(BASE_PATH).toBe(base ?? '');
      expect(withBasePath(path)).toBe(expected);
    });
  });
});
