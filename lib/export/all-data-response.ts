/**
 * The build-time response of an "all data" workbook: every gas of one inventory submission in the
 * page's language, with the submission's source, licence, vintage and GWP basis.
 */
import ExcelJS from 'exceljs';
import { getTranslations } from 'next-intl/server';
import { loadGasData, loadGasList, loadSubmissions } from '@/lib/compile/load/load';
import type { Locale } from '@/lib/model/locale';
import type { SubmissionId } from '@/lib/model/submission';
import { buildAllDataWorkbook } from '@/lib/export/build-all-data-workbook';

/** The workbook of `submission` as an XLSX response; 404 for a submission that does not exist. */
export async function allDataResponse(locale: Locale, submission: SubmissionId): Promise<Response> {
  const info = loadSubmissions(locale).find((s) => s.id === submission);
  if (!info) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'ExportButtons.sheet' });
  const source = { period: 'inventory', submission } as const;
  const gases = loadGasList(locale, source).flatMap((g) => loadGasData(locale, source, g.id) ?? []);
  const labels = {
    level: t('level'),
    code: t('code'),
    name: t('name'),
    unit: t('unit'),
    levels: { total: t('total'), memo: t('memo'), sector: t('sector'), cat: t('cat'), subCat: t('subCat') },
    bunkers: { total: t('bunkersTotal'), navigation: t('bunkersNavigation'), aviation: t('bunkersAviation') },
    aboutSheet: t('aboutSheet'),
    about: {
      source: t('source'),
      address: t('address'),
      licence: t('licence'),
      vintage: t('vintage'),
      gwp: t('gwp'),
      generated: t('generated'),
    },
  };
  const workbook = buildAllDataWorkbook(ExcelJS, gases, locale, labels, info, new Date().toISOString().slice(0, 10));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Response(buffer as ArrayBuffer, {
    headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
