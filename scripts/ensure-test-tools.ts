import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { isOnPath, listTestTools, planTestTools, type TestTool } from '@/lib/tools/test-tools';

// The first step of `npm test`: installs Chromium and nginx with apt-get when they are missing and
// this runs as root, else stops at once with the command to run.
const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const missingTools = (): TestTool[] => listTestTools(process.env).filter((t) => !isExecutable(t.path));

const host = { isRoot: process.getuid?.() === 0, hasAptGet: isOnPath('apt-get', process.env, isExecutable) };
const plan = planTestTools(missingTools(), host);
if (plan.kind === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.kind === 'install') {
  for (const [command, ...args] of plan.commands) {
    console.log(`$ ${[command, ...args].join(' ')}`);
    const run = spawnSync(command!, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  const still = missingTools();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((t) => `${t.name} at ${t.path}`).join(', ')}`);
    process.exit(1);
  }
}
