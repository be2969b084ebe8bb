/**
 * Records in data/translations.yml that the translations named translate their English originals
 * as they are now: run it after bringing a translation along. Names are files or folders: a
 * translation (data/…/x_ru.md, messages/ru/X.json), an English original (all its translations),
 * a data file (all its values); `--all` records every translation (only when all were checked).
 * Usage: npm run translations:update -- <files…> | --all [--data-dir <dir> --messages-dir <dir>]
 */
import path from 'node:path';
import { writeUpdatedRecord } from '@/lib/compile/translations/update';
import { compileOptions } from '@/lib/tools/build-steps/compile-cli';

const { dataDir, messagesDir } = compileOptions(process.argv, process.env);
const args = process.argv.slice(2);
const names = args.filter(
  (a, i) => !a.startsWith('--') && !['--data-dir', '--messages-dir'].includes(args[i - 1] ?? ''),
);
if (names.length === 0 && !args.includes('--all')) {
  console.error('Name the translations brought along: npm run translations:update -- <files or folders> (or --all)');
  process.exit(1);
}
try {
  const targets = args.includes('--all') ? 'all' : names.map((n) => path.resolve(n));
  const updated = writeUpdatedRecord(dataDir, path.resolve(messagesDir), targets);
  for (const id of updated) console.log(`recorded ${id}`);
  console.log(`${updated.length} translation(s) recorded in ${path.join(dataDir, 'translations.yml')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
