/**
 * Regenerates data/past/{submission}/{gas}.yml and data/proportions.yml. Without --source it reads
 * every inventory extract under data/sources/ (lib/import/inventory/submissions.ts): the 2020 CRF submission
 * and each CRT submission. With --source it imports one extract as the submission --submission:
 * the UNFCCC DI extract, a CRT tidy category table (with --memo <memo table>), or a submission in the
 * PRIMAP2 interchange format (CSV with its YAML metadata beside it).
 * Usage: npm run import-inventory [-- --source <csv> --submission <year> --memo <csv> --area EST --source-url <url>
 *   --licence <text> --data-dir <dir> --sources <dir>]
 */
import path from 'node:path';
import { readSourceSubmission } from '@/lib/import/inventory/read-source-submission';
import { readSubmissions } from '@/lib/import/inventory/submissions';
import { looseInventoryFiles, writeInventory } from '@/lib/import/inventory/write-inventory';
import { argValue, SOURCES_DIR } from '@/lib/tools/cli-args';

function main(): void {
  const argv = process.argv;
  const dataDir = path.resolve(argValue(argv, '--data-dir') ?? process.env.DATA_DIR ?? 'data');
  const source = argValue(argv, '--source');
  const submissions = source
    ? [
        readSourceSubmission(path.resolve(source), {
          submission: argValue(argv, '--submission'),
          memo: argValue(argv, '--memo'),
          area: argValue(argv, '--area'),
          sourceUrl: argValue(argv, '--source-url'),
          licence: argValue(argv, '--licence'),
        }),
      ]
    : readSubmissions(argValue(argv, '--sources') ?? SOURCES_DIR);
  for (const s of submissions) for (const note of s.notes) console.log(`${s.submission}: ${note}`);
  const written = writeInventory(dataDir, submissions);
  const loose = looseInventoryFiles(dataDir);
  if (loose.length)
    console.warn(`data/past/ still holds ${loose.join(', ')}: gas files belong in data/past/<submission>/`);
  console.log(
    `Wrote ${written.length} files to ${dataDir} from the submissions ${submissions.map((s) => s.submission).join(', ')}`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
