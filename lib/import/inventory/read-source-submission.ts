/**
 * One inventory extract named on the command line (`--source`), whatever its format: the UNFCCC DI
 * extract, a CRT tidy category table (with `--memo`), or the PRIMAP2 interchange format (with its
 * YAML beside it). `--submission <year>` says which submission it is, unless the file says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  crf2020Submission,
  crtSubmission,
  UNFCCC_LICENCE,
  type SubmissionImport,
} from '@/lib/import/inventory/submissions';
import { isPrimap2Header, readPrimap2 } from '@/lib/import/inventory/primap2';
import { crfYears } from '@/lib/import/inventory/crf-csv';

const isCrtTidyHeader = (line: string) => line.includes('year_submission') && line.includes('sector_code');

/** What the command line says about an extract. */
interface SourceOptions {
  submission?: string;
  memo?: string;
  area?: string;
  sourceUrl?: string;
  licence?: string;
}

/** Reads the extract at `source` as a submission; throws when the submission year cannot be known. */
export function readSourceSubmission(source: string, options: SourceOptions): SubmissionImport {
  const text = readFileSync(source, 'utf8');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const given = options.submission;
  if (isCrtTidyHeader(firstLine)) {
    const memo = options.memo;
    if (!memo) throw new Error(`${source} is a CRT tidy table: pass its memo items table with --memo <file>`);
    return crtSubmission(text, readFileSync(memo, 'utf8'), path.basename(source));
  }
  if (!given || !/^\d{4}$/.test(given))
    throw new Error(`Pass the submission year of ${source} with --submission <year>`);
  const submission = Number(given);
  if (!isPrimap2Header(firstLine)) {
    const crf = crf2020Submission(text);
    if (submission !== 2020) throw new Error(`${source}: the UNFCCC DI extract is read as the 2020 submission only`);
    return crf;
  }
  const base = source.replace(/\.csv$/i, '');
  const yamlPath = [`${base}.yaml`, `${base}.yml`].find((p) => existsSync(p));
  const read = readPrimap2(
    text,
    yamlPath ? readFileSync(yamlPath, 'utf8') : undefined,
    options.area ?? 'EST',
    path.basename(source),
  );
  const years = crfYears(read.records);
  const span = `${years[0]}–${years[years.length - 1]}`;
  const description = `${read.description} (${path.basename(source)}, PRIMAP2 interchange format, categories ${read.terminology}${read.gwp ? `, ${read.gwp}` : ''})`;
  return {
    submission,
    records: read.records,
    origin: {
      source: `${description}.`,
      ...(read.gwp ? { gwp: read.gwp } : {}),
      meta: {
        submission,
        source: { en: description, et: description },
        sourceUrl: options.sourceUrl ?? 'https://unfccc.int/ghg-inventories-annex-i-parties',
        licence: options.licence ?? UNFCCC_LICENCE,
        vintage: {
          en: `${submission} submission, years ${span}`,
          et: `${submission}. aasta esitus, aastad ${span}`,
          ru: `представление ${submission} года, ${span} годы`,
        },
      },
    },
    notes: [
      ...(yamlPath ? [] : [`No YAML metadata beside ${source}; read the CSV alone`]),
      ...(read.unplaced.length ? [`Categories (${read.terminology}) not imported: ${read.unplaced.join(', ')}`] : []),
      ...(read.otherEntities.length ? [`Entities without a gas on the site: ${read.otherEntities.join(', ')}`] : []),
    ],
  };
}
