import { spawn } from 'node:child_process';
import { runLanes, timingLines, type RunStep } from '@/lib/tools/lanes';

// `npm test`: the checks and builds in two lanes side by side (type check, lint, unit tests and the
// validation of the built HTML, once the build has ended, in one; the site's build and its build
// under a sub-path in the other), then the browser tests, which need both builds. Each step's output
// is printed when it ends.
const LANES = [
  ['typecheck', 'lint', 'test:unit', 'validate-html'],
  ['build', 'build-subpath'],
] as const;
const AFTER = { 'validate-html': 'build' };

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
    const child = spawn('npm', ['run', '--silent', step], {
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const stop = () => child.pid && process.kill(-child.pid, 'SIGTERM');
    if (child.pid) running.add(child.pid);
    signal.addEventListener('abort', stop);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
    if (!s.ok || process.env.VERBOSE) console.log(s.output);
  },
  { after: AFTER },
);
if (steps.some((s) => !s.ok)) process.exit(1);

const e2eStart = Date.now();
const e2e = spawn('npm', ['run', '--silent', 'test:e2e'], { stdio: 'inherit' });
const code: number = await new Promise((resolve) => e2e.on('close', (c) => resolve(c ?? 1)));
steps.push({ step: 'test:e2e', ok: code === 0, ms: Date.now() - e2eStart, output: '' });
console.log(['', 'Times:', ...timingLines(steps, Date.now() - start)].join('\n'));
process.exit(code);
