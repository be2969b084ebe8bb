/**
 * Every Estonian and Russian page in its reader's language: no block of text on it reads as English
 * (a source's own title marked with `lang` aside). Reads the exported HTML; no browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedPaths } from '@/__tests__/e2e/support/site-pages';
import { englishBlocks, readsAsEnglish } from '@/__tests__/e2e/support/english-text';

const root = process.env.OUT_DIR ?? 'out';

test.each(['et', 'ru'])('no page under /%s/ shows a paragraph of English written by the site', (locale) => {
  const pages = prerenderedPaths(root).filter((p) => p.startsWith(`/${locale}/`));
  expect(pages.length).toBeGreaterThan(100);
  const english = pages.flatMap((p) =>
    englishBlocks(readFileSync(path.join(root, p, 'index.html'), 'utf8')).map((text) => `${p}: ${text.slice(0, 120)}`),
  );
  expect(english).toEqual([]);
});

// The detector itself, on the reviews' kinds of text.

describe('readsAsEnglish', () => {
  test.each([
    ['The energy sector covers emissions from burning fuels.', true],
    ['Data of the 2026 submission, AR5 GWP100, licence CC BY 4.0', true],
    ['Energeetikasektor hõlmab kütuste põletamisest tekkivat heidet.', false],
    ['Энергетический сектор охватывает выбросы от сжигания топлива.', false],
    ['Tidy GHG Inventories', false],
    ['AR5 GWP100', false],
    ['Litsents CC BY 4.0 (Maailmapank) /data/open/activity/emissions-and-real-gdp.csv', false],
    ['Allikas: https://ghg.envir.ee/data/open/emissions-and-gdp-by-sector.csv (CC BY 4.0)', false],
  ])('%s → %s', (text, english) => {
    expect(readsAsEnglish(text)).toBe(english);
  });
});

describe('englishBlocks', () => {
  test('finds an English paragraph among Russian ones, the fallback block included', () => {
    const html =
      '<html><head><title>The title of the page</title></head><body><p>Выбросы сократились.</p>' +
      '<div lang="en"><p>The sector emitted <strong>8 140 kt</strong> of CO2 in 2024.</p></div></body></html>';
    expect(englishBlocks(html)).toEqual(['The sector emitted 8 140 kt of CO2 in 2024.']);
  });

  test('a source title marked with its language is not the site writing English', () => {
    const html = '<p>Источник: <cite lang="en">State of the Climate and the Ocean in the Baltic</cite>, 2024 год.</p>';
    expect(englishBlocks(html)).toEqual([]);
  });
});
