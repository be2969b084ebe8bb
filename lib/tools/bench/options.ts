/**
 * The bench's settings from its environment variables (docs/bench.md lists them), or the error that
 * names an unknown page family or part. Pure: the environment in, the settings or an error out.
 */

/** The content page family's page (no chart island: the compile hints leave it out). */
export const CONTENT_PAGE = '/en/economic-indicators-ghg/';

/** The page families the bench measures, by name, with the page that stands for each. */
const ALL_PAGES: Record<string, string> = {
  inventory: '/en/inventory/',
  projections: '/en/projections/',
  'sector page': '/en/inventory/sector/energy/',
  'content page': CONTENT_PAGE,
  'compare page': '/en/compare/',
};

const PARTS = ['long-tasks', 'interactions'] as const;

interface BenchOptions {
  runs: number;
  buildRuns: number;
  clicks: number;
  pointerRuns: number;
  port: number;
  pages: Record<string, string>;
  /** A part run alone, printed and not written to bench/. */
  only?: (typeof PARTS)[number];
  interactionRuns: number;
  controls?: RegExp;
  /** Another export measured control by control in turn with out/. */
  before?: string;
}

export function benchOptions(
  env: Record<string, string | undefined>,
): { ok: true; options: BenchOptions } | { ok: false; error: string } {
  const runs = Number(env.BENCH_RUNS ?? 3);
  const names = env.BENCH_PAGES?.split(',').map((n) => n.trim());
  const unknown = (names ?? []).filter((n) => !ALL_PAGES[n]);
  if (unknown.length > 0)
    return {
      ok: false,
      error: `BENCH_PAGES: unknown ${unknown.join(', ')}; known: ${Object.keys(ALL_PAGES).join(', ')}`,
    };
  const only = env.BENCH_ONLY;
  if (only && !(PARTS as readonly string[]).includes(only))
    return { ok: false, error: `BENCH_ONLY: unknown ${only}; known: ${PARTS.join(', ')}` };
  return {
    ok: true,
    options: {
      runs,
      buildRuns: Number(env.BENCH_BUILD_RUNS ?? 3),
      clicks: Number(env.BENCH_CLICKS ?? 30),
      pointerRuns: Number(env.BENCH_POINTER_RUNS ?? 20),
      port: Number(env.BENCH_PORT ?? 4399),
      pages: names ? Object.fromEntries(names.map((n) => [n, ALL_PAGES[n]!])) : ALL_PAGES,
      ...(only ? { only: only as BenchOptions['only'] } : {}),
      interactionRuns: Number(env.BENCH_INTERACTION_RUNS ?? runs),
      ...(env.BENCH_CONTROLS ? { controls: new RegExp(env.BENCH_CONTROLS) } : {}),
      ...(env.BENCH_BEFORE ? { before: env.BENCH_BEFORE } : {}),
    },
  };
}
