/**
 * What a projection said against what then happened (the outturn view): for the national totals
 * and each sector, over the projected years the newest inventory also reports, the projected
 * value, the reported value and the difference in the unit of the data and in % of the reported
 * value. The same four rows per series as the revisions view, so the table, downloads and chart
 * are built alike: the chart draws the differences (projected − reported) as lines.
 *
 * The two are on different bases (a projection's GWPs and methods against the newest inventory's)
 * and are never joined into one series; `basisEffect` puts a number on the part of the GWP change
 * that can be computed from the inventory itself.
 */
import { inSentence } from '@/lib/format/label-case';
import { decimalsFor } from '@/lib/charts/shown/summary';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/model/locale';
import type { GasData } from '@/lib/model/gas-data';
import type { FilterState } from '@/lib/url-state/filters';
import { GWP100 } from '@/lib/model/gwp';
import { buildRevisions, type Revisions } from '@/lib/views/series/revisions';
import type { ViewOptions } from '@/lib/charts/shown/datasets';

interface Outturn extends Revisions {
  /** The sector (never a total) that missed by most in any year; undefined when none differs. */
  largestMiss?: NonNullable<Revisions['largest']> & { percent: number };
}

/**
 * The projection against the inventory over the years after the projection's own inventory years
 * (from `firstProjectionYear`) that the inventory covers too, for the totals and every sector,
 * whatever the level and selection of the filters; `excludedYears` are left out as in every view.
 */
export function buildOutturn(
  projection: GasData,
  inventory: GasData,
  f: FilterState,
  firstProjectionYear: number,
  excludedYears: readonly number[],
  opts: ViewOptions,
): Outturn {
  const before = projection.years.map((y) => y.year).filter((y) => y < firstProjectionYear);
  const filters: FilterState = { ...f, level: 'sector', sector: null, cat: null, sub: null };
  const all = buildRevisions(projection, inventory, filters, [...before, ...excludedYears], opts);
  // A series only one side has (e.g. the total with LULUCF, which a projection may not give) has nothing to compare.
  const rows = all.rows.filter((row) => row.shown.some(Number.isFinite) && row.against.some(Number.isFinite));
  const r = {
    ...all,
    rows,
    view: { ...all.view, series: all.view.series.filter((s) => rows.some((row) => row.id === s.id)) },
  };
  let largestMiss: Outturn['largestMiss'];
  for (const row of r.rows) {
    if (row.id.startsWith('total-')) continue;
    row.difference.forEach((d, i) => {
      if (!Number.isFinite(d) || d === 0) return;
      if (largestMiss && Math.abs(d) <= Math.abs(largestMiss.difference)) return;
      largestMiss = {
        label: row.label,
        year: r.years[i]!,
        shown: row.shown[i]!,
        against: row.against[i]!,
        difference: d,
        percent: row.percent[i]!,
      };
    });
  }
  return { ...r, ...(largestMiss ? { largestMiss } : {}) };
}

/** An inventory's gases that change weight between AR4 and AR5, per year (kt; SF6 in t), and its total. */
export interface InventoryMix {
  years: number[];
  /** National total without LULUCF, kt CO2 eq, on the inventory's own basis. */
  total: number[];
  /** Methane and nitrous oxide without LULUCF, kt of gas. */
  ch4: number[];
  n2o: number[];
  /** Sulphur hexafluoride, t of gas. */
  sf6: number[];
  /** HFCs and PFCs without LULUCF, kt CO2 eq: not re-weightable. */
  fGases: number[];
}

