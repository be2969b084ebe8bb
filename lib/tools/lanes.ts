/**
 * Runs npm scripts in lanes: the steps of one lane run one after another, the lanes side by side.
 * Single-threaded steps (type check, lint) leave a core idle on a small machine; a build in the other
 * lane uses it. A failed step stops every lane.
 */
type Lane = readonly string[];

interface StepRun {
  step: string;
  ok: boolean;
  ms: number;
  output: string;
}

export type RunStep = (step: string, signal: AbortSignal) => Promise<Omit<StepRun, 'step' | 'ms'>>;

/**
 * Runs the lanes with `run`, calling `onStep` as each step ends (in the order they end). Resolves
 * with every step that ran; after a failure the steps still running are aborted and no more start.
 * `after` names, for a step, a step of another lane that must have ended well before it starts
 * (e.g. the HTML validation after the build).
 */
export async function runLanes(
  lanes: readonly Lane[],
  run: RunStep,
  onStep: (step: StepRun) => void,
  { after = {}, now = Date.now }: { after?: Record<string, string>; now?: () => number } = {},
): Promise<StepRun[]> {
  const controller = new AbortController();
  const done: StepRun[] = [];
  /** Whether each step ended well, settled when it ends or will never run. */
  const ended = new Map(
    lanes.flat().map((step) => {
      let settle = (_ok: boolean) => {};
      const promise = new Promise<boolean>((resolve) => (settle = resolve));
      return [step, { promise, settle }] as const;
    }),
  );
  controller.signal.addEventListener('abort', () => ended.forEach((e) => e.settle(false)));
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const first = after[step];
        if (first && !(await ended.get(first)?.promise)) return;
        if (controller.signal.aborted) return;
        const start = now();
        const result = await run(step, controller.signal);
        const record = { step, ...result, ms: now() - start };
        if (controller.signal.aborted && !result.ok) return; // stopped because another step failed
        done.push(record);
        onStep(record);
        ended.get(step)?.settle(result.ok);
        if (!result.ok) {
          controller.abort();
          return;
        }
      }
    }),
  );
  return done;
}

/** One line per step, e.g. `lint  74.2 s`, and the whole wall time. */
export function timingLines(steps: readonly StepRun[], wallMs: number): string[] {
  const width = Math.max(...steps.map((s) => s.step.length), 0);
  return [
    ...steps.map((s) => `${s.step.padEnd(width)}  ${(s.ms / 1000).toFixed(1)} s${s.ok ? '' : '  FAILED'}`),
    `${'all'.padEnd(width)}  ${(wallMs / 1000).toFixed(1)} s`,
  ];
}
