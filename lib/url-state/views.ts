/**
 * The views of the chart pages (URL parameter `view`), apart from the rest of the filters so that the
 * view switch of the first view (components/filters/ViewSwitch) loads no more than their names.
 */

/**
 * How the values are shown: as reported, as % change since the first year shown, as % shares, as
 * the revisions between two inventory submissions, per person, as the changes between two years
 * that add up from the first year's total to the last one's (drivers), or (projections page) a
 * projection against what the newest inventory reports for the same years (outturn).
 */
export const VIEWS = ['absolute', 'change', 'share', 'revisions', 'per-capita', 'drivers', 'outturn'] as const;
export type ViewMode = (typeof VIEWS)[number];
