/** The "Download all data" workbook of the newest submission, at a stable address (one file per language). */
import { newestSubmissionId } from '@/lib/compile/load/load';
import { allDataResponse } from '@/lib/export/all-data-response';
import { LOCALES } from '@/lib/model/locale';
import { localeParams } from '@/lib/i18n/route-params';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await localeParams(params);
  return allDataResponse(locale, newestSubmissionId(locale));
}
