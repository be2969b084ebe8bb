/**
 * The Frictionless Data Package descriptor (datapackage.json) of the open-data files: the package's
 * title, description, licences and sources, and per resource its path, schema, source with address
 * and vintage, licence and how to cite it. Profile `tabular-data-package`: every resource is a CSV
 * with a Table Schema.
 */
import type { DatasetSource, OpenDataset } from '@/lib/open-data/datasets';

/** Where the package is published, for its citation and home page (origin plus base path). */
export interface PackageSite {
  /** e.g. https://ghg.envir.ee */
  siteUrl: string;
  /** The package's own folder on the site, e.g. /data/open */
  folder: string;
}

const PACKAGE_TITLE = "Estonia's greenhouse gas emissions: inventory and projections (open data)";

/** A licence text of a source as a Data Package licence: an Open Definition id where one fits. */
function licenceOf(text: string): { name: string; path?: string; title: string } {
  if (/CC BY 4\.0/.test(text))
    return { name: 'CC-BY-4.0', path: 'https://creativecommons.org/licenses/by/4.0/', title: text };
  if (/ODbL/.test(text))
    return { name: 'ODbL-1.0', path: 'https://opendatacommons.org/licenses/odbl/1-0/', title: text };
  return { name: 'other-at', title: text };
}

/** How to cite one file: the source first, then this compilation with its address. */
function citationOf(dataset: Pick<OpenDataset, 'title' | 'path'>, source: DatasetSource, site: PackageSite): string {
  const vintage = source.vintage ? ` (${source.vintage})` : '';
  return `${source.title}${vintage}. Compiled as "${dataset.title}" in ${PACKAGE_TITLE}, ${site.siteUrl}${site.folder}/${dataset.path}`;
}

const sourceEntry = (s: DatasetSource) => ({
  title: s.title,
  ...(s.url ? { path: s.url } : {}),
  ...(s.vintage ? { vintage: s.vintage } : {}),
});

/** The descriptor of the package, plain JSON. */
export function buildPackage(datasets: readonly OpenDataset[], site: PackageSite): Record<string, unknown> {
  const unique = <T>(items: T[]) => [...new Map(items.map((x) => [JSON.stringify(x), x])).values()];
  return {
    profile: 'tabular-data-package',
    name: 'estonia-ghg-emissions',
    title: PACKAGE_TITLE,
    description:
      "Every series shown on the site, as tidy CSV files (one observation a row): Estonia's greenhouse gas inventory of each submission to the UNFCCC, the national projections of each round, the effort-sharing (ESR) series, every activity series of the sector pages and content sections, the comparison with the neighbours and the EU27, and the published targets. Submissions and rounds are never joined: each has its file, its GWP basis and its vintage. A figure the source does not give is never written as 0: the row has an empty value and the source's notation key where it gives one, or no row at all.",
    homepage: `${site.siteUrl}/en/data/`,
    keywords: ['greenhouse gas', 'GHG inventory', 'projections', 'Estonia', 'UNFCCC', 'CRT', 'effort sharing'],
    licenses: unique(datasets.map((d) => licenceOf(d.source.licence))),
    sources: unique(datasets.map((d) => sourceEntry(d.source))),
    citation: `${PACKAGE_TITLE}, ${site.siteUrl}${site.folder}/datapackage.json. Cite the source of each file as its resource says.`,
    resources: datasets.map((d) => ({
      name: d.name,
      path: d.path,
      profile: 'tabular-data-resource',
      title: d.title,
      description: d.description,
      format: 'csv',
      mediatype: 'text/csv',
      encoding: 'utf-8',
      dialect: { delimiter: ',', quoteChar: '"', header: true, lineTerminator: '\r\n' },
      licenses: [licenceOf(d.source.licence)],
      sources: [sourceEntry(d.source)],
      ...(d.source.basis ? { basis: d.source.basis } : {}),
      citation: citationOf(d, d.source, site),
      schema: d.schema,
    })),
  };
}
