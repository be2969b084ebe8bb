/**
 * Keyboard only: every control of the chart page, the pie's year slider and the language
 * switcher are reached with Tab / Shift+Tab and operated with Enter, Space and the arrow
 * keys, and every control shows a visible focus indicator while it has the focus.
 */
import type { Page } from 'playwright-core';
import { baseUrl, openPage, pieReady, useBrowser } from '@/__tests__/e2e/support/browser';
import { chartReady, settledQuery, shownView } from '@/__tests__/e2e/support/chart-view';
import { eventually } from '@/__tests__/e2e/support/eventually';
import { focused, tabUntil, type Focused } from '@/__tests__/e2e/support/keyboard';

jest.setTimeout(120000);

const chromium = useBrowser();

const query = settledQuery;
const years = async (page: Page) => (await shownView(page)).years;
const isToggle = (title: string) => (f: Focused) => f.tag === 'button' && f.name.replace(/^[▸▾]/, '').startsWith(title);
const isCheckbox = (name: string | RegExp) => (f: Focused) =>
  f.tag === 'input' && f.type === 'checkbox' && (typeof name === 'string' ? f.name === name : name.test(f.name));
const expanded = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'));
const checked = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement).checked);

test('the chart page is operated from the keyboard alone, with a visible focus indicator throughout', async () => {
  const { page, close, consoleErrors } = await openPage(chromium.browser);
  page.setDefaultTimeout(8000);
  await page.goto(`${baseUrl()}/en/inventory/`);
  // The island's controls, not the first view's still frame (a Tab past it would meet them behind the focus).
  await chartReady(page);
  const invisible: string[] = [];
  const tab = async (wanted: (f: Focused) => boolean, back = false) => {
    const r = await tabUntil(page, wanted, { back });
    invisible.push(...r.invisible);
    return r.focus;
  };

  // Skip link: the first stop, shown when focused, moves the focus to the main content.
  const skip = await tab(() => true);
  expect(skip.name).toBe('Skip to main content');
  const box = await page.locator('a[href="#main"]').boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

  // Inventory submission: arrow keys on the focused select choose an older one (2026 → 2025 → 2020),
  // whose sub-categories the level list below reaches.
  await tab((f) => f.testId === 'submission-select');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?submission=2020'),
  );

  // Pollutant: arrow keys on the focused select change the gas.
  await tab((f) => f.testId === 'gas-select');
  const co2eqDrawn = await page.locator('[data-signature]').getAttribute('data-signature');
  await page.keyboard.press('ArrowDown');
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?submission=2020&gas=co2'),
  );
  // The filter lists follow once the new gas's data has arrived and is drawn.
  await eventually(
    () => page.locator('[data-signature]').getAttribute('data-signature'),
    (v) => expect(v).not.toBe(co2eqDrawn),
  );

  // Level of detail: one Tab stop for the radio group, arrows move the choice.
  const level = await tab((f) => f.type === 'radio');
  expect(level.name).toBe('Total');
  await page.keyboard.press('ArrowDown');
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?submission=2020&gas=co2&level=sector'),
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await eventually(
    () => query(page),
    (v) => expect(v).toBe('?submission=2020&gas=co2&level=subCat'),
  );

  // Sector, category and sub-category lists: open, All off and on, one item off and on.
  for (const [title, param] of [
    ['Sectors', 'sector'],
    ['Categories', 'cat'],
    ['Sub-categories', 'sub'],
  ] as const) {
    await tab(isToggle(title));
    expect(await expanded(page)).toBe('false');
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toBe('true');
    await tab(isCheckbox('All'));
    expect(await checked(page)).toBe(true);
    await page.keyboard.press('Space');
    await eventually(
      () => query(page),
      (v) => expect(v).toContain(`${param}=none`),
    );
    expect(await checked(page)).toBe(false);
    await page.keyboard.press('Space');
    await eventually(
      () => query(page),
      (v) => expect(v).toBe('?submission=2020&gas=co2&level=subCat'),
    );
    const item = await tab((f) => f.type === 'checkbox');
    expect(item.name).not.toBe('All');
    await page.keyboard.press('Space');
    expect(await checked(page)).toBe(false);
    await eventually(
      () => query(page),
      (v) => expect(v).toContain(`&${param}=`),
    );
    await page.keyboard.press('Space');
    await eventually(
      () => query(page),
      (v) => expect(v).toBe('?submission=2020&gas=co2&level=subCat'),
    );
  }

  // Year panel: open with Space, All off and on, exclude all, include all, one year off.
  await tab(isToggle('Years'));
  await page.keyboard.press('Space');
  expect(await expanded(page)).toBe('true');
  await tab(isCheckbox('All'));
  await page.keyboard.press('Space');
  await eventually(
    () => years(page).catch(() => []),
    (v) => expect(v).toEqual([]),
  );
  await page.keyboard.press('Space');
  await eventually(
    () => years(page),
    (v) => expect(v).toHaveLength(29),
  );
  await tab((f) => f.name === 'Exclude all');
  await page.keyboard.press('Enter');
  await eventually(
    () => page.getByTestId('filter-years').getByLabel('All').isChecked(),
    (v) => expect(v).toBe(false),
  );
  await tab((f) => f.name === 'Include all', true);
  await page.keyboard.press('Enter');
  await eventually(
    () => years(page),
    (v) => expect(v).toHaveLength(29),
  );
  await tab(isCheckbox('1990'));
  await page.keyboard.press('Space');
  await eventually(
    async () => (await years(page))[0],
    (v) => expect(v).toBe(1991),
  );

  // Downloads: each button from the keyboard starts its download.
  for (const [name, key, file] of [
    ['Export as image', 'Enter', 'chart.png'],
    ['Export as XLSX', 'Space', 'chart.xlsx'],
    ['Download CSV', 'Enter', 'chart.csv'],
  ]) {
    await tab((f) => f.tag === 'button' && f.name === name);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press(key!)]);
    expect(download.suggestedFilename()).toBe(file);
    // The focus stays on the button while and after the file is made.
    await eventually(
      () => page.evaluate(() => document.activeElement?.getAttribute('aria-disabled')),
      (v) => expect(v).toBeNull(),
    );
    expect((await focused(page)).name).toBe(name);
  }
  const allData = await tab((f) => f.tag === 'a');
  expect(allData.name).toBe('Download all data (XLSX)');

  // The table scrolls sideways from the keyboard.
  await tab((f) => f.tag === 'div');
  const scroller = page.locator('[role="region"]:focus');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await eventually(
    () => scroller.evaluate((el) => el.scrollLeft),
    (v) => expect(v).toBeGreaterThan(0),
  );

  // Cookie notice at the end of the page closes with Enter.
  await tab((f) => f.tag === 'button' && f.name === 'Close');
  await page.keyboard.press('Enter');
  await expect(page.locator('section[aria-label="Cookie notice"]').isHidden()).resolves.toBe(true);

  expect(invisible).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await close();
});

