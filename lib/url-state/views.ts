/**
 * The views of the chart pages (URL parameter `view`), apart from the rest of the filters so that the
 * view switch of the first view (components/filters/ViewSwitch) loads no more than their names.
 */

/**
 * How the values are shown: as reported, as % change since the first year shown, as % shares, as
 * the revisions between two inventory submissions, per person, or as the changes between two years
 * that add up from the first year's total to the last one's (drivers).
 */
export const VIEWS = ['absolute', 'change', 'share', 'revisions', 'per-capita', 'drivers'] as const;
export type ViewMode = (typeof VIEWS)[number];