/** What re-weighting an inventory from one basis to another changes, per year of the inventory. */
interface BasisEffect {
  years: number[];
  /** Change of the total without LULUCF, kt CO2 eq (to-basis minus from-basis). */
  kt: number[];
  /** The same in % of the total on the inventory's basis. */
  percent: number[];
  /** HFCs and PFCs in kt CO2 eq, which cannot be re-weighted. */
  fGases: number[];
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The inventory's total re-weighted from `from` to `to` GWPs, as the change per year: methane,
 * nitrous oxide and SF6 by their factors; HFCs and PFCs stay as they are (and are reported apart).
 * @example basisEffect(mix, 'AR5', 'AR4') // CH4 × (25 − 28) + N2O × (298 − 265) + SF6 t × (22.8 − 23.5)
 */
export function basisEffect(mix: InventoryMix, from: keyof typeof GWP100, to: keyof typeof GWP100): BasisEffect {
  const a = GWP100[from];
  const b = GWP100[to];
  const kt = mix.years.map((_, i) =>
    round6(
      (mix.ch4[i] ?? 0) * (b.ch4 - a.ch4) +
        (mix.n2o[i] ?? 0) * (b.n2o - a.n2o) +
        ((mix.sf6[i] ?? 0) / 1000) * (b.sf6 - a.sf6),
    ),
  );
  return {
    years: [...mix.years],
    kt,
    percent: kt.map((v, i) => (mix.total[i] ? round6((v / mix.total[i]!) * 100) : Number.NaN)),
    fGases: [...mix.fGases],
  };
}

/** The GWP set named in a basis label, e.g. "AR4 GWP100" → "AR4"; undefined for any other. */
export function gwpSet(label: string): keyof typeof GWP100 | undefined {
  const m = /\bAR[45]\b/.exec(label);
  return m ? (m[0] as keyof typeof GWP100) : undefined;
}

/** A signed number: the minus sign U+2212 in Estonian and Russian running text. */
const signed = (v: number, locale: Locale, decimals = decimalsFor(v)) =>
  `${v > 0 ? '+' : ''}${formatNumber(v, locale, { decimals, minus: locale === 'en' ? 'hyphen' : 'sign' })}`;

/**
 * A range of signed numbers as each language writes it: "-28…-13" in English, "−28 kuni −13" in
 * Estonian (EKI: "kuni" between negative numbers), "от −28 до −13" in Russian.
 */
function signedRange(lo: string, hi: string, locale: Locale): string {
  if (locale === 'et') return `${lo} kuni ${hi}`;
  if (locale === 'ru') return `от ${lo} до ${hi}`;
  return `${lo}…${hi}`;
}

/** What the sentences name: the scenario (WEM, WAM), the round's year, the inventory submission. */
interface OutturnNames {
  measure: string;
  round: string;
  submission: string;
}

/** The sentence on the largest miss of any sector, e.g. "The largest miss: Energy in 2023, …". */
export function describeLargestMiss(o: Outturn, unit: string, names: OutturnNames, locale: Locale): string {
  const n = (v: number) => formatNumber(v, locale, { decimals: decimalsFor(v) });
  const m = o.largestMiss;
  const { measure, round, submission } = names;
  if (!m) {
    if (locale === 'et')
      return `${round}. aasta ${measure}-prognoosi ja ${submission}. aasta inventuuri sektorite arvud on ühistel aastatel samad.`;
    if (locale === 'ru')
      return `Прогноз ${measure} ${round} года и кадастр ${submission} года дают одинаковые цифры по секторам за общие годы.`;
    return `The ${round} ${measure} projection and the ${submission} inventory give the same sector figures for the years they share.`;
  }
  const pct = Number.isFinite(m.percent) ? `, ${signed(m.percent, locale, 0)} %` : '';
  const label = inSentence(m.label, locale);
  if (locale === 'et')
    return `Suurim erinevus oli ${m.year}. aastal sektoris „${m.label}“: ${round}. aasta ${measure}-prognoosis ${n(m.shown)} ${unit}, ${submission}. aasta inventuuris ${n(m.against)} ${unit} (vahe ${signed(m.difference, locale)} ${unit}${pct}).`;
  if (locale === 'ru')
    return `Наибольшее расхождение: ${label} в ${m.year} году, по прогнозу ${n(m.shown)} ${unit} (${round}, ${measure}) против ${n(m.against)} ${unit} в кадастре ${submission} года (${signed(m.difference, locale)} ${unit}${pct}).`;
  return `The largest miss: ${m.label} in ${m.year}, projected at ${n(m.shown)} ${unit} (${round}, ${measure}) against ${n(m.against)} ${unit} in the ${submission} inventory (${signed(m.difference, locale)} ${unit}${pct}).`;
}

/**
 * HFCs plus PFCs per year, a gas without a number (NaN: notation keys only) counted as 0; NaN only
 * where neither has a number (audit L1: PFCs have none in 2018–2024, which made the sum NaN).
 */
export function fGasTotals(hfc: readonly number[], pfc: readonly number[]): number[] {
  return hfc.map((h, i) => {
    const p = pfc[i] ?? Number.NaN;
    if (!Number.isFinite(h) && !Number.isFinite(p)) return Number.NaN;
    return (Number.isFinite(h) ? h : 0) + (Number.isFinite(p) ? p : 0);
  });
}

/**
 * The sentence on the bases: the projection's GWPs against the inventory's, and what re-weighting
 * the inventory to the projection's GWPs changes over `years` (what can be computed: methane,
 * nitrous oxide and SF6; HFCs and PFCs cannot be re-weighted and are named with their size).
 */
export function describeBasisEffect(
  effect: BasisEffect,
  years: readonly number[],
  bases: { projection: string; inventory: string; submission: string },
  locale: Locale,
): string {
  const at = years.map((y) => effect.years.indexOf(y)).filter((i) => i >= 0);
  const first = years[0];
  const last = years[years.length - 1];
  if (at.length === 0 || first === undefined || last === undefined) return '';
  const range = (values: readonly number[], decimals: number) => {
    const picked = at.map((i) => values[i]!);
    const lo = Math.min(...picked);
    const hi = Math.max(...picked);
    const a = signed(lo, locale, decimals);
    return lo === hi ? a : signedRange(a, signed(hi, locale, decimals), locale);
  };
  const fLo = Math.min(...at.map((i) => effect.fGases[i]!));
  const fHi = Math.max(...at.map((i) => effect.fGases[i]!));
  const f = (v: number) => formatNumber(v, locale, { decimals: 0 });
  // Without a figure for the F-gases (no year has one) the sentence names them without a bracket.
  const fKnown = Number.isFinite(fLo) && Number.isFinite(fHi);
  const fRange = Math.round(fLo) === Math.round(fHi) ? f(fLo) : `${f(fLo)}–${f(fHi)}`;
  const fSize = (unit: string) => (fKnown ? ` (${fRange} ${unit})` : '');
  const { projection, inventory, submission } = bases;
  const kt = range(effect.kt, 0);
  const pct = range(effect.percent, 2);
  if (locale === 'ru') {
    const by = kt.startsWith('от ') ? `в пределах ${kt}` : `на ${kt}`;
    return `Основы различаются: CO2-эквиваленты прогноза рассчитаны с ${projection}, кадастра ${submission} года — с ${inventory}. Если пересчитать метан, закись азота и SF6 кадастра с коэффициентами прогноза, его итог без ЗИЗЛХ за ${first}–${last} годы изменится ${by} кт CO2-экв. (${pct} %); ГФУ и ПФУ${fSize('кт CO2-экв.')} опубликованы только в CO2-эквиваленте и пересчитаны быть не могут.`;
  }
  return locale === 'et'
    ? `Alused erinevad: prognoosi CO2 ekvivalendid on arvutatud ${projection}, ${submission}. aasta inventuuri CO2 ekvivalendid ${inventory} globaalse soojenemise potentsiaalidega (GWP). Kui inventuuri metaan, dilämmastikoksiid ja SF6 arvutada ümber prognoosi kordajatega, muutuks selle koguheide ilma LULUCF-ita aastatel ${first}–${last} ${kt} kt CO2 ekv (${pct} %); HFC-sid ja PFC-sid${fSize('kt CO2 ekv')} ei saa ümber arvutada, sest neid on avaldatud ainult CO2 ekvivalendina.`
    : `The bases differ: the projection's CO2 equivalents use ${projection}, the ${submission} inventory's ${inventory}. Re-weighting the inventory's methane, nitrous oxide and SF6 with the projection's GWPs changes its total without LULUCF in ${first}–${last} by ${kt} kt CO2 eq (${pct} %); HFCs and PFCs${fSize('kt CO2 eq')} are published only in CO2 eq and cannot be re-weighted.`;
}
