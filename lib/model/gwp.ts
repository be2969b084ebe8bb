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
