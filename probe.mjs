import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const shots = JSON.parse(process.argv[2]);
for (const [url, width, sel, out] of shots) {
  const p = await b.newPage({ viewport: { width, height: 900 } });
  await p.goto('http://localhost:3103' + url);
  await p.waitForTimeout(1500);
  await p.locator(sel).first().screenshot({ path: out });
  await p.close();
}
await b.close();
