import { buildModeView } from '@/lib/views/series/mode';
import { summaryFacts } from '@/lib/charts/shown/summary';
import { describeChange, describeLargestShare, summariseMode } from '@/lib/views/series/mode';
import { DEFAULT_FILTERS, type FilterState } from '@/lib/url-state/filters';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const opts = { locale: 'en' as const, restOf: (n: string) => `Rest of ${n}` };
const mode = (patch: Partial<FilterState>, excluded: number[] = []) =>
  buildModeView(makeGas(), { ...DEFAULT_FILTERS, ...patch }, excluded, opts);

test('absolute: the view as reported', () => {
  const { view, note } = mode({ level: 'sector' });
  expect(view.unit).toBe('kt CO2 eq');
  expect(view.series.find((s) => s.id === 'energy')?.data).toEqual([100, 80, 60]);
  expect(note.mode).toBe('absolute');
});

test('change: % since the first year shown, every series as a line', () => {
  const { view, note } = mode({ level: 'sector', view: 'change' });
  expect(view.unit).toBe('%');
  // energy 100 → 80 → 60; agri 20 → 10 → 10; lulucf -30 → -10 → 5 (change against |base|).
  expect(view.series.find((s) => s.id === 'energy')).toMatchObject({ kind: 'line', data: [0, -20, -40] });
  expect(view.series.find((s) => s.id === 'agri')?.data).toEqual([0, -50, -50]);
  expect(view.series.find((s) => s.id === 'lulucf')?.data).toEqual([0, 66.666667, 116.666667]);
  expect(view.series.find((s) => s.id === 'total-withoutLulucf')?.data).toEqual([0, -25, -41.666667]);
  expect(note.baseYear).toBe(1990);
});

test('change: the base is the first included year; series zero there are left out and named', () => {
  const { view, note } = mode({ level: 'sector', view: 'change' }, [1990]);
  expect(view.years).toEqual([2000, 2018]);
  expect(view.series.find((s) => s.id === 'energy')?.data).toEqual([0, -25]);
  expect(note.baseYear).toBe(2000);
  const zero = buildModeView(
    makeGas({ sectors: [{ id: 'waste', data: [0, 5, 10], cats: [] }] }),
    { ...DEFAULT_FILTERS, level: 'sector', view: 'change' },
    [],
    opts,
  );
  expect(zero.view.series.map((s) => s.id)).not.toContain('waste');
  expect(zero.note.zeroInBaseYear).toEqual(['Waste']);
});

test('share: % of the gross positive total, stacked to 100; the sink is left out and named; totals dropped', () => {
  const { view, note } = mode({ level: 'sector', view: 'share' });
  // 1990: energy 100, agri 20, lulucf -30 → gross 120. 2018: 60, 10, 5 → gross 75.
  expect(view.series.map((s) => s.id)).toEqual(['energy', 'agri', 'lulucf']);
  expect(view.series.every((s) => s.kind === 'bar')).toBe(true);
  expect(view.series[0]!.data).toEqual([83.333333, 88.888889, 80]);
  expect(view.series[2]!.data).toEqual([0, 0, 6.666667]);
  view.years.forEach((_, i) => expect(view.series.reduce((sum, s) => sum + s.data[i]!, 0)).toBeCloseTo(100, 4));
  expect(view.range).toEqual({ min: 0, max: 100 });
  expect(note.negativesAsZero).toEqual(['Land use, land-use change and forestry (LULUCF)']);
  const sink = buildModeView(
    makeGas({
      sectors: [
        { id: 'energy', data: [10, 10, 10], cats: [] },
        { id: 'lulucf', data: [-5, -5, -5], cats: [] },
      ],
    }),
    { ...DEFAULT_FILTERS, level: 'sector', view: 'share' },
    [],
    opts,
  );
  expect(sink.view.series.map((s) => s.id)).toEqual(['energy']);
  expect(sink.view.series[0]!.data).toEqual([100, 100, 100]);
  expect(sink.note.sinksLeftOut).toEqual(['Land use, land-use change and forestry (LULUCF)']);
});

