/**
 * Gathers what the open-data files are built from out of the compiled data (English): every
 * inventory submission and projection round with its gases, every activity file of the sector pages
 * and content sections, the comparison and the targets.
 */
import {
  loadCompareData,
  loadGasData,
  loadGasList,
  loadPointRounds,
  loadProjectionRounds,
  loadSubmissions,
  loadTargets,
} from '@/lib/compile/load/load';
import { loadTabbedSection } from '@/lib/compile/load/load-tabbed';
import type { GasSource } from '@/lib/model/gas-file';
import type { GasData } from '@/lib/model/gas-data';
import type { Locale } from '@/lib/model/locale';
import { PERIODS } from '@/lib/model/dimensions';
import { CONTENT_SECTION_IDS } from '@/lib/model/tabbed-sections';
import { buildOpenDatasets, type ActivitySource, type OpenDataInput, type OpenDataset } from '@/lib/open-data/datasets';
import { buildOpenDataFiles } from '@/lib/open-data/files';
import { absoluteUrl } from '@/lib/seo/site-url';

function gasesOf(locale: Locale, source: GasSource): GasData[] {
  return loadGasList(locale, source).flatMap((g) => loadGasData(locale, source, g.id) ?? []);
}

/** Every activity block of every section, in section, tab and item order (a file shown twice comes twice). */
function activities(locale: Locale): ActivitySource[] {
  return [...PERIODS, ...CONTENT_SECTION_IDS].flatMap((id) =>
    loadTabbedSection(id, locale).tabs.flatMap((tab) =>
      tab.items.flatMap((item) =>
        item.blocks.flatMap((b) => (b.kind === 'activity' ? [{ file: b.file, data: b.data }] : [])),
      ),
    ),
  );
}

/** The open data's input from the compiled JSON the loaders read: English for the files, the page's language for the Data page. */
function collectOpenData(locale: Locale = 'en'): OpenDataInput {
  const submissions = loadSubmissions(locale).map((info) => ({
    info,
    gases: gasesOf(locale, { period: 'inventory', submission: info.id }),
  }));
  // The newest round's files keep their names without the round (lib/model/gas-file.ts).
  const rounds = loadProjectionRounds(locale).map((info, i) => ({
    info,
    scenarios: info.measures.map((measure) => ({
      measure,
      gases: gasesOf(
        locale,
        i === 0 ? { period: 'projections', measure } : { period: 'projections', measure, round: info.id },
      ),
    })),
  }));
  let compare;
  try {
    compare = loadCompareData(locale);
  } catch {
    compare = undefined;
  }
  return {
    locale,
    submissions,
    rounds,
    pointRounds: loadPointRounds(locale),
    activities: activities(locale),
    compare,
    targets: loadTargets(locale),
  };
}

let published: ReturnType<typeof buildOpenDataFiles> | undefined;

/** The open-data files of the compiled data, built once per process (the data route and the Data page share them). */
export function publishedOpenData(): ReturnType<typeof buildOpenDataFiles> {
  published ??= buildOpenDataFiles(collectOpenData(), absoluteUrl('/').replace(/\/$/, ''));
  return published;
}

const catalogues = new Map<Locale, OpenDataset[]>();

/** The datasets with their titles, sources, vintages and licences in a page's language (the Data page). */
export function openDataCatalogue(locale: Locale): OpenDataset[] {
  if (locale === 'en') return publishedOpenData().datasets;
  let list = catalogues.get(locale);
  if (!list) catalogues.set(locale, (list = buildOpenDatasets(collectOpenData(locale))));
  return list;
}
