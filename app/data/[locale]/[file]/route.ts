/**
 * Per-gas JSON for the chart island, written as static files at build time:
 * /data/{locale}/inventory-{gas}.json and /data/{locale}/{wem|wam}-{gas}.json.
 */
import { GAS_IDS, type GasId } from '@/lib/model/gas';
import { loadGasData, loadGasList } from '@/lib/compile/load';
import { MEASURES, type Measure } from '@/lib/model/types';
import { isLocale, type Locale, LOCALES } from '@/lib/model/locale';

export const dynamic = 'force-static';
export const dynamicParams = false;

type Source = 'inventory' | Measure;
const SOURCES: readonly Source[] = ['inventory', ...MEASURES];

function gasesOf(locale: Locale, source: Source): GasId[] {
  const list = source === 'inventory' ? loadGasList(locale, 'inventory') : loadGasList(locale, 'projections', source);
  return list.map((g) => g.id);
}

export function generateStaticParams() {
  return LOCALES.flatMap((locale) =>
    SOURCES.flatMap((source) => gasesOf(locale, source).map((gas) => ({ locale, file: `${source}-${gas}.json` }))),
  );
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const m = /^(inventory|wem|wam)-([a-z0-9]+)\.json$/.exec(file);
  const gas = m?.[2] as GasId | undefined;
  if (!isLocale(locale) || !m || !gas || !GAS_IDS.includes(gas)) return new Response('Not found', { status: 404 });
  const source = m[1] as Source;
  const data =
    source === 'inventory' ? loadGasData(locale, 'inventory', gas) : loadGasData(locale, 'projections', gas, source);
  return data ? Response.json(data) : new Response('Not found', { status: 404 });
}
