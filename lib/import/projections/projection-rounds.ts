/**
 * The projection rounds the site publishes: every EEA projections CSV under data/sources/ (found by
 * its header, CountryCode … Gas), each SubmissionYear of it a round. Adding the CSV of a new round
 * (with its SOURCE.md) and running `npm run import-all` (or `npm run import-projections`) writes
 * data/prognosis/{round}/{wem,wam}/{gas}.yml.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eeaRoundMeta, projectionDrafts } from '@/lib/import/projections/eea-projections';
import {
  EEA_COLUMNS,
  eeaRounds,
  eeaRoundValues,
  parseEeaCsv,
  type EeaRoundValues,
  type EeaRow,
} from '@/lib/import/projections/eea-rows';
import { buildProjectionActivityFiles } from '@/lib/import/projections/projection-activity';
import { formatGasYaml } from '@/lib/import/write-gas-yaml';
import type { GeneratedFile } from '@/lib/import/activity/activity-files';

/** An EEA projections file under the sources folder, its rows (one country's or all). */
export interface ProjectionSource {
  /** Path relative to the sources folder. */
  file: string;
  rows: EeaRow[];
}

const isEeaHeader = (line: string) => {
  const names = line
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((c) => c.trim());
  return EEA_COLUMNS.every((c) => names.includes(c));
};

/** Every CSV in the EEA projections layout one folder below `sourcesDir`, in path order. */
export function readProjectionSources(sourcesDir: string): ProjectionSource[] {
  if (!existsSync(sourcesDir)) return [];
  const out: ProjectionSource[] = [];
  for (const folder of readdirSync(sourcesDir).sort()) {
    const dir = path.join(sourcesDir, folder);
    if (!statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.csv'))
      .sort()) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      if (isEeaHeader(text.slice(0, text.search(/\r?\n/))))
        out.push({ file: `${folder}/${name}`, rows: parseEeaCsv(text) });
    }
  }
  return out;
}

/**
 * The gas files of every round of the sources and the sector-page files of the newest (paths under
 * the data folder), and lines worth printing.
 */
export function buildRoundFiles(
  sources: readonly ProjectionSource[],
  country = 'EE',
): { files: GeneratedFile[]; rounds: number[]; notes: string[] } {
  const files: GeneratedFile[] = [];
  const notes: string[] = [];
  const seen = new Map<number, string>();
  let newest: EeaRoundValues | undefined;
  for (const source of sources) {
    for (const round of eeaRounds(source.rows, country)) {
      const other = seen.get(round);
      if (other) throw new Error(`Projection round ${round} is in two sources: ${other} and ${source.file}`);
      seen.set(round, source.file);
      const values = eeaRoundValues(source.rows, country, round);
      if (!newest || round > newest.round) newest = values;
      const { drafts, unplaced } = projectionDrafts(values);
      for (const measure of ['wem', 'wam'] as const)
        for (const draft of drafts[measure])
          files.push({ path: `prognosis/${round}/${measure}/${draft.id}.yml`, text: formatGasYaml(draft) });
      if (unplaced.length > 0)
        notes.push(
          `${source.file}, round ${round}: categories with values not in the catalogue, not written: ${unplaced.join(', ')}`,
        );
    }
  }
  if (newest) {
    const years = newest.years.get('national|wem|co2eq') ?? [];
    files.push(...buildProjectionActivityFiles(newest, eeaRoundMeta(newest.round, years)));
  }
  return { files, rounds: [...seen.keys()].sort((a, b) => a - b), notes };
}

/** The gas files under data/prognosis/{round}/{wem,wam}/ that the rounds no longer write (a round folder is one import). */
export function staleRoundFiles(dataDir: string, rounds: readonly number[], written: readonly string[]): string[] {
  const keep = new Set(written);
  return rounds.flatMap((round) =>
    ['wem', 'wam'].flatMap((measure) => {
      const dir = path.join(dataDir, 'prognosis', String(round), measure);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((n) => /\.ya?ml$/.test(n))
        .map((n) => `prognosis/${round}/${measure}/${n}`)
        .filter((p) => !keep.has(p));
    }),
  );
}
