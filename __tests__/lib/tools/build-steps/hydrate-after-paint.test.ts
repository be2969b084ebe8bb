/**
 * @jest-environment jsdom
 */
// The DOM of the test environment reads the pages independently of the step's own pattern matching.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import {
  FALLBACK_MS,
  hasFrameworkScripts,
  hydrateAfterPaint,
  LOADER_MARK,
  loaderSources,
  loadsAtOnce,
  postExportProblem,
} from '@/lib/tools/build-steps/hydrate-after-paint';
import { HYDRATE_AT_ONCE } from '@/lib/site/hydration';

// /en/inventory/ exactly as `next build` exported it (refresh: npm run refresh-export-fixture).
const page = readFileSync(path.join(__dirname, '../../../fixtures/export/en-inventory.html'), 'utf8');

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const frameworkScripts = (html: string) =>
  [...parse(html).querySelectorAll('script[src*="/_next/static/"]:not([nomodule])')].map((s) => s.getAttribute('src')!);
const scriptPreloads = (html: string) =>
  [...parse(html).querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href')!);
const inlineScripts = (html: string) =>
  [...parse(html).querySelectorAll('script:not([src])')].map((s) => s.textContent);
const bodyText = (html: string) => {
  const doc = parse(html);
  doc.querySelectorAll('script').forEach((s) => s.remove());
  return doc.body.textContent;
};

describe('a page as exported by next build', () => {
  const original = frameworkScripts(page);
  const { html, changed } = hydrateAfterPaint(page);

  test('the fixture is a real export with the framework scripts', () => {
    expect(original.length).toBeGreaterThan(3);
    expect(hasFrameworkScripts(page)).toBe(true);
    expect(postExportProblem(page)).toMatch(/not rewritten/);
  });

  test('its framework scripts leave their tags for one loader at the end of <body>, in order', () => {
    expect(changed).toBe(true);
    expect(frameworkScripts(html)).toEqual([]);
    expect(loaderSources(html)).toEqual(original);
    const last = parse(html).body.lastElementChild!;
    expect(last.tagName).toBe('SCRIPT');
    expect(last.hasAttribute('data-hydrate')).toBe(true);
    expect(postExportProblem(html)).toBeUndefined();
  });

  test('their preloads go; inline scripts, module-less fallbacks and the text stay', () => {
    for (const href of scriptPreloads(html)) expect(original).not.toContain(href);
    expect(inlineScripts(html).slice(0, -1)).toEqual(inlineScripts(page));
    expect(parse(html).querySelectorAll('script[nomodule]').length).toBe(
      parse(page).querySelectorAll('script[nomodule]').length,
    );
    expect(bodyText(html)).toBe(bodyText(page));
  });

  test('running twice changes nothing more', () => {
    const again = hydrateAfterPaint(html);
    expect(again.changed).toBe(false);
    expect(again.html).toBe(html);
  });
});

describe('the step is loud when the markup changes', () => {
  test('script tags of another shape leave the page unrewritten, and the problem says so', () => {
    const deferred = page.replace(/(<script src="[^"]*\/_next\/static\/[^"]*") async=""/g, '$1 defer=""');
    expect(frameworkScripts(deferred).length).toBeGreaterThan(0);
    const rewrite = hydrateAfterPaint(deferred);
    expect(rewrite.changed).toBe(false);
    expect(postExportProblem(rewrite.html)).toMatch(/has the framework scripts but was not rewritten/);
  });

  test('attribute order and extra attributes do not matter', () => {
    const reordered = page.replace(
      /<script src="([^"]*\/_next\/static\/[^"]*)" async=""/g,
      '<script async="" crossorigin="" src="$1"',
    );
    const rewrite = hydrateAfterPaint(reordered);
    expect(rewrite.changed).toBe(true);
    expect(loaderSources(rewrite.html)).toEqual(frameworkScripts(page));
    expect(postExportProblem(rewrite.html)).toBeUndefined();
  });

  test('a framework script still loaded by its own tag is named', () => {
    const { html } = hydrateAfterPaint(page);
    const extra = html.replace('</head>', '<script src="/_next/static/chunks/late.js"></script></head>');
    expect(postExportProblem(extra)).toBe('still loads /_next/static/chunks/late.js before the first paint');
  });

  test('pages without framework scripts are neither rewritten nor a problem', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(hydrateAfterPaint(plain)).toEqual({ html: plain, changed: false });
    expect(postExportProblem(plain)).toBeUndefined();
  });
});

