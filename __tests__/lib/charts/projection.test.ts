import { joinProjection } from '@/lib/charts/projection';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const projection = makeGas({
  years: [2018, 2030, 2040].map((year) => ({ year, isIncluded: true })),
  sectors: [
    { id: 'energy', data: [999, 40, 30], cats: [{ id: 'oil', data: [999, 40, 30], subCats: [] }] },
    { id: 'waste', data: [999, 2, 1], cats: [] },
  ],
  totals: { withLulucf: [999, 35, 25], withoutLulucf: [999, 42, 31] },
});

test('inventory years first, then only later projection years; inventory wins on overlap', () => {
  const { gas, firstProjectionYear } = joinProjection(makeGas(), projection);
  expect(gas.years.map((y) => y.year)).toEqual([1990, 2000, 2018, 2030, 2040]);
  expect(firstProjectionYear).toBe(2030);
  expect(gas.sectors.map((s) => [s.id, s.data])).toEqual([
    ['energy', [100, 80, 60, 40, 30]],
    ['agri', [20, 10, 10, 0, 0]],
    ['lulucf', [-30, -10, 5, 0, 0]],
    ['waste', [0, 0, 0, 2, 1]],
  ]);
  expect(gas.sectors[0]?.cats.find((c) => c.id === 'oil')?.data).toEqual([30, 30, 20, 40, 30]);
  expect(gas.sectors[0]?.cats.find((c) => c.id === 'energy-ind')?.subCats[0]?.data).toEqual([60, 45, 30, 0, 0]);
  expect(gas.totals?.withoutLulucf).toEqual([120, 90, 70, 42, 31]);
});

test('totals only when both files have them', () => {
  expect(joinProjection(makeGas(), { ...projection, totals: undefined }).gas.totals).toBeUndefined();
});
