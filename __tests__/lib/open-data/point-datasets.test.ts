import type { PointRound } from '@/lib/model/projection-round';
import { pointDatasets } from '@/lib/open-data/point-datasets';

const series = (years: number[], wem: number[]) => ({ years, wem, wam: wem });
const ROUND: PointRound = {
  id: '2025',
  gwp: 'AR5 GWP100',
  gwpName: 'AR5 GWP100',
  unit: 'kt CO2 eq',
  source: 'S',
  sourceUrl: 'https://example.org/s',
  licence: 'L',
  vintage: 'V',
  baseSubmission: '2025',
  sameScenarios: true,
  points: {
    withoutLulucf: series([2030, 2040], [9337.25, 7000.3]),
    withLulucf: series([2030, 2040], [11567.8, 9304.87]),
    withLulucfAviation: series([2030], [11758.1]),
    lulucf: series([2030, 2035], [2230.59, 2180.77]),
  },
};

test('a round of points gives its points: each scope, scenario and year the source gives, and no other year', () => {
  const [file] = pointDatasets([ROUND]);
  expect(file).toMatchObject({ name: 'projections-round-2025', path: 'projections/round-2025.csv', edition: '2025' });
  expect(file!.description).toContain('Estonia reported the same values for both scenarios in 2025');
  const lines = file!.csv.trim().split(/\r?\n/);
  // 2 + 2 + 1 + 2 points, each for WEM and WAM, under the header.
  expect(lines).toHaveLength(1 + 7 * 2);
  expect(lines).toContain(
    'projections-round-2025,2025,EST,WEM,co2eq,total,,Total without LULUCF,2030,9337.25,kt CO2 eq,AR5 GWP100,',
  );
  expect(lines).toContain(
    'projections-round-2025,2025,EST,WAM,co2eq,sector,4,"Land use, land-use change and forestry",2035,2180.77,kt CO2 eq,AR5 GWP100,',
  );
  expect(lines.filter((l) => l.includes(',2031,') || l.includes(',2045,'))).toEqual([]);
});
