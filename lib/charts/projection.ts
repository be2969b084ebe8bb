/**
 * Joins the inventory series with the projection series of one gas, so a projection
 * chart shows inventory years then projection years (SPEC §2: two labelled groups).
 * Inventory values win for years both files cover; nothing is filled in or interpolated:
 * a series missing from one file contributes 0 (the files' own "no number" value) there,
 * and totals are kept only when both files have them.
 */
import type { Category, GasData, Sector, SubCategory } from '@/lib/model/types';

interface JoinedGas {
  gas: GasData;
  /** First year that comes from the projection file (undefined when it adds no year). */
  firstProjectionYear?: number;
}

function joinRows<T extends { id: string; data: number[] }>(
  inv: readonly T[],
  proj: readonly T[],
  nInv: number,
  projIdx: readonly number[],
  joinChildren: (a: T | undefined, b: T | undefined) => Partial<T>,
): T[] {
  const ids = [...inv.map((r) => r.id), ...proj.map((r) => r.id).filter((id) => !inv.some((r) => r.id === id))];
  return ids.map((id) => {
    const a = inv.find((r) => r.id === id);
    const b = proj.find((r) => r.id === id);
    const data = [...(a?.data ?? new Array<number>(nInv).fill(0)), ...projIdx.map((i) => b?.data[i] ?? 0)];
    return { ...(a ?? b)!, id, data, ...joinChildren(a, b) };
  });
}

/** Inventory years followed by the projection file's later years. */
export function joinProjection(inventory: GasData, projection: GasData): JoinedGas {
  const lastInventoryYear = Math.max(...inventory.years.map((y) => y.year));
  const projIdx = projection.years.map((y, i) => (y.year > lastInventoryYear ? i : -1)).filter((i) => i >= 0);
  const n = inventory.years.length;
  const subs = (a?: Category, b?: Category) => ({
    subCats: joinRows<SubCategory>(a?.subCats ?? [], b?.subCats ?? [], n, projIdx, () => ({})),
  });
  const cats = (a?: Sector, b?: Sector) => ({
    cats: joinRows<Category>(a?.cats ?? [], b?.cats ?? [], n, projIdx, subs),
  });
  const join = (a: number[] | undefined, b: number[] | undefined) =>
    a && b ? [...a, ...projIdx.map((i) => b[i] ?? 0)] : undefined;
  const withoutLulucf = join(inventory.totals?.withoutLulucf, projection.totals?.withoutLulucf);
  const withLulucf = join(inventory.totals?.withLulucf, projection.totals?.withLulucf);
  const totals = withoutLulucf ? { withoutLulucf, ...(withLulucf ? { withLulucf } : {}) } : undefined;
  const gas: GasData = {
    ...projection,
    years: [...inventory.years, ...projIdx.map((i) => projection.years[i]!)],
    sectors: joinRows<Sector>(inventory.sectors, projection.sectors, n, projIdx, cats),
    totals,
    bunkers: undefined,
    legendText: projection.legendText ?? inventory.legendText,
  };
  const first = projIdx[0];
  return { gas, firstProjectionYear: first === undefined ? undefined : projection.years[first]!.year };
}