test('the language switcher is reached from the keyboard and keeps the view', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/?gas=ch4&level=sector`);
  await page.locator('[data-signature]').waitFor();
  const { focus, invisible } = await tabUntil(page, (f) => f.tag === 'a' && f.name.startsWith('ET'));
  expect(focus.name).toBe('ET (eesti keel)');
  await Promise.all([page.waitForURL(/\/et\/inventory\//), page.keyboard.press('Enter')]);
  expect(await query(page)).toBe('?gas=ch4&level=sector');
  expect(await page.getAttribute('html', 'lang')).toBe('et');
  // Back through the header with Shift+Tab from the main content.
  await page.locator('#main').focus();
  const back = await tabUntil(page, (f) => f.tag === 'a' && f.name.startsWith('ENG'), { back: true });
  expect(back.focus.name).toBe('ENG (English)');
  expect([...invisible, ...back.invisible]).toEqual([]);
  await close();
});

test('the pie year slider moves with the arrow keys and stops the animation', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/inventory/sector/overview/`);
  await pieReady(page);
  const figure = page.locator('figure[data-year]');
  expect(await figure.getAttribute('data-playing')).toBe('true');
  const { focus, invisible } = await tabUntil(page, (f) => f.type === 'range');
  expect(focus.name).toBe('Year');
  const before = Number(await figure.getAttribute('data-year'));
  await page.keyboard.press('ArrowRight');
  await eventually(
    () => figure.getAttribute('data-playing'),
    (v) => expect(v).toBe('false'),
  );
  const moved = Number(await figure.getAttribute('data-year'));
  expect(moved).not.toBe(before);
  await page.keyboard.press('Home');
  await eventually(
    () => figure.getAttribute('data-year'),
    (v) => expect(v).toBe('1990'),
  );
  await page.waitForTimeout(2500);
  expect(await figure.getAttribute('data-year')).toBe('1990');
  expect(await page.locator('figure[data-year] output').textContent()).toBe('1990');
  // The play button resumes it, from the keyboard too.
  const play = await tabUntil(page, (f) => f.tag === 'button');
  expect(play.focus.name).toBe('Play');
  await page.keyboard.press('Space');
  await eventually(
    () => figure.getAttribute('data-playing'),
    (v) => expect(v).toBe('true'),
  );
  expect([...invisible, ...play.invisible]).toEqual([]);
  expect((await focused(page)).indicatorProblem).toBe('');
  await close();
});

test('projections: the scenario tabs switch from the keyboard, and the round and gas choices follow', async () => {
  const { page, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/en/projections/`);
  await chartReady(page);
  await page.locator('#main').focus();
  const { focus, invisible } = await tabUntil(page, (f) => f.type === 'radio');
  expect(focus.name).toBe('With existing measures (WEM)');
  await page.keyboard.press('ArrowRight');
  await eventually(
    () => query(page),
    (v) => expect(v).toContain('measure=wam'),
  );
  const next = await tabUntil(page, (f) => f.tag === 'select');
  expect(next.focus.testId).toBe('round-select');
  // The gas choice says why it has CO2 eq only (its description, read with it).
  const described = await page.getByTestId('gas-select').getAttribute('aria-describedby');
  expect(await page.locator(`#${described}`).textContent()).toContain('not published in the 2019 projection');
  expect([...invisible, ...next.invisible]).toEqual([]);
  await close();
});
