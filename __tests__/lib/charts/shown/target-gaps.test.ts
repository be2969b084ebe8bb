/**
 * The targets against the newest projection, on the real data. By hand: 2025 round (NECPR 2025
 * Annex I) 2030 9 337.25 / 11 567.8 kt (without / with LULUCF), 2040 7 000.3 / 9 304.87, 2050 with
 * LULUCF 6 707.4; its base, the 2025 submission's 1990: 40 277.575 / 35 307.529 kt; ESR WEM 2030
 * 5 076.276 against 6 196 136 t × 0.76 = 4 709.063 kt.
 */
import { targetGaps } from '@/lib/charts/shown/target-gaps';
import { loadPointRounds, loadTargets } from '@/lib/compile/load/load';
import { withCompiledData } from '@/__tests__/lib/compile/support/compiled-data';

withCompiledData();

test('each target against the newest projection on its scope, with the gap', () => {
  const gaps = targetGaps(
    loadTargets('en'),
    loadPointRounds('en')[0]!,
    { without: { year: 1990, value: 40277.575246 }, with: { year: 1990, value: 35307.528898 } },
    { round: '2025', year: 2030, wem: 5076.276, limit: 4709.063 },
  );
  const row = (id: string, scope: string) => gaps.find((g) => g.id === id && g.scope === scope)!;
  expect(Math.round(row('esr-2030-limit', 'effort-sharing').gap!)).toBe(367);
  // −70 % by 2030 (LULUCF unstated: both scopes): 12 083.27 and 10 592.26 kt.
  expect(row('total-2030-necp', 'without').aim).toBeCloseTo(12083.27, 2);
  expect(row('total-2030-necp', 'without').gap).toBeCloseTo(-2746.02, 2);
  expect(row('total-2030-necp', 'with').gap).toBeCloseTo(975.54, 2);
  // The draft law: 2030 −63 %, 2035 −71 % (the round has no 2035 total), 2040 −80 %.
  expect(row('total-2030-climate-law-draft-2025', 'without').gap).toBeCloseTo(9337.25 - 40277.575246 * 0.37, 2);
  expect(row('total-2035-climate-law-draft-2025', 'without').projected).toBeUndefined();
  expect(row('total-2035-climate-law-draft-2025', 'without').gap).toBeUndefined();
  expect(row('total-2040-climate-law-draft-2025', 'with').gap).toBeCloseTo(9304.87 - 35307.528898 * 0.2, 2);
  // Climate neutrality by 2050 against the total with LULUCF (a net source): 6 707.4 kt above zero.
  const neutral = gaps.filter((g) => g.id === 'neutrality-2050-climate-law-draft-2025');
  expect(neutral.map((g) => [g.scope, g.aim, g.projected, g.gap])).toEqual([['with', 0, 6707.4, 6707.4]]);
});
