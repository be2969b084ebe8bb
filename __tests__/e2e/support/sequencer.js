import Sequencer from '@jest/test-sequencer';

/**
 * The order in which Jest starts the test files. It starts the files that took longest in its last
 * run first, so that the workers end together; on a first run (a fresh clone, CI) it knows no
 * durations and goes by file size, which would leave the longest browser tests in short files (the
 * accessibility audit: one short file, 48 pages) to the end, one worker running them while the other
 * waits. On such a run, the browser tests named here go first, in this order (the longest in a full
 * run; the sub-path test first, for it builds the site under its sub-path before it loads a page);
 * the other files follow in Jest's order.
 */
const LONGEST_BROWSER_TESTS = ['subpath', 'accessibility', 'sectors', 'shell', 'chart-page', 'crawl', 'keyboard'];

const rank = (path) => {
  const index = LONGEST_BROWSER_TESTS.findIndex((name) => path.endsWith(`/__tests__/e2e/${name}.test.ts`));
  return index < 0 ? LONGEST_BROWSER_TESTS.length : index;
};

export default class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    return [...sorted].sort((a, b) => rank(a.path) - rank(b.path));
  }
}
