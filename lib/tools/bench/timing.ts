import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scaleGasFile } from '@/lib/tools/bench/synthetic';

/** Wall-clock milliseconds of one run of a command. */
export function timeCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const t0 = performance.now();
  execFileSync(command, args, { stdio: 'ignore', env });
  return performance.now() - t0;
}

/** A copy of a data folder whose gas files are `factor` times larger (bench input only). */
export function syntheticDataDir(dataDir: string, factor: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), `ghg-data-x${factor}-`));
  cpSync(dataDir, dir, { recursive: true });
  const past = path.join(dir, 'past');
  for (const name of readdirSync(past).filter((n) => n.endsWith('.yml'))) {
    const file = path.join(past, name);
    writeFileSync(file, scaleGasFile(readFileSync(file, 'utf8'), factor));
  }
  return dir;
}

/** Names of the files in a folder whose contents match a pattern. */
export function filesContaining(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).filter((name) => pattern.test(readFileSync(path.join(dir, name), 'utf8')));
}