test('share on the total level shows the sectors', () => {
  const { view, note } = mode({ view: 'share' });
  expect(note.sharesBySector).toBe(true);
  expect(view.series.map((s) => s.id)).toEqual(['energy', 'agri', 'lulucf']);
});

test('summary sentences follow the view, in each language (70 against 120 kt: 41.7\u00a0% less)', () => {
  const facts = summaryFacts(makeGas())!;
  expect(describeChange(facts, 'en')).toBe('In 2018 total emissions without LULUCF were 42 % below their 1990 level.');
  expect(describeChange(facts, 'et')).toBe('2018. aastal oli koguheide ilma LULUCF-ita 42 % väiksem kui 1990. aastal.');
  expect(describeChange(facts, 'ru')).toBe('В 2018 году общие выбросы без ЗИЗЛХ были на 42 % ниже уровня 1990 года.');
  const share = mode({ level: 'sector', view: 'share' }).view;
  expect(describeLargestShare(share, 'en')).toBe(
    'In 2018 the largest share of the gross emissions shown was Energy: 80 %.',
  );
  expect(describeLargestShare({ ...share, series: share.series.map((s) => ({ ...s, label: s.id })) }, 'et')).toBe(
    '2018. aastal oli näidatud brutoheitest suurim osakaal: „energy“, 80 %.',
  );
  // A projected year (the file's projections begin in 2015) is spoken of in the present tense.
  expect(describeLargestShare({ ...share, series: share.series.map((s) => ({ ...s, label: s.id })) }, 'et', 2015)).toBe(
    '2018. aastal on prognoosi järgi näidatud brutoheitest suurim osakaal: „energy“, 80 %.',
  );
  expect(describeLargestShare(share, 'ru', 2015)).toMatch(/^В 2018 году по прогнозу наибольшая доля/);
  expect(describeLargestShare(share, 'en', 2019)).toBe(
    'In 2018 the largest share of the gross emissions shown was Energy: 80 %.',
  );
  expect(summariseMode(makeGas(), 'absolute', share, 'en')).toBe(
    'In 2018 total emissions without LULUCF were 70.0 kt CO2 eq, 42\u00a0% less than in 1990 (120 kt CO2 eq).',
  );
});

test('a projected year is told as projected in the change and share sentences, in each language (audit M3)', () => {
  const facts = { ...summaryFacts(makeGas())!, projected: true };
  expect(describeChange(facts, 'en')).toBe(
    'In 2018 total emissions without LULUCF are projected to be 42 % below their 1990 level.',
  );
  expect(describeChange(facts, 'et')).toBe(
    '2018. aastaks prognoositakse, et koguheide ilma LULUCF-ita on 42 % väiksem kui 1990. aastal.',
  );
  expect(describeChange(facts, 'ru')).toBe(
    'По прогнозу, в 2018 году общие выбросы без ЗИЗЛХ будут на 42 % ниже уровня 1990 года.',
  );
  const gas = { ...makeGas(), projectionsYear: 2018 };
  expect(summariseMode(gas, 'change', mode({ view: 'change' }).view, 'en')).toContain('are projected to be 42 % below');
  const share = mode({ level: 'sector', view: 'share' }).view;
  expect(summariseMode(gas, 'share', share, 'en')).toBe(
    'In 2018 the largest share of the gross emissions shown is projected for Energy: 80 %.',
  );
  expect(describeLargestShare(share, 'et', 2018)).toBe(
    '2018. aastal on prognoosi järgi näidatud brutoheitest suurim osakaal: „Energy“, 80 %.',
  );
  expect(describeLargestShare(share, 'ru', 2018)).toBe(
    'В 2018 году по прогнозу наибольшая доля показанных валовых выбросов: «Energy», 80 %.',
  );
  // A year before the first projected year stays in the past tense.
  expect(describeLargestShare(share, 'en', 2019)).toContain('shown was Energy');
});