interface Env {
  visibilityState: string;
  paintTiming: boolean;
}

/** Runs the loader against a fake page and returns its hooks: frames, timers and the paint observer. */
function runLoader({ visibilityState, paintTiming }: Env, exported = page) {
  const out = hydrateAfterPaint(exported).html;
  const code = new RegExp(`<script ${LOADER_MARK}>([\\s\\S]*?)</script>`).exec(out)![1]!;
  const appended: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const observers: Array<{
    callback: (list: { getEntries(): Array<{ name: string }> }, o: { disconnect(): void }) => void;
    disconnected: boolean;
  }> = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const document = {
    visibilityState,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (e: { src: string; async: boolean }) => appended.push(`${e.src}${e.async ? ' async' : ''}`) },
  };
  runInNewContext(code, {
    window: { PerformanceObserver: FakeObserver },
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  const paint = (name: string) => {
    const o = observers[0]!;
    o.callback({ getEntries: () => [{ name }] }, { disconnect: () => (o.disconnected = true) });
  };
  return { appended, frames, timers, observers, paint };
}

const scriptsInOrder = frameworkScripts(page).map((src) => `${src} async`);

test('the scripts are appended in order only after the first contentful paint', () => {
  const { appended, timers, observers, paint } = runLoader({ visibilityState: 'visible', paintTiming: true });
  expect(observers).toHaveLength(1);
  paint('first-paint');
  expect(appended).toEqual([]);
  paint('first-contentful-paint');
  expect(observers[0]!.disconnected).toBe(true);
  expect(appended).toEqual([]);
  timers.find((t) => t.ms === 0)!.run();
  expect(appended).toEqual(scriptsInOrder);
  // The fallback timer finding them loaded does not load them twice.
  timers.find((t) => t.ms === FALLBACK_MS)!.run();
  expect(appended).toEqual(scriptsInOrder);
});

test('without paint timing the loader waits two frames', () => {
  const { appended, frames, timers, observers } = runLoader({ visibilityState: 'visible', paintTiming: false });
  expect(observers).toHaveLength(0);
  frames.shift()!();
  frames.shift()!();
  expect(appended).toEqual([]);
  timers.find((t) => t.ms === 0)!.run();
  expect(appended).toEqual(scriptsInOrder);
});

test('a page that never paints still gets its scripts after the fallback delay', () => {
  const { appended, timers } = runLoader({ visibilityState: 'visible', paintTiming: true });
  expect(timers.map((t) => t.ms)).toEqual([FALLBACK_MS]);
  timers[0]!.run();
  expect(appended).toEqual(scriptsInOrder);
});

test('in a hidden tab the loader does not wait for a paint', () => {
  const { appended, frames, observers } = runLoader({ visibilityState: 'hidden', paintTiming: true });
  expect(frames).toHaveLength(0);
  expect(observers).toHaveLength(0);
  expect(appended).toEqual(scriptsInOrder);
});

test('a page marked to load its scripts at once (a language choice) does not wait for a paint', () => {
  const marked = page.replace('<main ', `<main ${HYDRATE_AT_ONCE}="" `);
  expect(marked).not.toBe(page);
  const { appended, frames, observers, timers } = runLoader({ visibilityState: 'visible', paintTiming: true }, marked);
  expect([frames, observers, timers]).toEqual([[], [], []]);
  expect(appended).toEqual(scriptsInOrder);
  expect([loadsAtOnce(hydrateAfterPaint(marked).html), loadsAtOnce(hydrateAfterPaint(page).html)]).toEqual([
    true,
    false,
  ]);
  // The attribute's name in the text of the page (its payload, say) does not mark it.
  const named = page.replace('</body>', `<p>${HYDRATE_AT_ONCE}</p></body>`);
  expect(runLoader({ visibilityState: 'visible', paintTiming: true }, named).appended).toEqual([]);
});

test('pages that were not rewritten have no loader scripts', () => {
  expect(loaderSources(page)).toEqual([]);
});
