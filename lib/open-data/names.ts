/**
 * The names of the open-data resources (datapackage.json) and the Data page's address of each, for
 * the files and for the links under the charts ("all data behind this chart").
 */

export const inventoryDatasetName = (submission: string) => `inventory-submission-${submission}`;
export const projectionsDatasetName = (round: string) => `projections-round-${round}`;
const EFFORT_SHARING_NAME = 'effort-sharing';
/** The activity file that is the effort-sharing series (emissions, projections and the 2030 limit). */
export const EFFORT_SHARING_FILE = 'sectors/ets_esr/total_projections.yml';

/** Path of an activity file under the data folder, from `sectors/…` or a content section's folder on. */
export function activityPath(file: string): string {
  const parts = file.split('/');
  return parts.slice(parts.lastIndexOf('data') + 1).join('/');
}

/** Resource name of an activity file, e.g. data/sectors/transport/road_transport.yml → activity-sectors-transport-road-transport. */
export function activityDatasetName(file: string): string {
  const rel = activityPath(file);
  if (rel === EFFORT_SHARING_FILE) return EFFORT_SHARING_NAME;
  return `activity-${rel
    .replace(/\.ya?ml$/, '')
    .toLowerCase()
    .replace(/[^-a-z0-9.]+/g, '-')}`;
}

/** The Data page of a locale, at a dataset's entry when one is named. */
export const dataPagePath = (locale: string, dataset?: string) => `/${locale}/data/${dataset ? `#${dataset}` : ''}`;

/** The Data page's entry of the dataset behind a chart page's chart: the projection round shown, else the inventory submission. */
export const chartDataPath = (locale: string, submission: string, round?: string) =>
  dataPagePath(locale, round ? projectionsDatasetName(round) : inventoryDatasetName(submission));
