import { baseUrl, openPage, useBrowser } from '@/__tests__/e2e/support/browser';

const chromium = useBrowser();

test.each([
  ['en', "Estonia's greenhouse gas emissions"],
  ['et', 'Eesti kasvuhoonegaaside heitkogused'],
])('/%s/inventory/ renders its heading', async (locale, heading) => {
  const { page, consoleErrors, close } = await openPage(chromium.browser);
  await page.goto(`${baseUrl()}/${locale}/inventory/`);
  expect(await page.locator('h1').first().textContent()).toBe(heading);
  expect(await page.getAttribute('html', 'lang')).toBe(locale);
  expect(consoleErrors).toEqual([]);
  await close();
});
