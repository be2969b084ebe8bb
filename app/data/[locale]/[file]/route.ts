/**
 * Per-gas JSON for the chart islands, written as static files at build time under the names of
 * gasFileName(): /data/{locale}/inventory-{submission}-{gas}.json and /data/{locale}/{wem|wam}-{gas}.json.
 */
import { loadGasData, loadGasList, loadSubmissions } from '@/lib/compile/load';
import { gasFileName, type GasSource } from '@/lib/model/gas-file';
import type { GasId } from '@/lib/model/gas';
import { isLocale, LOCALES, type Locale } from '@/lib/model/locale';
import { MEASURES } from '@/lib/model/types';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every file of a locale, by name. */
function filesOf(locale: Locale): Map<string, { source: GasSource; gas: GasId }> {
  const sources: GasSource[] = [
    ...loadSubmissions(locale).map((s): GasSource => ({ period: 'inventory', submission: s.id })),
    ...MEASURES.map((measure): GasSource => ({ period: 'projections', measure })),
  ];
  return new Map(
    sources.flatMap((source) =>
      loadGasList(locale, source).map((g) => [gasFileName(source, g.id), { source, gas: g.id }] as const),
    ),
  );
}

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => [...filesOf(locale).keys()].map((file) => ({ locale, file })));
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const entry = filesOf(locale).get(file);
  const data = entry ? loadGasData(locale, entry.source, entry.gas) : undefined;
  return data ? Response.json(data) : new Response('Not found', { status: 404 });
}
