/**
 * The default view of a chart page, built on the server by its module (lib/views) from the same
 * compiled files the island fetches: what the first view and the embed show before the island runs.
 */
import { loadGasData } from '@/lib/compile/load/load';
import { DEFAULT_FILTERS } from '@/lib/url-state/filters';
import { viewBasisLines } from '@/lib/views/basis';
import { parseContext, resolveChoice } from '@/lib/views/choice';
import type { ChartData, ViewFiles, ViewWords } from '@/lib/views/types';

/**
 * The default view's choice, module, title and basis, and the view itself when its files are there;
 * undefined on a page without submissions. `measure`: the scenario's name in the page's language.
 */
export function loadFirstView(page: ChartData, t: ViewWords, measure: string) {
  const f = DEFAULT_FILTERS;
  const resolved = resolveChoice(page, parseContext(page), f, []);
  if (!resolved) return undefined;
  const { choice, module, gasList } = resolved;
  const { locale, shown, round } = choice;
  const inventory = loadGasData(locale, { period: 'inventory', submission: shown.id }, f.gas);
  const projection = round ? loadGasData(locale, { period: 'projections', measure: f.measure }, f.gas) : null;
  const files: ViewFiles | undefined =
    inventory && (!round || projection)
      ? projection
        ? { gas: projection, latest: inventory }
        : { gas: inventory }
      : undefined;
  const built = files && module.build(choice, files, t);
  const gasUnit = gasList.find((g) => g.id === f.gas)?.unit ?? '';
  return {
    choice,
    module,
    files,
    built,
    title: module.title(choice, t, built),
    basis: viewBasisLines(choice, module, built, t, { measure, gasUnit }),
  };
}
