/** The words every view's title, table and series share, in the page's language. */
import type { ViewOptions } from '@/lib/charts/shown/datasets';
import type { Locale } from '@/lib/model/locale';
import type { Level } from '@/lib/model/dimensions';
import type { ViewWords } from '@/lib/views/types';

/** The title of a level of a gas, e.g. "CO2 eq — total". */
export const levelTitle = (t: ViewWords, gasName: string, level: Level): string =>
  t('levelTitle', { gas: gasName, level: t(`level.${level}`) });

/** How a view names its series: in the page's language, the rest of a part as "Rest of …". */
export const viewOptions = (locale: Locale, t: ViewWords): ViewOptions => ({
  locale,
  restOf: (name: string) => t('restOf', { name }),
});
