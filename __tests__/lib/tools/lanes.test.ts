import { runLanes, timingLines, type RunStep } from '@/lib/tools/lanes';

/** A step runner whose steps end when the test says so, recording what started. */
function controlledRunner() {
  const started: string[] = [];
  const pending = new Map<string, (ok: boolean) => void>();
  const aborted: string[] = [];
  const run: RunStep = (step, signal) =>
    new Promise((resolve) => {
      started.push(step);
      const stop = () => {
        aborted.push(step);
        resolve({ ok: false, output: 'stopped' });
      };
      signal.addEventListener('abort', stop);
      pending.set(step, (ok) => {
        signal.removeEventListener('abort', stop);
        resolve({ ok, output: `${step} output` });
      });
    });
  const finish = async (step: string, ok = true) => {
    pending.get(step)!(ok);
    await new Promise((r) => setImmediate(r));
  };
  return { run, started, aborted, finish };
}

test('lanes run side by side and the steps of a lane one after another', async () => {
  const r = controlledRunner();
  const ended: string[] = [];
  const all = runLanes([['a1', 'a2'], ['b1']], r.run, (s) => ended.push(s.step));
  await new Promise((res) => setImmediate(res));
  expect(r.started).toEqual(['a1', 'b1']);
  await r.finish('b1');
  await r.finish('a1');
  expect(r.started).toEqual(['a1', 'b1', 'a2']);
  await r.finish('a2');
  const steps = await all;
  expect(ended).toEqual(['b1', 'a1', 'a2']);
  expect(steps.every((s) => s.ok)).toBe(true);
});

test('a failed step stops the other lanes and no later step starts', async () => {
  const r = controlledRunner();
  const all = runLanes(
    [
      ['a1', 'a2'],
      ['b1', 'b2'],
    ],
    r.run,
    () => undefined,
  );
  await new Promise((res) => setImmediate(res));
  await r.finish('a1', false);
  const steps = await all;
  expect(r.aborted).toEqual(['b1']);
  expect(r.started).toEqual(['a1', 'b1']);
  expect(steps.map((s) => [s.step, s.ok])).toEqual([['a1', false]]);
  expect(steps[0]!.output).toBe('a1 output');
});

test('a step named in `after` starts once that step of another lane has ended well', async () => {
  const r = controlledRunner();
  const all = runLanes([['a1', 'a2'], ['b1']], r.run, () => undefined, { after: { a2: 'b1' } });
  await new Promise((res) => setImmediate(res));
  await r.finish('a1');
  expect(r.started).toEqual(['a1', 'b1']);
  await r.finish('b1');
  expect(r.started).toEqual(['a1', 'b1', 'a2']);
  await r.finish('a2');
  expect((await all).map((s) => s.step)).toEqual(['a1', 'b1', 'a2']);
});

test('a step waiting for a step that fails never starts', async () => {
  const r = controlledRunner();
  const all = runLanes([['a1', 'a2'], ['b1']], r.run, () => undefined, { after: { a2: 'b1' } });
  await new Promise((res) => setImmediate(res));
  await r.finish('a1');
  await r.finish('b1', false);
  const steps = await all;
  expect(r.started).toEqual(['a1', 'b1']);
  expect(steps.map((s) => [s.step, s.ok])).toEqual([
    ['a1', true],
    ['b1', false],
  ]);
});

test('the timing lines give each step in seconds and mark a failure', async () => {
  let clock = 0;
  const run: RunStep = async (step) => {
    clock += step === 'lint' ? 74_200 : 1_000;
    return { ok: step !== 'build', output: '' };
  };
  const steps = await runLanes([['lint', 'build']], run, () => undefined, { now: () => clock });
  expect(timingLines(steps, 80_000)).toEqual(['lint   74.2 s', 'build  1.0 s  FAILED', 'all    80.0 s']);
});
