/**
 * The sector-page files of the newest projection round (activity files, data/README.md): the
 * national total, each sector's WEM against WAM, its projected categories per scenario, the
 * international bunkers, and the EU ETS and effort-sharing parts of the total and of each sector.
 * Every file names its round, GWP basis, source and licence; the projection's own inventory years
 * are marked by `projections_year`. Scope parts are files of their own, never joined with the
 * national series. Pure: the round's values in, YAML texts out.
 */
import { CATEGORIES, SUB_CATEGORIES } from '@/lib/model/catalogue';
import { categoryNames, SECTOR_NAMES, SUB_CATEGORY_NAMES } from '@/lib/model/catalogue-names';
import type { GeneratedFile } from '@/lib/import/activity/activity-files';
import { formatContextFile, t, type ContextFile } from '@/lib/import/activity/context-file';
import type { EeaRoundValues } from '@/lib/import/projections/eea-rows';
import { hasNumber } from '@/lib/import/inventory/inventory';
import type { RoundMeta } from '@/lib/import/write-gas-yaml';
import { common, MEASURES, rowOf, withCode, type Names } from '@/lib/import/projections/projection-file-parts';
import { scopeFiles } from '@/lib/import/projections/projection-scope-files';

/** Sector-page folder of each CRF sector, and the transport category with its own folder. */
const FOLDERS = [
  { folder: 'energy', sector: 'energy', crf: '1' },
  { folder: 'transport', category: 'transport', crf: '1.A.3' },
  { folder: 'ippu', sector: 'ind-proc', crf: '2' },
  { folder: 'agriculture', sector: 'agri', crf: '3' },
  { folder: 'lu_luc_f', sector: 'lulucf', crf: '4' },
  { folder: 'waste', sector: 'waste', crf: '5' },
] as const;

/** The child codes with numbers under a sector or the transport category, with their names. */
function children(spec: (typeof FOLDERS)[number]): { code: string; names: Names }[] {
  if ('category' in spec)
    return SUB_CATEGORIES.filter((s) => s.category === spec.category).map((s) => ({
      code: s.crf,
      names: SUB_CATEGORY_NAMES.get(s.id) ?? t(s.id, s.id, s.id),
    }));
  return CATEGORIES.filter((c) => c.sector === spec.sector).map((c) => ({
    code: c.crf,
    names: categoryNames(c.id, true) ?? t(c.id, c.id, c.id),
  }));
}

const nameOf = (spec: (typeof FOLDERS)[number]): Names =>
  'category' in spec
    ? (categoryNames(spec.category, true) ?? t(spec.category, spec.category, spec.category))
    : (SECTOR_NAMES.get(spec.sector) ?? t(spec.sector, spec.sector, spec.sector));

/** Every path the sector-page files of a round may have: those a round does not write are removed. */
export const PROJECTION_ACTIVITY_PATHS: readonly string[] = [
  'sectors/introduction/projections.yml',
  ...FOLDERS.flatMap((f) => ['', '_wem', '_wam'].map((s) => `sectors/${f.folder}/projections${s}.yml`)),
  'sectors/transport/road_transport_projections.yml',
  'sectors/transport/international_bunkering_projections.yml',
  ...MEASURES.flatMap((m) => [
    `sectors/ets_esr/national_projections_${m.id}.yml`,
    `sectors/ets_esr/sectoral_projections_${m.id}.yml`,
  ]),
];

