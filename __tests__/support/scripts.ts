import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { compileDataDir } from '@/lib/compile/run-compile';
import { issueReport } from '@/lib/tools/build-steps/compile-cli';

// The scripts of scripts/ as the tests run them: as commands, and check-data's findings in process.

/**
 * Runs `scripts/<script>.ts` as `npm run` does, through tsx, and returns its exit status and output.
 * Node loads tsx's hooks itself (`--import tsx`): tsx's own command would start a second Node
 * process for every run.
 */
export function runScript(script: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { encoding: 'utf8', env });
}

/**
 * The lines `npm run check-data -- --data-dir <dataDir>` prints for the data's issues, found in this
 * process: for tests of the rules, beside the one test of the command's own output and exit status.
 */
export function checkDataLines(dataDir: string, messagesDir = 'messages'): string[] {
  const dir = path.resolve(dataDir);
  return issueReport(compileDataDir(dir), messagesDir, dir);
}
