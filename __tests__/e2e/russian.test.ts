/**
 * The Russian pages: the language-specific checks. The mechanisms shared with English and Estonian
 * (filters, exports, views) are tested once elsewhere; here each Russian page says what it says in
 * Russian, with Russian numbers and units, and the English texts without a translation say so.
 */
import { baseUrl, downloadBytes, openPage, useBrowser } from '@/__tests__/e2e/support/browser';
import { chartReady } from '@/__tests__/e2e/support/chart-view';

const chromium = useBrowser();

async function open(path: string) {
  const opened = await openPage(chromium.browser);
  await opened.page.goto(`${baseUrl()}${path}`);
  expect(await opened.page.getAttribute('html', 'lang')).toBe('ru');
  return opened;
}

test('/ru/inventory/ is in Russian, with the 2024 sentence in Russian numbers and units', async () => {
  const { page, close, consoleErrors } = await open('/ru/inventory/');
  expect(await page.locator('h1').first().textContent()).toBe('Выбросы парниковых газов в Эстонии');
  expect(await page.title()).toBe('Выбросы парниковых газов в Эстонии');
  // 10 240.6 kt (2026 submission, total without LULUCF, 2024) against 40 342.4 kt in 1990: 74.6 % less.
  const sentence =
    'В 2024 году общие выбросы без ЗИЗЛХ составили 10\u00a0241\u00a0кт CO2-экв., на 75\u00a0% меньше, чем в 1990 году (40\u00a0342\u00a0кт CO2-экв.).';
  expect(await page.locator('main').textContent()).toContain(sentence);
  await chartReady(page);
  expect(await page.getByTestId('summary').textContent()).toBe(sentence);
  expect(await page.getAttribute('meta[name="description"]', 'content')).toMatch(/^Выбросы/);
  // Catalogue names in the UNFCCC's Russian and numbers with a decimal comma in the table.
  await page.goto(`${baseUrl()}/ru/inventory/?level=sector`);
  await chartReady(page);
  const table = await page.getByTestId('view-table').innerText();
  expect(table).toContain('Промышленные процессы и использование продуктов');
  expect(table).toContain('Землепользование, изменения в землепользовании и лесное хозяйство (ЗИЗЛХ)');
  expect(table).toMatch(/\d,\d{3}/);
  expect(consoleErrors).toEqual([]);
  await close();
});

test.each([
  ['/ru/projections/', 'Прогнозы выбросов парниковых газов', 'с существующими мерами (WEM)'],
  ['/ru/compare/', 'Эстония и её соседи', 'Все секторы без ЗИЗЛХ'],
  ['/ru/inventory/sector/energy/', 'Секторы: энергетика', 'Потребление горючего сланца'],
  ['/ru/projects/', 'Проекты развития', 'Что это за список.'],
  ['/ru/projects/lulucf/', 'Проекты развития', 'Технические переговоры с Европейской комиссией об учёте ЗИЗЛХ'],
])('%s is in Russian', async (path, heading, text) => {
  const { page, close, consoleErrors } = await open(path);
  const main = await page.locator('main').innerText();
  expect(main).toContain(heading);
  expect(main).toContain(text);
  expect(consoleErrors).toEqual([]);
  await close();
});

test('the texts that were shown in English are in Russian now, without the notice', async () => {
  const { page, close } = await open('/ru/emission-factors/inventory/heat-production/');
  // The item's two texts (heat production, then what emission factors are), both translated.
  const article = page.locator('article');
  expect(await article.innerText()).toMatch(/коэффициент/i);
  expect(await article.locator('[lang="en"]').count()).toBe(0);
  expect(await page.getByText('Этот текст пока доступен только на английском языке.').count()).toBe(0);
  await page.goto(`${baseUrl()}/ru/inventory/sector/introduction/`);
  expect(await page.locator('article').innerText()).toContain('Эстония ежегодно представляет в секретариат');
  await close();
});

test('the 404 page and the embed are in Russian', async () => {
  const { page, close } = await openPage(chromium.browser);
  const response = await page.goto(`${baseUrl()}/ru/no-such-page/`);
  expect(response?.status()).toBe(404);
  expect(await page.locator('main h1').textContent()).toBe('Страница не найдена');
  expect(await page.locator('main a[hreflang="en"]').textContent()).toBe('In English');
  expect(await page.locator('main a[hreflang="et"]').textContent()).toBe('Eesti keeles');
  await page.goto(`${baseUrl()}/ru/embed/inventory/`);
  expect(await page.getAttribute('html', 'lang')).toBe('ru');
  expect(await page.locator('body').innerText()).toContain('кт CO2-экв.');
  await close();
});

test('the CSV has Russian headers and names', async () => {
  const { page, close } = await open('/ru/inventory/?level=sector&sector=agri&sector=waste');
  await chartReady(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Скачать' }).getByRole('button', { name: 'Скачать CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('chart.csv');
  const lines = (await downloadBytes(download)).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toMatch(/^Ряд,Код категории,Единица,1990,/);
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Сельское хозяйство', 'Отходы']);
  expect(lines[1]!.split(',')[2]).toBe('кт CO2-экв.');
  await close();
});

test('the projections page speaks Russian outside the texts too: licence, GWP basis, tab, sources', async () => {
  const { page, close, consoleErrors } = await open('/ru/projections/');
  const main = await page.locator('main').innerText();
  // The projections introduction translates the current English: the 2019 projections are in its first chart.
  expect(main).toContain('Это устаревший прогноз.');
  expect(main).not.toContain('пока не входят в источники');
  expect(main).toContain('Лицензия: стандартная политика повторного использования ЕАОС');
  expect(main).toContain('(ПГП по ДО4)');
  expect(main).toContain('вкладка «СТВ ЕС / ESR»');
  for (const english of ['EEA standard', 'GWP100', 'ETS/ESR', 'European Parliament briefing', '2005 base'])
    expect(main).not.toContain(english);
  // A source's own English title is marked as English and said to be so, its gloss in Russian.
  const briefing = page.getByTestId('target-list').locator('a[lang="en"]').first();
  expect(await briefing.textContent()).toBe('Climate action in Estonia: Latest state of play');
  expect(await page.getByTestId('target-list').innerText()).toContain(
    '(брифинг Европейского парламента, на английском языке; опубликовано в июне 2021 года)',
  );
  expect(consoleErrors).toEqual([]);
  await close();
});
