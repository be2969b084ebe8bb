/** The embed's link to the same view on the chart page (filters, table, downloads), in a new tab. */
import { BASE_PATH } from '@/lib/url-state/base-path';
import { chartPagePath } from '@/lib/url-state/embed';
import type { Period } from '@/lib/model/dimensions';
import type { Locale } from '@/lib/model/locale';

export function FullViewLink({
  locale,
  period,
  query,
  label,
}: {
  locale: Locale;
  period: Period;
  query: string;
  label: string;
}) {
  return (
    <p>
      <a href={chartPagePath(BASE_PATH, locale, period, query)} target="_blank" rel="noopener" data-testid="full-view">
        {label}
      </a>
    </p>
  );
}
