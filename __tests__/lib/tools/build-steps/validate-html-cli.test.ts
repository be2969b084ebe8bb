import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '@/__tests__/support/scripts';

/** A small page written the way React serialises it (self-closing void elements, `_R_` ids). */
const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${title}</title></head>` +
  `<body><main><h1 id="_R_1_">${title}</h1><br/><input type="checkbox" disabled=""/>${body}</main></body></html>`;

function run(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'validate-html-'));
  try {
    for (const [name, html] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), html);
    }
    const result = runScript('validate-html', [root]);
    return { ...result, root };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('React’s serialisation style passes; a deprecated attribute and a repeated title part fail, with their place', () => {
  const clean = run({ 'en/index.html': page('Energy · Site', '<p>ok</p>') });
  expect(clean.stderr).toBe('');
  expect(clean.status).toBe(0);

  const broken = run({
    'en/index.html': page('Site · Site', '<table><tr><td align="right">1</td></tr></table>'),
  });
  expect(broken.status).toBe(1);
  const file = path.relative(process.cwd(), path.join(broken.root, 'en', 'index.html'));
  expect(broken.stderr).toMatch(new RegExp(`^${file.replace(/[.]/g, '\\.')}:1:\\d+ no-deprecated-attr `, 'm'));
  expect(broken.stderr).toContain(`${file} title: repeats "Site": Site · Site`);
}, 120000);
