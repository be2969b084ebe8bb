/**
 * check-data on the Eurostat files (written by import-eurostat) and the texts that take their
 * figures: a maintainer's mistake in any of them is printed as file:line  message, exit 1.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDataLines } from '@/__tests__/support/scripts';

describe('check-data on broken Eurostat files', () => {
  let dir = '';
  /** file → [1-based line, the message expected on it]. */
  const broken: [string, number, string][] = [];
  /** Breaks the first line `find` matches; the issue is expected on it, or on the line `reported` matches. */
  const breakLine = (
    rel: string,
    find: (line: string) => boolean,
    edit: (line: string) => string,
    message: string,
    reported = find,
  ) => {
    const file = path.join(dir, rel);
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex(find);
    if (at < 0) throw new Error(`nothing to break in ${rel}`);
    broken.push([file, lines.findIndex(reported) + 1, message]);
    lines[at] = edit(lines[at] as string);
    writeFileSync(file, lines.join('\n'));
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'data-'));
    cpSync('data', dir, { recursive: true });
    // A decimal comma typed into the renewables share.
    breakLine(
      'sectors/energy/renewables_share.yml',
      (l) => l.startsWith('  Share in electricity (REN_ELC)\t'),
      (l) => l.replace('38.882', '38,882'),
      'Invalid character "," found in a table cell.',
    );
    // A Russian row label dropped from the livestock file: reported at its translations.
    breakLine(
      'sectors/agriculture/livestock.yml',
      (l) => l.startsWith('    Pigs (A3100): Свиньи'),
      () => '',
      'translations.ru lacks "Pigs (A3100)"',
      (l) => l === 'translations:',
    );
    // A text that names a row the passenger-car file does not have.
    breakLine(
      'sectors/transport/passenger_cars.md',
      (l) => l.includes('|TOTAL|2024|0}}'),
      (l) => l.replace('|TOTAL|2024|0}}', '|CARS|2024|0}}'),
      'Unknown row CARS in transport/passenger_cars.yml',
    );
    // A year real GDP does not cover, in the Russian text of the economic page.
    breakLine(
      'economic-indicators-ghg/ghg-and-real-gdp-eur_ru.md',
      (l) => l.includes('|2024|1}}'),
      (l) => l.replace('|2024|1}}', '|2030|1}}'),
      'Unknown year 2030 in real-gdp-eur.yml',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each problem as file:line  message', () => {
    const lines = checkDataLines(dir);
    expect(broken).toHaveLength(4);
    for (const [file, line, message] of broken) {
      expect(line).toBeGreaterThan(0);
      const found = lines.filter((l) => l.startsWith(`${file}:`));
      expect([file, found]).toEqual([file, [expect.stringMatching(new RegExp(`^[^ ]+:${line}  `))]]);
      expect(found[0]).toContain(message);
    }
  }, 60000);
});
