import { initialPieState, pieReducer } from '@/lib/charts/svg/pie-animation';
import { buildPieData } from '@/lib/charts/shown/build-pie-data';
import { pieTableRows } from '@/lib/charts/shown/pie-data';

describe('pieReducer', () => {
  test('advances one year per tick and stops at the last year', () => {
    let s = initialPieState(3);
    expect(s).toEqual({ index: 0, playing: true, count: 3 });
    s = pieReducer(s, { type: 'tick' });
    expect(s).toEqual({ index: 1, playing: true, count: 3 });
    s = pieReducer(s, { type: 'tick' });
    expect(s).toEqual({ index: 2, playing: false, count: 3 });
    expect(pieReducer(s, { type: 'tick' })).toBe(s);
  });

  test('a chosen year stops the animation, and ticks no longer move it', () => {
    const s = pieReducer(initialPieState(5), { type: 'select', index: 3 });
    expect(s).toEqual({ index: 3, playing: false, count: 5 });
    expect(pieReducer(s, { type: 'tick' }).index).toBe(3);
  });

  test('reduced motion shows the last year without playing', () => {
    expect(pieReducer(initialPieState(29), { type: 'reducedMotion' })).toEqual({
      index: 28,
      playing: false,
      count: 29,
    });
  });

  test('play from the last year starts again from the first', () => {
    const s = pieReducer({ index: 4, playing: false, count: 5 }, { type: 'play' });
    expect(s).toEqual({ index: 0, playing: true, count: 5 });
  });

  test('select clamps to the year range', () => {
    expect(pieReducer(initialPieState(5), { type: 'select', index: 9 }).index).toBe(4);
  });
});

describe('buildPieData', () => {
  const proportions = {
    startYear: 2016,
    numYears: 2,
    years: '2016-2017',
    sectors: { energy: [70, 71], waste: [2, 1.5] },
  };

  test('years from start year and count; names and colours from the catalogue', () => {
    const data = buildPieData(proportions, 'et');
    expect(data.years).toEqual([2016, 2017]);
    expect(data.sectors.map((s) => [s.id, s.name, s.shares])).toEqual([
      ['energy', 'Energeetika', [70, 71]],
      ['waste', 'Jäätmed', [2, 1.5]],
    ]);
    expect(data.sectors[0]?.colour).not.toBe(data.sectors[1]?.colour);
  });

  test('an unknown sector id fails', () => {
    expect(() => buildPieData({ ...proportions, sectors: { steel: [1, 2] } }, 'en')).toThrow('Invalid sector id steel');
  });

  test('totals are aligned by year and the export table has one row per year', () => {
    const data = buildPieData(proportions, 'en', {
      years: [2015, 2016, 2017],
      withoutLulucf: [10, 20, 30],
      withLulucf: [5, 15, 25],
      withoutLabel: 'Without',
      withLabel: 'With',
      unit: 'kt',
    });
    expect(pieTableRows(data, 'Year')).toEqual([
      ['Year', 'Energy (%)', 'Waste (%)', 'Without (kt)', 'With (kt)'],
      [2016, 70, 2, 20, 15],
      [2017, 71, 1.5, 30, 25],
    ]);
  });
});
