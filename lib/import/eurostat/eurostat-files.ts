/**
 * Every file that `npm run import-eurostat` writes from the Eurostat extracts: the renewables share
 * (energy), passenger cars (transport), livestock by animal (agriculture), the municipal recycling
 * rate (waste), and real GDP in 2020 € and the air-emission-accounts intensity (economic
 * indicators). Pure: CSV texts and the inventory's totals in, file texts out.
 */
import { formatContextFile, type ContextFile } from '@/lib/import/activity/context-file';
import { airAccountsFiles } from '@/lib/import/eurostat/air-accounts';
import { realGdpEurFiles, type InventoryTotals } from '@/lib/import/eurostat/economic-series';
import { EUROSTAT_SOURCES, type EurostatExtracts } from '@/lib/import/eurostat/eurostat-meta';
import { livestockFile } from '@/lib/import/eurostat/livestock';
import { municipalRecyclingFile, passengerCarsFile, renewablesShareFile } from '@/lib/import/eurostat/sector-series';

/** The texts of the extracts, each read by `readText` from its path relative to data/sources/. */
export function readEurostatExtracts(readText: (relative: string) => string): EurostatExtracts {
  return {
    extract: readText(EUROSTAT_SOURCES.extract),
    cars: readText(EUROSTAT_SOURCES.cars),
    recycling: readText(EUROSTAT_SOURCES.recycling),
    livestock: readText(EUROSTAT_SOURCES.livestock),
  };
}

/** Path under the data folder → YAML text of every Eurostat file. */
export function buildEurostatFiles(
  extracts: EurostatExtracts,
  inventory: InventoryTotals,
): { path: string; text: string }[] {
  const files: ContextFile[] = [
    renewablesShareFile(extracts),
    passengerCarsFile(extracts),
    livestockFile(extracts),
    municipalRecyclingFile(extracts),
    ...realGdpEurFiles(extracts, inventory),
    ...airAccountsFiles(extracts, inventory),
  ];
  return files.map((f) => ({ path: f.path, text: formatContextFile(f, 'import-eurostat') }));
}
