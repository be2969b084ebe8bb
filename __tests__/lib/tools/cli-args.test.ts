import path from 'node:path';
import { argValue, findSource } from '@/lib/tools/cli-args';

describe('argValue', () => {
  it('reads `--name value` and `--name=value`, undefined when absent', () => {
    expect(argValue(['--source', 'a.csv'], '--source')).toBe('a.csv');
    expect(argValue(['--source=b.csv'], '--source')).toBe('b.csv');
    expect(argValue(['--other', 'x'], '--source')).toBeUndefined();
  });
});

describe('findSource', () => {
  it('looks beside the repository, then one level further up', () => {
    const seen: string[] = [];
    const exists = (p: string) => (seen.push(p), p === path.join('../../shared/data-sources', 'gdp/x.csv'));
    expect(findSource('gdp/x.csv', exists, {})).toBe(path.join('../../shared/data-sources', 'gdp/x.csv'));
    expect(seen).toEqual([
      path.join('../shared/data-sources', 'gdp/x.csv'),
      path.join('../../shared/data-sources', 'gdp/x.csv'),
    ]);
  });

  it('uses only the DATA_SOURCES folder when that is set', () => {
    const exists = (p: string) => p === path.join('/srv/sources', 'a.csv');
    expect(findSource('a.csv', exists, { DATA_SOURCES: '/srv/sources' })).toBe(path.join('/srv/sources', 'a.csv'));
    expect(() => findSource('b.csv', exists, { DATA_SOURCES: '/srv/sources' })).toThrow(
      /b\.csv not found under \/srv\/sources/,
    );
  });

  it('names every folder it tried when the file is nowhere', () => {
    expect(() => findSource('none.csv', () => false, {})).toThrow(
      'Source file none.csv not found under ../shared/data-sources, ../../shared/data-sources',
    );
  });
});
