import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS } from '@/lib/tools/browser/chromium';

const run = promisify(execFile);
// Fetched by npx on first use: the bench only, not a dependency of the site or its tests.
const LIGHTHOUSE = 'lighthouse@13.5.0';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

/** The figures the budgets use, from a Lighthouse JSON report. */
function figuresFromReport(report: {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}): LighthouseFigures {
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    bytes: Math.round(audit('total-byte-weight')),
  };
}

/**
 * One Lighthouse run (mobile emulation, simulated throttling: its defaults) on Debian's Chromium.
 * Lighthouse now and then fails to record its trace (NO_NAVSTART) on a busy machine: such a run is
 * repeated, up to `attempts` times, and the last error is thrown.
 */
export async function runLighthouse(url: string, chromePath: string, attempts = 3): Promise<LighthouseFigures> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const { stdout } = await run(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          url,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          '--output-path=stdout',
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
      );
      return figuresFromReport(JSON.parse(stdout));
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