/** The sector-page and ETS/ESR files of a round (paths under the data folder). */
export function buildProjectionActivityFiles(values: EeaRoundValues, meta: RoundMeta): GeneratedFile[] {
  const years = values.years.get('national|wem|co2eq') ?? [];
  if (years.length === 0) return [];
  const base = common(values, meta, years);
  // Category keys are CRF codes in upper case (1.A.3.A); totals and memo items are words (withoutLulucf).
  const national = (measure: string, key: string) =>
    values.series('national', measure, 'co2eq', /^\d/.test(key) ? key.toUpperCase() : key, years);
  const nationalTotal = (measure: string) => values.series('national', measure, 'co2eq', 'withoutLulucf', years);
  const round = values.round;
  const files: ContextFile[] = [];
  const scenarioRows = (label: Names, key: string) =>
    MEASURES.map((m) =>
      rowOf(t(`${label.en}, ${m.en}`, `${label.et}, ${m.et}`, `${label.ru}, ${m.ru}`), years, national(m.id, key)),
    );

  files.push({
    ...base,
    path: 'sectors/introduction/projections.yml',
    id: 'projections',
    title: t(
      `Total emissions without LULUCF: projections reported in ${round}, WEM and WAM`,
      `Koguheide ilma LULUCF-ita: ${round}. aastal esitatud prognoosid, WEM ja WAM`,
      `Общие выбросы без ЗИЗЛХ: прогнозы, представленные в ${round} году, WEM и WAM`,
    ),
    type: 'lineChart',
    nameHeader: t('Series', 'Aegrida', 'Ряд'),
    rows: MEASURES.map((m) =>
      rowOf(
        t(`Total without LULUCF, ${m.en}`, `Kokku ilma LULUCF-ita, ${m.et}`, `Итого без ЗИЗЛХ, ${m.ru}`),
        years,
        nationalTotal(m.id),
      ),
    ),
  });

  /** A line chart of one code, WEM against WAM; undefined when the round has no number for it. */
  const versus = (path: string, names: Names, code: string): ContextFile | undefined =>
    MEASURES.some((m) => hasNumber(national(m.id, code)))
      ? {
          ...base,
          path,
          id: path
            .split('/')
            .pop()!
            .replace(/\.yml$/, ''),
          title: t(
            `${names.en} (${code}): projections reported in ${round}, WEM against WAM`,
            `${names.et} (${code}): ${round}. aastal esitatud prognoosid, WEM ja WAM`,
            `${names.ru} (${code}): прогнозы, представленные в ${round} году, WEM и WAM`,
          ),
          type: 'lineChart',
          nameHeader: t('Series', 'Aegrida', 'Ряд'),
          rows: scenarioRows(withCode(names, code), code),
        }
      : undefined;

  for (const spec of FOLDERS) {
    const name = nameOf(spec);
    const sector = versus(`sectors/${spec.folder}/projections.yml`, name, spec.crf);
    if (!sector) continue;
    files.push(sector);
    const parts = children(spec).filter((c) => MEASURES.some((m) => hasNumber(national(m.id, c.code))));
    if (parts.length === 0) continue;
    for (const m of MEASURES) {
      const total = t(
        `${name.en} total (${spec.crf})`,
        `${name.et} kokku (${spec.crf})`,
        `${name.ru}, итого (${spec.crf})`,
      );
      files.push({
        ...base,
        path: `sectors/${spec.folder}/projections_${m.id}.yml`,
        id: `projections_${m.id}`,
        title: t(
          `${name.en} by category, ${m.en} (${m.long.en}), reported in ${round}`,
          `${name.et} kategooriate kaupa, ${m.et} (${m.long.et}), esitatud ${round}. aastal`,
          `${name.ru}: выбросы по категориям, ${m.ru} (${m.long.ru}), прогноз, представленный в ${round} году`,
        ),
        type: 'barChart',
        nameHeader: t('Category', 'Kategooria', 'Категория'),
        rows: [
          ...parts.map((p) => rowOf(withCode(p.names, p.code), years, national(m.id, p.code))),
          rowOf(total, years, national(m.id, spec.crf)),
        ],
        lineItems: [total.en],
      });
    }
  }

  const road = SUB_CATEGORIES.find((s) => s.id === 'road');
  const roadFile =
    road &&
    versus(
      'sectors/transport/road_transport_projections.yml',
      SUB_CATEGORY_NAMES.get(road.id) ?? t(road.id, road.id, road.id),
      road.crf,
    );
  if (roadFile) files.push(roadFile);

  const bunkers = MEASURES.flatMap((m) => [
    rowOf(
      t(`International aviation, ${m.en}`, `Rahvusvaheline lennundus, ${m.et}`, `Международная авиация, ${m.ru}`),
      years,
      national(m.id, 'aviation'),
    ),
    rowOf(
      t(`International navigation, ${m.en}`, `Rahvusvaheline laevandus, ${m.et}`, `Международное судоходство, ${m.ru}`),
      years,
      national(m.id, 'navigation'),
    ),
  ]);
  if (bunkers.some((r) => r.values.size > 0))
    files.push({
      ...base,
      path: 'sectors/transport/international_bunkering_projections.yml',
      id: 'international_bunkering_projections',
      title: t(
        `International bunkers (memo items): projections reported in ${round}, WEM and WAM`,
        `Rahvusvaheline punkerdamine (memokirjed): ${round}. aastal esitatud prognoosid, WEM ja WAM`,
        `Международное бункерное топливо (справочные статьи): прогнозы, представленные в ${round} году, WEM и WAM`,
      ),
      type: 'lineChart',
      nameHeader: t('Series', 'Aegrida', 'Ряд'),
      rows: bunkers,
    });

  files.push(...scopeFiles(values, base, years));
  return files.map((f) => ({ path: f.path, text: formatContextFile(f, 'import-projections') }));
}
