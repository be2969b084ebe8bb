/**
 * The EU ETS and effort-sharing parts of a projection round's national total and of each sector, per
 * scenario (sectors/ets_esr/): files of their own, never joined with the national series.
 */
import { SECTOR_NAMES } from '@/lib/model/catalogue-names';
import { t, type ContextFile, type ContextRow } from '@/lib/import/activity/context-file';
import type { EeaRoundValues, EeaScope } from '@/lib/import/projections/eea-rows';
import { ROW_SECTORS } from '@/lib/import/inventory/inventory';
import { capital, MEASURES, rowOf, type common, type Names } from '@/lib/import/projections/projection-file-parts';

/** Words of a scope part (en, and et and ru in the genitive) by the Gas label of its round: ESD (2019 and before) or ESR. */
const SCOPE_PART: Record<Exclude<EeaScope, 'national'>, Names> = {
  ets: t('EU ETS', 'ELi HKS-i', 'СТВ ЕС'),
  esd: t('effort-sharing (ESD)', 'jõupingutuste jagamise (JJO)', 'распределения усилий (ESD)'),
  esr: t('effort-sharing (ESR)', 'jõupingutuste jagamise (JJM)', 'распределения усилий (ESR)'),
};

/** The EU ETS and effort-sharing parts of the total and of each sector, per scenario. */
export function scopeFiles(values: EeaRoundValues, base: ReturnType<typeof common>, years: number[]): ContextFile[] {
  const scopes = (['ets', 'esd', 'esr'] as const).filter((s) =>
    MEASURES.some((m) => values.years.has(`${s}|${m.id}|co2eq`)),
  );
  if (scopes.length === 0) return [];
  const round = values.round;
  const part = (scope: (typeof scopes)[number], measure: string, key: string) =>
    values.series(scope, measure, 'co2eq', key, years);
  const ets = SCOPE_PART.ets;
  const effort = SCOPE_PART[scopes.find((s) => s !== 'ets') ?? 'esr'];
  const basis = t(
    `${base.basis.en} The ${ets.en} and ${effort.en} parts are scopes of the national total, not the national total: emissions in neither scope (such as domestic aviation) are in no part, so the parts add up to slightly less than the total. LULUCF is in neither scope.`,
    `${base.basis.et} ${ets.et} ja ${effort.et} osa on riigi koguheite osad, mitte koguheide: heide, mis ei kuulu kummassegi (nt siselennundus), ei ole üheski osas, seega on osade summa koguheitest veidi väiksem. LULUCF ei kuulu kummassegi.`,
    `${base.basis.ru} Выбросы в рамках ${ets.ru} и в секторах ${effort.ru} — части общего объёма выбросов страны, а не весь объём: выбросы, не входящие ни в одну из них (например, внутренняя авиация), не попадают ни в одну часть, поэтому сумма частей немного меньше общего объёма. ЗИЗЛХ не входит ни в одну из них.`,
  );
  /** A stacked bar chart of scope parts under sectors/ets_esr/. */
  const scopeFile = (id: string, title: Names, nameHeader: Names, rows: ContextRow[], lineItems?: string[]) => ({
    ...base,
    basis,
    path: `sectors/ets_esr/${id}.yml`,
    id,
    title,
    type: 'barChart' as const,
    nameHeader,
    rows,
    ...(lineItems ? { lineItems } : {}),
  });
  const files: ContextFile[] = [];
  for (const m of MEASURES) {
    const total = t(`Total without LULUCF, ${m.en}`, `Kokku ilma LULUCF-ita, ${m.et}`, `Итого без ЗИЗЛХ, ${m.ru}`);
    files.push(
      scopeFile(
        `national_projections_${m.id}`,
        t(
          `National total split into ${ets.en} and ${effort.en} parts, ${m.en}, reported in ${round}`,
          `Riigi koguheite jaotus ${ets.et} ja ${effort.et} osaks, ${m.et}, esitatud ${round}. aastal`,
          `Общий объём выбросов страны: ${ets.ru} и секторы ${effort.ru}, ${m.ru}, прогноз, представленный в ${round} году`,
        ),
        t('Series', 'Aegrida', 'Ряд'),
        [
          ...scopes.map((s) =>
            rowOf(
              t(
                `${capital(SCOPE_PART[s].en)} part, ${m.en}`,
                `${capital(SCOPE_PART[s].et)} osa, ${m.et}`,
                `${s === 'ets' ? 'Выбросы в рамках' : 'Выбросы в секторах'} ${SCOPE_PART[s].ru}, ${m.ru}`,
              ),
              years,
              part(s, m.id, 'withoutLulucf'),
            ),
          ),
          rowOf(total, years, values.series('national', m.id, 'co2eq', 'withoutLulucf', years)),
        ],
        [total.en],
      ),
    );
    const rows = ROW_SECTORS.flatMap((sector) =>
      scopes.flatMap((s) => {
        const series = part(s, m.id, sector.crf);
        if (!series.some((v) => v !== null && v !== 0)) return [];
        const name = SECTOR_NAMES.get(sector.id) ?? t(sector.id, sector.id, sector.id);
        return [
          rowOf(
            t(
              `${name.en}: ${SCOPE_PART[s].en} part`,
              `${name.et}: ${SCOPE_PART[s].et} osa`,
              `${name.ru}: часть ${SCOPE_PART[s].ru}`,
            ),
            years,
            series,
          ),
        ];
      }),
    );
    if (rows.length === 0) continue;
    files.push(
      scopeFile(
        `sectoral_projections_${m.id}`,
        t(
          `${ets.en} and ${effort.en} parts by sector, ${m.en}, reported in ${round}`,
          `${ets.et} ja ${effort.et} osa sektorite kaupa, ${m.et}, esitatud ${round}. aastal`,
          `Части ${ets.ru} и ${effort.ru} по секторам, ${m.ru}, прогноз, представленный в ${round} году`,
        ),
        t('Sector and part', 'Sektor ja osa', 'Сектор и часть'),
        rows,
      ),
    );
  }
  return files;
}
