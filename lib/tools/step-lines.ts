import type { StepResult } from '@/lib/import/import-steps';

/** The lines a script prints for an import step: its notes, removed files, and how many it wrote. */
export function stepLines(name: string, dataDir: string, result: StepResult): string[] {
  return [
    ...result.notes,
    ...result.removed.map((p) => `Removed ${p} (nothing to show)`),
    `${name}: wrote ${result.written.length} files under ${dataDir}`,
  ];
}
