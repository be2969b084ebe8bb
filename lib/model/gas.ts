/** The gases: ids in display order, the default, the ones published for projections. */
export const GAS_IDS = ['co2eq', 'co2', 'ch4', 'n2o', 'hfc', 'pfc', 'sf6'] as const;
export type GasId = (typeof GAS_IDS)[number];
export const DEFAULT_GAS: GasId = 'co2eq';
/** Gases published for projections (SPEC §7: no pfc). */
export const PROJECTION_GAS_IDS: readonly GasId[] = ['co2eq', 'co2', 'ch4', 'n2o', 'hfc', 'sf6'];

/** Whether a string is one of the seven gas ids. */
export function isGasId(value: unknown): value is GasId {
  return typeof value === 'string' && (GAS_IDS as readonly string[]).includes(value);
}
