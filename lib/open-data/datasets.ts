/**
 * The open-data files: one per inventory submission and projection round (versioned addresses, with
 * a `latest` alias), the effort-sharing series, one per activity file of the sector pages and content
 * sections, the comparison with the neighbours and the targets. Built from the compiled data alone,
 * so a new submission, round or activity file gets its file without a change here.
 */
import type { GasData } from '@/lib/model/gas-data';
import type { SubmissionInfo } from '@/lib/model/submission';
import type { PointRound, ProjectionRoundInfo } from '@/lib/model/projection-round';
import type { LocalisedActivity } from '@/lib/model/activity';
import type { CompareData } from '@/lib/model/compare';
import type { Target } from '@/lib/model/targets';
import type { Locale } from '@/lib/model/locale';
import { gasRows } from '@/lib/open-data/gas-rows';
import { activityRows } from '@/lib/open-data/activity-rows';
import { compareDatasets, targetDatasets } from '@/lib/open-data/other-datasets';
import { pointDatasets } from '@/lib/open-data/point-datasets';
import { tidyCsv, tidySchema } from '@/lib/open-data/tidy';
import {
  activityDatasetName,
  activityPath,
  EFFORT_SHARING_FILE,
  inventoryDatasetName,
  projectionsDatasetName,
} from '@/lib/open-data/names';

/** What a file's figures come from. */
export interface DatasetSource {
  title: string;
  url: string;
  vintage: string;
  licence: string;
  basis?: string;
}

/** One file of the data package. `path` is relative to the package's folder; `aliases` serve the same bytes. */
export interface OpenDataset {
  name: string;
  path: string;
  aliases: string[];
  kind: 'inventory' | 'projections' | 'effort-sharing' | 'activity' | 'compare' | 'targets';
  /** The submission or round of a versioned file. */
  edition?: string;
  title: string;
  description: string;
  source: DatasetSource;
  schema: Record<string, unknown>;
  csv: string;
}

/** An activity file as a section compiles it; `file` is its path under the data folder (e.g. data/sectors/transport/road_transport.yml). */
export interface ActivitySource {
  file: string;
  data: LocalisedActivity;
}

/** Everything the files are built from, in one language (English for the published files). */
export interface OpenDataInput {
  /** The language of the datasets' sources, vintages and licences (English for the files). */
  locale: Locale;
  /** Newest first. */
  submissions: { info: SubmissionInfo; gases: GasData[] }[];
  /** Newest first. */
  rounds: { info: ProjectionRoundInfo; scenarios: { measure: string; gases: GasData[] }[] }[];
  /** Rounds reported only as totals at points in time, newest first. */
  pointRounds: PointRound[];
  activities: ActivitySource[];
  compare?: CompareData;
  targets: Target[];
}

const scenarioName = (measure: string) => measure.toUpperCase();

function inventoryDatasets(input: OpenDataInput): OpenDataset[] {
  return input.submissions.map(({ info, gases }, i) => {
    const name = inventoryDatasetName(info.id);
    const rows = gases.flatMap((g) =>
      gasRows(g, { dataset: name, submissionOrRound: info.id, scenario: '', gwp: info.gwp }),
    );
    return {
      name,
      path: `inventory/submission-${info.id}.csv`,
      aliases: i === 0 ? ['inventory/latest.csv'] : [],
      edition: info.id,
      kind: 'inventory',
      title: `Greenhouse gas inventory of Estonia, ${info.id} submission (${info.firstYear}–${info.lastYear})`,
      description: `Emissions and removals by gas, sector, category${info.levels.includes('subCat') ? ' and sub-category' : ''} and year as reported to the UNFCCC in the ${info.id} submission; CO2-equivalent figures with ${info.gwp}. Totals, memo items and each level are rows of their own: sum one level only.`,
      source: { title: info.source, url: info.sourceUrl, vintage: info.vintage, licence: info.licence },
      schema: tidySchema(),
      csv: tidyCsv(rows),
    };
  });
}

