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
  it('looks in data/sources/ of the repository by default', () => {
    const seen: string[] = [];
    const exists = (p: string) => (seen.push(p), true);
    expect(findSource('gdp/x.csv', undefined, exists)).toBe(path.join('data', 'sources', 'gdp', 'x.csv'));
    expect(seen).toEqual([path.join('data', 'sources', 'gdp', 'x.csv')]);
  });

  it('looks only in the folder it is given', () => {
    const exists = (p: string) => p === path.join('/srv/sources', 'a.csv');
    expect(findSource('a.csv', '/srv/sources', exists)).toBe(path.join('/srv/sources', 'a.csv'));
    expect(() => findSource('b.csv', '/srv/sources', exists)).toThrow(
      'Source file /srv/sources/b.csv not found; pass --source <file> or --sources <folder>',
    );
  });
});
