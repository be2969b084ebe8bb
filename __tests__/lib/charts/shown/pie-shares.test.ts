/**
 * The sector-share pie of the real data: shares unrounded, each label rounded once (audit L2).
 * By hand from the 2026 submission (CRT26), 1990: agriculture 2 765.077 / 40 342.401 = 6.854 %,
 * energy without transport 33 610.927 / 40 342.401 = 83.314 %; 1991 IPPU 2.55 %, shown as 2.6 %.
 */
import { buildPieData } from '@/lib/charts/shown/build-pie-data';
import { pieTableRows } from '@/lib/charts/shown/pie-data';
import { loadProportions } from '@/lib/compile/load/load';
import { formatNumber } from '@/lib/format/number';
import { withCompiledData } from '@/__tests__/lib/compile/support/compiled-data';

withCompiledData();

test('1990 agriculture is 6.9 %, energy 83.314 % in the table', () => {
  const pie = buildPieData(loadProportions(), 'en');
  const share = (id: string, year: number) => pie.sectors.find((s) => s.id === id)!.shares[pie.years.indexOf(year)]!;
  expect(formatNumber(share('agri', 1990), 'en')).toBe('6.9');
  expect(share('energy', 1990)).toBeCloseTo(83.314, 3);
  expect(formatNumber(share('ind-proc', 1991), 'en')).toBe('2.6');
  const [header, first] = pieTableRows(pie, 'Year');
  expect(header![1]).toBe('Energy (%)');
  expect(first![1]).toBeCloseTo(83.314146, 6);
});