/** Every round's file, newest first; `latest.csv` serves the newest, whether it has categories or only totals. */
function projectionDatasets(input: OpenDataInput): OpenDataset[] {
  const full = input.rounds.map(({ info, scenarios }): OpenDataset => {
    const name = projectionsDatasetName(info.id);
    const rows = scenarios.flatMap(({ measure, gases }) =>
      gases.flatMap((g) =>
        gasRows(g, { dataset: name, submissionOrRound: info.id, scenario: scenarioName(measure), gwp: info.gwp }),
      ),
    );
    return {
      name,
      path: `projections/round-${info.id}.csv`,
      aliases: [],
      edition: info.id,
      kind: 'projections',
      title: `Greenhouse gas projections of Estonia, ${info.id} round`,
      description: `National projections reported in ${info.id}, by scenario (${scenarios.map((s) => scenarioName(s.measure)).join(', ')}), gas, sector and category; CO2-equivalent figures with ${info.gwp}. Years before ${info.projectionsYear} are the inventory reported with the projections, not projected.`,
      source: { title: info.source, url: info.sourceUrl, vintage: info.vintage, licence: info.licence },
      schema: tidySchema(),
      csv: tidyCsv(rows),
    };
  });
  const all = [...full, ...pointDatasets(input.pointRounds)].sort((a, b) => Number(b.edition) - Number(a.edition));
  return all.map((d, i) => (i === 0 ? { ...d, aliases: ['projections/latest.csv'] } : d));
}

/**
 * The source alone out of an activity file's source line, which the compile writes as "source.
 * Basis: …. Vintage: …. Licence: …" in the page's language (lib/compile/compile/localise-activity.ts).
 */
const SOURCE_LINE_PARTS = /\. (Basis|Vintage|Licence|Alus|Andmete versioon|Litsents|Основа|Версия данных|Лицензия): /;

/**
 * Where an activity file's figures come from. A file taken from an inventory submission without a
 * licence or address of its own (the sector pages' category charts) has its submission's: the one
 * whose year its source names.
 */
function activitySource(data: LocalisedActivity, submissions: OpenDataInput['submissions']): DatasetSource {
  const line = data.source ?? '';
  const at = line.search(SOURCE_LINE_PARTS);
  const title = at >= 0 ? line.slice(0, at) : line;
  const submission = submissions.find(({ info }) => new RegExp(`\\b${info.id}\\b`).test(title))?.info;
  return {
    title,
    url: data.sourceUrl ?? submission?.sourceUrl ?? '',
    vintage: data.vintage ?? '',
    licence: data.licence ?? submission?.licence ?? '',
    ...(data.basis ? { basis: data.basis } : {}),
  };
}

function activityDatasets(input: OpenDataInput): OpenDataset[] {
  const seen = new Set<string>();
  return input.activities.flatMap(({ file, data }) => {
    const rel = activityPath(file);
    if (seen.has(rel)) return [];
    seen.add(rel);
    const esr = rel === EFFORT_SHARING_FILE;
    const name = activityDatasetName(file);
    const rows = activityRows(data, { dataset: name });
    if (rows.length === 0) return [];
    return [
      {
        name,
        path: esr ? 'effort-sharing.csv' : `activity/${rel.replace(/\.ya?ml$/, '.csv')}`,
        aliases: [],
        kind: esr ? 'effort-sharing' : 'activity',
        title: esr ? `Effort-sharing (ESR) emissions, projections and the 2030 limit of Estonia` : data.title,
        description: [data.title, data.unit && `Unit: ${data.unit}`, data.basis && `Basis: ${data.basis}`]
          .filter(Boolean)
          .join('. '),
        source: activitySource(data, input.submissions),
        schema: tidySchema(),
        csv: tidyCsv(rows),
      } satisfies OpenDataset,
    ];
  });
}

/** Every open-data file, in the order the package lists them. */
export function buildOpenDatasets(input: OpenDataInput): OpenDataset[] {
  const activity = activityDatasets(input);
  return [
    ...inventoryDatasets(input),
    ...projectionDatasets(input),
    ...activity.filter((d) => d.kind === 'effort-sharing'),
    ...compareDatasets(input.compare),
    ...targetDatasets(input.targets, input.locale),
    ...activity.filter((d) => d.kind === 'activity'),
  ];
}
