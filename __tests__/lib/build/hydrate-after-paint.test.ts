import { runInNewContext } from 'node:vm';
import { FALLBACK_MS, hydrateAfterPaint, LOADER_MARK, loaderSources } from '@/lib/build/hydrate-after-paint';

const page =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
  '<link rel="preload" as="script" href="/_next/static/chunks/other.js"/><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/p.js" noModule=""></script>' +
  '</head><body><p>Heitkogused</p><script>self.__next_f.push([1,"x"])</script></body></html>';

test('async scripts move into one loader at the end of <body>', () => {
  const out = hydrateAfterPaint(page);
  expect(out).not.toContain('<script src="/_next/static/chunks/a.js" async="">');
  expect(out).not.toContain('<script src="/_next/static/chunks/b.js" async="">');
  // Their preloads go with them; a preload of anything else stays.
  expect(out).not.toContain('href="/_next/static/chunks/b.js"');
  expect(out).toContain('<link rel="preload" as="script" href="/_next/static/chunks/other.js"/>');
  expect(out).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]');
  // Module-less fallbacks and inline scripts are left alone.
  expect(out).toContain('<script src="/_next/static/chunks/p.js" noModule=""></script>');
  expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
  expect(out.indexOf(LOADER_MARK)).toBeGreaterThan(out.indexOf('</script>', out.indexOf('__next_f')));
  expect(out.endsWith('</script></body></html>')).toBe(true);
});

test('running twice changes nothing more; pages without such scripts are untouched', () => {
  const once = hydrateAfterPaint(page);
  expect(hydrateAfterPaint(once)).toBe(once);
  const plain = '<html><head></head><body><p>x</p></body></html>';
  expect(hydrateAfterPaint(plain)).toBe(plain);
});

interface Env {
  visibilityState: string;
  paintTiming: boolean;
}

/** Runs the loader against a fake page and returns its hooks: frames, timers and the paint observer. */
function runLoader({ visibilityState, paintTiming }: Env) {
  const out = hydrateAfterPaint(page);
  const code = /<script data-hydrate="after-paint">([\s\S]*?)<\/script>/.exec(out)![1]!;
  const appended: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const observers: Array<{ callback: (list: { getEntries(): Array<{ name: string }> }, o: { disconnect(): void }) => void; disconnected: boolean }> = [];
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

const scriptsInOrder = ['/_next/static/chunks/a.js async', '/_next/static/chunks/b.js async'];

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

test('the scripts of a rewritten page can be read back in order; other pages have none', () => {
  expect(loaderSources(hydrateAfterPaint(page))).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  expect(loaderSources(page)).toEqual([]);
});
