import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScript } from '@/__tests__/support/scripts';

// /en/inventory/ exactly as `next build` exported it (refresh: npm run refresh-export-fixture).
const page = readFileSync(path.join(__dirname, '../../../fixtures/export/en-inventory.html'), 'utf8');

test('the build stops, naming the page, when the framework scripts have a shape the step does not know', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'export-'));
  try {
    mkdirSync(path.join(root, 'en', 'inventory'), { recursive: true });
    const changed = page.replace(/(<script src="[^"]*\/_next\/static\/[^"]*") async=""/g, '$1 defer=""');
    writeFileSync(path.join(root, 'en', 'inventory', 'index.html'), changed);
    writeFileSync(path.join(root, 'plain.html'), '<html><head></head><body><p>No scripts</p></body></html>');
    const result = runScript('finish-export', [root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `${path.join(root, 'en', 'inventory', 'index.html')}: has the framework scripts but was not rewritten`,
    );
    expect(result.stderr).toContain('1 page(s) not rewritten by the post-export step');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}, 30000);
