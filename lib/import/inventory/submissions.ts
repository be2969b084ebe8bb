/**
 * The inventory submissions the site publishes and where their extracts live under data/sources/:
 * the 2020 CRF submission (UNFCCC DI extract, AR4) and every CRT submission in the tidy compilation
 * (AR5), found by file name, so that adding `estonia_crt2027_category_gas_….csv` (with its memo file)
 * and running `npm run import-all` publishes the 2027 submission.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CrfRecord } from '@/lib/import/inventory/crf-csv';
import { parseCrfCsv, crfYears } from '@/lib/import/inventory/crf-csv';
import { readCrtSubmission } from '@/lib/import/inventory/crt-tidy';
import type { InventoryOrigin } from '@/lib/import/inventory/inventory';

const CRF_2020_FILE = 'unfccc-di-crf2020-estonia/estonia_unfccc_di_crf2020_1990-2018.csv';
const CRT_FOLDER = 'crt-2026-2025-estonia';
const CRT_CATEGORY_FILE = /^estonia_crt(\d{4})_category_gas_\d{4}-\d{4}\.csv$/;
const CRT_MEMO_FILE = (year: string) => new RegExp(`^estonia_crt${year}_memo_items_\\d{4}-\\d{4}\\.csv$`);
const TIDY_DOI = 'doi:10.5281/zenodo.14512139';

/** The UNFCCC's terms for its inventory data, in each language. */
export const UNFCCC_LICENCE = {
  en: 'UNFCCC data, reproduced with attribution',
  et: 'UNFCCC andmed, esitatud allikale viidates',
  ru: 'данные РКИК ООН, воспроизводятся со ссылкой на источник',
};

export interface SubmissionImport {
  submission: number;
  records: CrfRecord[];
  origin: InventoryOrigin;
  /** Lines worth printing: what the extract holds that the site does not show. */
  notes: string[];
}

const span = (years: number[]) => `${years[0]}–${years[years.length - 1]}`;

/** The 2020 CRF submission from the UNFCCC DI extract (AR4 GWP100). */
export function crf2020Submission(csv: string): SubmissionImport {
  const records = parseCrfCsv(csv);
  const years = crfYears(records);
  return {
    submission: 2020,
    records,
    origin: {
      source: "Estonia's national GHG inventory submission 2020 to the UNFCCC (CRF), via UNFCCC GHG Data Interface.",
      gwp: 'AR4 GWP100',
      meta: {
        submission: 2020,
        source: {
          en: "Estonia's national GHG inventory submission 2020 to the UNFCCC (CRF), via the UNFCCC GHG Data Interface; compiled by Gieseke & Gütschow, unfccc-detailed-data-by-party (PIK/openclimatedata)",
          et: 'Eesti 2020. aasta kasvuhoonegaaside inventuuri esitus UNFCCC-le (CRF), UNFCCC GHG Data Interface’i kaudu; koondanud Gieseke ja Gütschow, unfccc-detailed-data-by-party (PIK/openclimatedata)',
          ru: 'национальный кадастр ПГ Эстонии, представленный в РКИК ООН в 2020 году (ОФД, CRF), через интерфейс данных РКИК ООН (GHG Data Interface); свод данных: Gieseke и Gütschow, unfccc-detailed-data-by-party (PIK/openclimatedata)',
        },
        sourceUrl: 'https://github.com/openclimatedata/unfccc-detailed-data-by-party',
        licence: UNFCCC_LICENCE,
        vintage: {
          en: `2020 submission (CRF), years ${span(years)}`,
          et: `2020. aasta esitus (CRF), aastad ${span(years)}`,
          ru: `представление 2020 года (ОФД, CRF), ${span(years)} годы`,
        },
      },
    },
    notes: [],
  };
}

/** A CRT submission of the tidy compilation (AR5 GWP100) from its category and memo tables. */
export function crtSubmission(categoryCsv: string, memoCsv: string, file: string): SubmissionImport {
  const crt = readCrtSubmission(categoryCsv, memoCsv, file);
  const y = crt.submission;
  const notes = [
    ...(crt.unplaced.length
      ? [`Categories reported only as zero or notation keys, not shown: ${crt.unplaced.join(', ')}`]
      : []),
    ...crt.otherGases.map(({ gas, nonZero }) =>
      nonZero
        ? `Gas ${gas} has values: counted in the CO2 equivalent total, no gas file of its own`
        : `Gas ${gas} is reported as zero in every year: counted in the CO2 equivalent total, no gas file of its own`,
    ),
  ];
  return {
    submission: y,
    records: crt.records,
    origin: {
      source: `Estonia's national GHG inventory submission ${y} to the UNFCCC (CRT, ${crt.version}), as compiled in Tidy GHG Inventories v2 (${TIDY_DOI}), file ${file}.`,
      gwp: 'AR5 GWP100',
      meta: {
        submission: y,
        source: {
          en: `Estonia's national GHG inventory submission ${y} to the UNFCCC (CRT, ${crt.version}); compiled by W. F. Lamb, Tidy GHG Inventories v2 (${TIDY_DOI})`,
          et: `Eesti ${y}. aasta kasvuhoonegaaside inventuuri esitus UNFCCC-le (CRT, ${crt.version}); koondanud W. F. Lamb, Tidy GHG Inventories v2 (${TIDY_DOI})`,
          ru: `национальный кадастр ПГ Эстонии, представленный в РКИК ООН в ${y} году (ОТД, ${crt.version}); свод данных: W. F. Lamb, Tidy GHG Inventories v2 (${TIDY_DOI})`,
        },
        sourceUrl: 'https://doi.org/10.5281/zenodo.14512139',
        licence: 'CC BY 4.0',
        vintage: {
          en: `${y} submission (CRT), years ${span(crt.years)}`,
          et: `${y}. aasta esitus (CRT), aastad ${span(crt.years)}`,
          ru: `представление ${y} года (ОТД, CRT), ${span(crt.years)} годы`,
        },
      },
    },
    notes,
  };
}

/** Every submission whose extract is under `sourcesDir` (data/sources), oldest first. */
export function readSubmissions(sourcesDir: string): SubmissionImport[] {
  const found: SubmissionImport[] = [];
  const crf = path.join(sourcesDir, CRF_2020_FILE);
  if (existsSync(crf)) found.push(crf2020Submission(readFileSync(crf, 'utf8')));
  const crtDir = path.join(sourcesDir, CRT_FOLDER);
  const names = existsSync(crtDir) ? readdirSync(crtDir).sort() : [];
  for (const name of names) {
    const year = CRT_CATEGORY_FILE.exec(name)?.[1];
    if (!year) continue;
    const memo = names.find((n) => CRT_MEMO_FILE(year).test(n));
    if (!memo)
      throw new Error(`${path.join(crtDir, name)}: no memo table estonia_crt${year}_memo_items_….csv beside it`);
    found.push(
      crtSubmission(readFileSync(path.join(crtDir, name), 'utf8'), readFileSync(path.join(crtDir, memo), 'utf8'), name),
    );
  }
  if (found.length === 0) throw new Error(`No inventory extract found under ${sourcesDir}`);
  const years = found.map((s) => s.submission);
  if (new Set(years).size !== years.length) throw new Error(`Two extracts of one submission under ${sourcesDir}`);
  return found.sort((a, b) => a.submission - b.submission);
}
