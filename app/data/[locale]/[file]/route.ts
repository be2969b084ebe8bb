/**
 * Per-gas JSON for the chart islands: each file the compiler wrote for a gas (its core and its
 * categories, named by gasFileName), copied as it is to /data/{locale}/ for every submission,
 * every scenario of every projection round and of the newest round (the default), e.g.
 * /data/{locale}/inventory-2026-co2eq.json, /data/{locale}/inventory-2026-co2eq-categories.json,
 * /data/{locale}/wem-co2eq.json (newest round), /data/{locale}/projections-2019-wem-co2eq.json; and
 * each chart island's file (its data and messages), /data/{locale}/chart-inventory.json and
 * /data/{locale}/chart-projections.json.
 */
import { loadGasFileText, loadGasList, loadProjectionRounds, loadSubmissions } from '@/lib/compile/load/load';
import { pickIslandMessages } from '@/lib/i18n/island-messages';
import { loadMessages } from '@/lib/i18n/messages';
import { GAS_FILE_PARTS, gasFileName, islandFileName, type GasFilePart, type GasSource } from '@/lib/model/gas-file';
import { loadIslandFile } from '@/lib/page-data/chart-page';
import type { GasId } from '@/lib/model/gas';
import { isLocale, LOCALES, type Locale } from '@/lib/model/locale';
import { MEASURES, PERIODS, type Period } from '@/lib/model/dimensions';

export const dynamic = 'force-static';
export const dynamicParams = false;

type DataFile = { source: GasSource; gas: GasId; part: GasFilePart } | { island: Period };

/** Every file of a locale, by name. */
function filesOf(locale: Locale): Map<string, DataFile> {
  const sources: GasSource[] = [
    ...loadSubmissions(locale).map((s): GasSource => ({ period: 'inventory', submission: s.id })),
    ...MEASURES.map((measure): GasSource => ({ period: 'projections', measure })),
    ...loadProjectionRounds(locale).flatMap((r) =>
      MEASURES.map((measure): GasSource => ({ period: 'projections', measure, round: r.id })),
    ),
  ];
  return new Map<string, DataFile>([
    ...sources.flatMap((source) =>
      loadGasList(locale, source).flatMap((g) =>
        GAS_FILE_PARTS.map((part) => [gasFileName(source, g.id, part), { source, gas: g.id, part }] as const),
      ),
    ),
    ...PERIODS.map((island) => [islandFileName(island), { island }] as const),
  ]);
}

function fileText(locale: Locale, file: DataFile): string | undefined {
  if ('island' in file)
    return JSON.stringify(loadIslandFile(locale, file.island, pickIslandMessages(loadMessages(locale))));
  return loadGasFileText(locale, file.source, file.gas, file.part);
}

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => [...filesOf(locale).keys()].map((file) => ({ locale, file })));
}

export async function GET(_req: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const entry = filesOf(locale).get(file);
  const text = entry && fileText(locale, entry);
  return text === undefined
    ? new Response('Not found', { status: 404 })
    : new Response(text, { headers: { 'content-type': 'application/json' } });
}
