'use client';
/**
 * The matrix table's island: the year is read from the address (`?year=`, lib/url-state/matrix-year)
 * and written back with history.replaceState when the reader picks another. It sits inside
 * <Suspense> whose fallback is the newest year's table, so the exported HTML is complete without
 * JavaScript.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { matrixYear } from '@/lib/charts/shown/matrix';
import type { LocalisedActivity } from '@/lib/model/activity';
import type { Locale } from '@/lib/model/locale';
import { parseMatrixYear, serializeMatrixYear } from '@/lib/url-state/matrix-year';
import { MatrixTable } from '@/components/activity/MatrixTable';
import { DownloadButtons, saveFiles, type DownloadWords } from '@/components/activity/DownloadButtons';
import { matrixExportTable } from '@/lib/export/matrix-table';

interface Props {
  activity: LocalisedActivity;
  years: number[];
  locale: Locale;
  /** Words of the table; the caption's `{year}` is filled per year. */
  words: { year: string; show: string; caption: string; corner: string };
  /** The download row's words and the lines under the workbook's table (unit, notation keys, source). */
  downloads: { words: DownloadWords; notes: string[] };
}

export function MatrixExplorer({ activity, years, locale, words, downloads }: Props) {
  const searchParams = useSearchParams();
  const [year, setYear] = useState(() => {
    const { year: parsed, problem } = parseMatrixYear(searchParams.toString(), years);
    if (process.env.NODE_ENV === 'development' && problem) console.warn('Ignored parameter:', problem);
    return parsed;
  });
  useEffect(() => {
    const url = new URL(window.location.href);
    const query = serializeMatrixYear(url.search, year, years);
    if (url.search.replace(/^\?/, '') === query) return;
    url.search = query;
    window.history.replaceState(null, '', url);
  }, [year, years]);
  // Marks the table once the island has taken over from the pre-rendered newest year (browser tests wait for it).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const matrix = matrixYear(activity, year);
  const caption = words.caption.replace('{year}', String(year));
  const xlsx = async () => {
    const { footerOf, saveXlsx } = await saveFiles();
    const table = matrixExportTable(matrix, words.corner, activity.unit ?? '', downloads.words.unit);
    await saveXlsx(table, footerOf(downloads.words.footer), [caption, ...downloads.notes]);
  };
  return (
    <>
      <MatrixTable
        ready={ready}
        id={activity.id}
        matrix={matrix}
        years={years}
        locale={locale}
        labels={{ ...words, caption: (y) => words.caption.replace('{year}', String(y)) }}
        onYear={setYear}
      />
      <DownloadButtons words={downloads.words} xlsx={xlsx} />
    </>
  );
}
