/**
 * The addresses of the open-data files under /data/open/ and their bytes: datapackage.json, each
 * dataset's CSV and its aliases (`latest`). Addresses are versioned by submission and round, so an
 * address keeps its meaning when a newer one arrives.
 */
import { buildOpenDatasets, type OpenDataInput, type OpenDataset } from '@/lib/open-data/datasets';
import { buildPackage, type PackageSite } from '@/lib/open-data/package';

/** The folder of the package on the site. */
export const OPEN_DATA_FOLDER = '/data/open';
export const PACKAGE_FILE = 'datapackage.json';

/** A published file: its path under OPEN_DATA_FOLDER, content type and text. */
interface OpenDataFile {
  path: string;
  contentType: string;
  text: string;
}

/** The datasets and every file of the package, datapackage.json first. */
export function buildOpenDataFiles(
  input: OpenDataInput,
  siteUrl: string,
): { datasets: OpenDataset[]; files: OpenDataFile[] } {
  const datasets = buildOpenDatasets(input);
  const site: PackageSite = { siteUrl, folder: OPEN_DATA_FOLDER };
  const csv = 'text/csv; charset=utf-8';
  return {
    datasets,
    files: [
      {
        path: PACKAGE_FILE,
        contentType: 'application/json; charset=utf-8',
        text: `${JSON.stringify(buildPackage(datasets, site), null, 2)}\n`,
      },
      ...datasets.flatMap((d) => [d.path, ...d.aliases].map((path) => ({ path, contentType: csv, text: d.csv }))),
    ],
  };
}

/** Site address of a file of the package (without the base path), e.g. /data/open/inventory/latest.csv. */
export const openDataAddress = (path: string) => `${OPEN_DATA_FOLDER}/${path}`;
