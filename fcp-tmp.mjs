import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const url of process.argv.slice(2)) {
  const fcp=[], dcl=[];
  for (let i=0;i<7;i++){
    const p = await b.newPage({ viewport: { width: 412, height: 823 } });
    await p.goto(url, {waitUntil:'load'}); await p.waitForTimeout(300);
    const r = await p.evaluate(() => [performance.getEntriesByName('first-contentful-paint')[0]?.startTime, performance.getEntriesByType('navigation')[0].domContentLoadedEventStart]);
    fcp.push(Math.round(r[0])); dcl.push(Math.round(r[1])); await p.close();
  }
  fcp.sort((a,b)=>a-b); dcl.sort((a,b)=>a-b);
  console.log(url.padEnd(45), 'FCP med', fcp[3], fcp.join(','), ' DCL med', dcl[3]);
}
await b.close();
