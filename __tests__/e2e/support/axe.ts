import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { viewSettled } from '@/__tests__/e2e/support/chart-view';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core's WCAG 2.1 A and AA rules on the current page, once every chart island has taken
 * over from its first view and its view has settled: axe reads the page over many tasks, and a swap
 * in between would leave it reading detached nodes (which have no styles, so their labels count as
 * hidden).
 */
export async function auditPage(page: Page): Promise<AxeViolation[]> {
  // A pointer over a first view brings its island at once, as a reader's would (else it comes at idle).
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-island="first"]')
      .forEach((box) => box.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))),
  );
  await page.waitForFunction(() => !document.querySelector('[data-island="first"]'));
  await viewSettled(page);
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only violations are read: axe then skips gathering every node that passes, most of its time.
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
}
