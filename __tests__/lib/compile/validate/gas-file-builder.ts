/** Small builder of gas file texts for validator tests: line numbers are fixed and visible here. */
export const BASE_LINES = [
  'id: co2eq', //                                            line 1
  'name: { en: "CO2 equivalent", et: "CO2-ekvivalent" }', //  line 2
  'unit: "kt CO2 eq"', //                                      line 3
  'years: [2000, 2001]', //                                    line 4
  'total:', //                                                 line 5
  '  withLulucf: [9, 10]', //                                  line 6
  '  withoutLulucf: [10, 11]', //                              line 7
  'memo:', //                                                  line 8
  '  bunkers:', //                                             line 9
  '    total: [3, 4]', //                                      line 10
  '    navigation: [2, 3]', //                                 line 11
  '    aviation: [1, 1]', //                                   line 12
  'rows: |', //                                                line 13
  '  energy\t\t\t6\t7', //                                     line 14
  '    energy-ind\t\t4\t5', //                                 line 15
  '      public-el-heat\t4\t5', //                             line 16
  '    transport\t\t2\t2', //                                  line 17
  '  agri\t\t\t4\t4', //                                       line 18
  '  lulucf\t\t\t-1\t-1', //                                   line 19
];

/** The base gas file with some 1-based lines replaced (a null removes the line) and lines appended. */
export function makeGasFile(replace: Record<number, string | null> = {}, append: string[] = []): string {
  const lines = BASE_LINES.flatMap((line, i) => {
    const r = replace[i + 1];
    if (r === null) return [];
    return [r === undefined ? line : r];
  });
  return `${[...lines, ...append].join('\n')}\n`;
}

/** The submission fields of an inventory gas file, appended after the base lines (lines 20–25). */
export const INVENTORY_LINES = [
  'submission: 2026', //                                       line 20
  'gwp: "AR5 GWP100"', //                                      line 21
  'source: { en: "Inventory 2026", et: "Inventuur 2026" }', // line 22
  'source_url: "https://example.org/inventory"', //            line 23
  'licence: "CC BY 4.0"', //                                   line 24
  'vintage: { en: "2026 submission", et: "2026. aasta esitus" }', // line 25
];

/** An inventory gas file: the base file with the submission fields; `meta` replaces lines 20–25 (null removes). */
export function makeInventoryFile(
  replace: Record<number, string | null> = {},
  meta: Record<number, string | null> = {},
): string {
  const extra = INVENTORY_LINES.flatMap((line, i) => {
    const r = meta[i + 20];
    return r === null ? [] : [r === undefined ? line : r];
  });
  return makeGasFile(replace, extra);
}

/** The round fields of a projection gas file, appended after the base lines (lines 20–26). */
export const PROJECTION_LINES = [
  'round: 2019', //                                            line 20
  'gwp: "AR4 GWP100"', //                                      line 21
  'source: { en: "Projections 2019", et: "Prognoosid 2019" }', // line 22
  'source_url: "https://example.org/projections"', //          line 23
  'licence: "EEA re-use policy"', //                           line 24
  'vintage: { en: "reported in 2019", et: "esitatud 2019" }', // line 25
  'projections_year: 2001', //                                 line 26
];

/** A projection gas file: the base file with the round fields; `meta` replaces lines 20–26 (null removes). */
export function makeProjectionFile(
  replace: Record<number, string | null> = {},
  meta: Record<number, string | null> = {},
): string {
  const extra = PROJECTION_LINES.flatMap((line, i) => {
    const r = meta[i + 20];
    return r === null ? [] : [r === undefined ? line : r];
  });
  return makeGasFile(replace, extra);
}
