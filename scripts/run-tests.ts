import { spawn } from 'node:child_process';
import { runLanes, timingLines, type RunStep } from '@/lib/tools/lanes';

// `npm test`: the checks, the build and the browser tests in two lanes side by side. One lane: type
// check, lint, unit tests, then (once the build has ended) the validation of the built HTML. The
// other: the site's build, then the browser tests; the first of these, the sub-path hosting test,
// builds the site under its sub-path while the others run. The build skips Next's own type check,
// which is tsc over the same project: the first lane's type check makes it once. The browser tests'
// output is printed as it comes; each other step's when it fails (or with VERBOSE=1).
const LANES = [
  ['typecheck', 'lint', 'test:unit', 'validate-html'],
  ['build', 'test:e2e'],
] as const;
const AFTER = { 'validate-html': 'build' };
const STEP_ENV: Record<string, Record<string, string>> = { build: { SKIP_TYPE_CHECK: '1' } };
const STREAMED = new Set<string>(['test:e2e']);
/**
 * The lane that ends first runs at a lower priority (nice 10): the build and the browser tests, which
 * end last, get the processor when they need it, and the checks fill the moments they wait.
 */
const NICE = new Set<string>(LANES[0]);

// Steps run in process groups of their own: an interrupt of this script stops them too.
const running = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const pid of running) process.kill(-pid, 'SIGTERM');
    process.exit(130);
  });

const runStep: RunStep = (step, signal) =>
  new Promise((resolve) => {
    console.log(`▶ ${step}`);
    const command = ['npm', 'run', '--silent', step];
    const [program, ...args] =
      NICE.has(step) && process.platform !== 'win32' ? ['nice', '-n', '10', ...command] : command;
    const child = spawn(program!, args, {
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0', ...STEP_ENV[step] },
    });
    const stop = () => child.pid && process.kill(-child.pid, 'SIGTERM');
    if (child.pid) running.add(child.pid);
    signal.addEventListener('abort', stop);
    let output = '';
    const streamed = STREAMED.has(step);
    child.stdout.on('data', (chunk: Buffer) => (streamed ? process.stdout.write(chunk) : (output += chunk.toString())));
    child.stderr.on('data', (chunk: Buffer) => (streamed ? process.stderr.write(chunk) : (output += chunk.toString())));
    child.on('close', (code) => {
      if (child.pid) running.delete(child.pid);
      signal.removeEventListener('abort', stop);
      resolve({ ok: code === 0, output });
    });
  });

const start = Date.now();
const steps = await runLanes(
  LANES,
  runStep,
  (s) => {
    console.log(`${s.ok ? '✔' : '✘'} ${s.step} (${(s.ms / 1000).toFixed(1)} s)`);
    if ((!s.ok || process.env.VERBOSE) && s.output) console.log(s.output);
  },
  { after: AFTER },
);
console.log(['', 'Times:', ...timingLines(steps, Date.now() - start)].join('\n'));
process.exit(steps.some((s) => !s.ok) ? 1 : 0);
