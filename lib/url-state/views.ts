/**
 * The views of the chart pages (URL parameter `view`): their names, apart from their modules
 * (lib/views/registry) so that the address and the view switch of the first view
 * (components/filters/ViewSwitch) load no more than the names.
 */

/**
 * How the values are shown: as reported, as % change since the first year shown, as % shares, as
 * the revisions between two inventory submissions, per person, as the changes between two years
 * that add up from the first year's total to the last one's (drivers), or (projections page) a
 * projection against what the newest inventory reports for the same years (outturn), or each
 * round's projection of the same years side by side (outlook).
 */
export const VIEWS = [
  'absolute',
  'change',
  'share',
  'revisions',
  'per-capita',
  'drivers',
  'outturn',
  'outlook',
] as const;
export type ViewMode = (typeof VIEWS)[number];

/** The view of an address without `view` (never written). */
export const DEFAULT_VIEW: ViewMode = 'absolute';
