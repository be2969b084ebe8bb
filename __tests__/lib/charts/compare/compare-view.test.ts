import { compareGeometry, compareTooltip, valueRuns } from '@/lib/charts/compare/compare-chart';
import { compareTable } from '@/lib/export/compare-table';
import {
  buildCompareView,
  homeRank,
  indexed,
  perPerson,
  sectorValues,
  shortSeries,
} from '@/lib/charts/compare/compare-view';
import { toCsv } from '@/lib/export/csv';
import { formatOrdinal } from '@/lib/format/ordinal';
import { AREA_IDS, type AreaId, type CompareData, type CompareSector } from '@/lib/model/compare';
import { DEFAULT_COMPARE } from '@/lib/url-state/compare';

const UNITS = { total: 'kt', 'per-capita': 't/person', index: '1990 = 100' };
const sectors = (
  energy: Array<number | null>,
  lulucf: Array<number | null>,
  other: Array<number | null> = [null, null],
) =>
  ({ energy, ippu: [1, 1], agriculture: [1, 1], lulucf, waste: [1, 1], other }) as Record<
    CompareSector,
    Array<number | null>
  >;

/** Two years; Estonia: 100 → 50 kt without LULUCF, 1000 people; the EU27 lacks the second year. */
function makeData(): CompareData {
  const emissions = Object.fromEntries(
    AREA_IDS.map((id) => [id, sectors([10, 10], [5, 5])]),
  ) as CompareData['emissions'];
  emissions.est = sectors([90, 40], [-20, 10], [7, 7]);
  emissions.lva = sectors([200, 200], [30, 30]);
  emissions.eu27 = {
    energy: [1000, null],
    ippu: [2, null],
    agriculture: [1, null],
    lulucf: [50, null],
    waste: [0, null],
    other: [0, null],
  };
  const population = Object.fromEntries(AREA_IDS.map((id) => [id, [1000, 1000]])) as CompareData['population'];
  const note = { source: 's', licence: 'l', vintage: 'v', basis: 'b', url: 'https://example.org' };
  return {
    years: [1990, 1991],
    areas: AREA_IDS.map((id) => ({ id, name: id.toUpperCase() })),
    emissions,
    population,
    emissionsNote: note,
    populationNote: note,
  };
}

describe('compare view', () => {
  const data = makeData();

  it('sums every sector but LULUCF, "Other" included, and leaves a year without values empty', () => {
    expect(sectorValues(data, 'est', 'all')).toEqual([100, 50]);
    expect(sectorValues(data, 'est', 'lulucf')).toEqual([-20, 10]);
    expect(sectorValues(data, 'eu27', 'all')).toEqual([1003, null]);
    expect(sectorValues(data, 'eu27', 'energy')).toEqual([1000, null]);
  });

  it('divides the summed kt by the population of the same year (t per person)', () => {
    expect(perPerson([10240.615], [1372341])[0]).toBeCloseTo(7.46215, 5);
    expect(perPerson([null, 5], [1000, null])).toEqual([null, null]);
  });

  it('has no index for a series whose first year is not a positive emission', () => {
    expect(indexed([200, 50, null])).toEqual([100, 25, null]);
    expect(indexed([-20, 10])).toBeNull();
    expect(indexed([0, 10])).toBeNull();
    const view = buildCompareView(data, { ...DEFAULT_COMPARE, view: 'index', sector: 'lulucf' }, UNITS);
    expect(view.noIndex).toEqual(['est']);
    expect(view.series.map((s) => s.id)).not.toContain('est');
    expect(homeRank(view)).toBeUndefined();
  });

  it('ranks Estonia in its latest year among the shown areas with a value that year', () => {
    const view = buildCompareView(data, { ...DEFAULT_COMPARE, view: 'per-capita' }, UNITS);
    // 1991 per person (kt × 1000 ÷ 1000 people): LVA 203, EST 50, the others 13; the EU27 has no 1991 value.
    expect(homeRank(view)).toEqual({ year: 1991, value: 50, rank: 2, count: 6 });
    expect(shortSeries(view)).toEqual([{ id: 'eu27', label: 'EU27', last: 1990 }]);
    const two = buildCompareView(data, { ...DEFAULT_COMPARE, areas: ['est', 'fin'] as AreaId[] }, UNITS);
    expect(homeRank(two)).toEqual({ year: 1991, value: 50, rank: 1, count: 2 });
  });

  it('gives the table and CSV the values of the chart, with an empty cell for a missing year', () => {
    const view = buildCompareView(data, { ...DEFAULT_COMPARE, areas: ['est', 'eu27'] }, UNITS);
    const csv = toCsv(compareTable(view, { series: 'Country', code: 'Code', unit: 'Unit' }));
    expect(csv).toBe('Country,Code,Unit,1990,1991\r\nEST,EST,kt,100,50\r\nEU27,EU27,kt,1003,\r\n');
    const energy = buildCompareView(data, { ...DEFAULT_COMPARE, areas: ['est', 'eu27'], sector: 'energy' }, UNITS);
    expect(toCsv(compareTable(energy, { series: 'C', code: 'K', unit: 'U' })).split('\r\n')[2]).toBe(
      'EU27,EU27,kt,1000,',
    );
  });

  it('draws a gap, not a point, where a year has no value', () => {
    expect(valueRuns([1, null, 2, 3, null])).toEqual([
      [0, 0],
      [2, 3],
    ]);
    const view = buildCompareView(data, { ...DEFAULT_COMPARE, areas: ['est', 'eu27'], sector: 'energy' }, UNITS);
    const g = compareGeometry(view, { width: 800, height: 400 }, 'en');
    expect(g.lines.map((l) => l.points.length)).toEqual([2, 1]);
  });
});

describe('formatOrdinal', () => {
  it.each([
    [1, 'en', '1st'],
    [2, 'en', '2nd'],
    [3, 'en', '3rd'],
    [4, 'en', '4th'],
    [11, 'en', '11th'],
    [13, 'en', '13th'],
    [22, 'en', '22nd'],
    [3, 'et', '3.'],
  ] as const)('%i in %s is %s', (n, locale, text) => expect(formatOrdinal(n, locale)).toBe(text));
});

describe('compareTooltip (Chart.js tooltip and the drawing’s first answer)', () => {
  const view = {
    unit: '%',
    years: [1990, 1991],
    decimals: 1,
    noIndex: [],
    series: [
      { id: 'est' as const, label: 'Estonia', colour: '#1a1a1a', data: [100, 92.04] },
      { id: 'lva' as const, label: 'Latvia', colour: '#0b5394', data: [null, 88] },
    ],
  };

  test('the year as title and a line per area with a value, with the view’s decimals and unit', () => {
    expect(compareTooltip(view, 1, 'en')).toEqual({
      title: '1991',
      lines: [
        { colour: '#1a1a1a', text: 'Estonia: 92.0 %' },
        { colour: '#0b5394', text: 'Latvia: 88.0 %' },
      ],
    });
    // Latvia has no 1990 value: no line for it.
    expect(compareTooltip(view, 0, 'et').lines.map((l) => l.text)).toEqual(['Estonia: 100,0 %']);
  });
});
