/**
 * The "Download all data" workbook, generated once at build time as a static file
 * (no exceljs in the browser, one cacheable file per language): one sheet per gas and
 * a sheet with source, licence, data vintage and citation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { getTranslations } from 'next-intl/server';
import { loadGasData, loadGasList } from '@/lib/compile/load';
import { buildAllDataWorkbook } from '@/lib/export/build-all-data-workbook';
import { extractSourceFacts } from '@/lib/export/source-facts';
import { isLocale, LOCALES } from '@/lib/model/locale';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

const SOURCE_FILE = path.join(process.cwd(), 'data', 'sources', 'unfccc-di-crf2020-estonia.md');

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'ExportButtons.sheet' });
  const gases = loadGasList(locale, 'inventory').flatMap((g) => loadGasData(locale, 'inventory', g.id) ?? []);
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
      licence: t('licence'),
      vintage: t('vintage'),
      citation: t('citation'),
      generated: t('generated'),
    },
  };
  const facts = extractSourceFacts(readFileSync(SOURCE_FILE, 'utf8'));
  const workbook = buildAllDataWorkbook(ExcelJS, gases, locale, labels, facts, new Date().toISOString().slice(0, 10));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Response(buffer as ArrayBuffer, {
    headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
