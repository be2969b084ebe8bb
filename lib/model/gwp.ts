import type { Locale } from '@/lib/model/locale';
/**
 * 100-year global warming potentials of the gases that change between the IPCC's Fourth (AR4) and
 * Fifth (AR5) Assessment Reports, as the UNFCCC reporting guidelines use them: AR4 for submissions
 * up to 2022 (and the 2019 projections), AR5 from the 2023 submissions on. HFCs and PFCs are mixes
 * of many compounds; the site has them only in CO2 eq, so they cannot be re-weighted.
 */
export const GWP100 = {
  AR4: { ch4: 25, n2o: 298, sf6: 22800 },
  AR5: { ch4: 28, n2o: 265, sf6: 23500 },
} as const;

/**
 * A GWP basis ("AR5 GWP100") as the page's language writes it: English and Estonian keep the IPCC's
 * abbreviations; Russian writes the UN's own, "ПГП по ДО5" (потенциалы глобального потепления по
 * Пятому оценочному докладу МГЭИК). Any other label is returned as it is.
 */
export function gwpName(gwp: string, locale: Locale): string {
  if (locale !== 'ru') return gwp;
  const m = /^AR(\d) GWP100$/.exec(gwp);
  return m ? `ПГП по ДО${m[1]}` : gwp;
}
