import { ENERGY_INDUSTRY_SERIES } from '@/lib/import/activity/series-energy-industry';
import { LAND_WASTE_SERIES } from '@/lib/import/activity/series-land-waste';
import type { SeriesSpec } from '@/lib/import/activity/series-spec';

/** Every activity file generated from the inventory, with its rows and its submission, sector by sector. */
export const SERIES_SPECS: readonly SeriesSpec[] = [...ENERGY_INDUSTRY_SERIES, ...LAND_WASTE_SERIES];
