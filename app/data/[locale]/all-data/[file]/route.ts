/** The "all data" workbook of each inventory submission: /data/{locale}/all-data/{allDataFileName(submission)}. */
import { loadSubmissions } from '@/lib/compile/load/load';
import { allDataResponse } from '@/lib/export/all-data-response';
import { allDataFileName } from '@/lib/model/gas-file';
import { LOCALES } from '@/lib/model/locale';
import { localeParams } from '@/lib/i18n/route-params';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => loadSubmissions(locale).map((s) => ({ locale, file: allDataFileName(s.id) })));
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await localeParams(params);
  const submission = loadSubmissions(locale).find((s) => allDataFileName(s.id) === file);
  return submission ? allDataResponse(locale, submission.id) : new Response('Not found', { status: 404 });
}
