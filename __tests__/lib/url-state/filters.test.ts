import type { Level } from '@/lib/model/dimensions';
import { driverYears } from '@/lib/views/drivers';
import { againstSubmission } from '@/lib/views/revisions';
import { parseChartFilters } from '@/lib/views/page-state';
import {
  DEFAULT_FILTERS,
  shownSubmission,
  serializeFilters,
  type FilterState,
  type GasOption,
  type ParseContext,
} from '@/lib/url-state/filters';

const gases: GasOption[] = [
  { id: 'co2eq', hasTotals: true },
  { id: 'co2', hasTotals: true },
  { id: 'hfc', hasTotals: false },
  { id: 'pfc', hasTotals: false },
];
const inv = { period: 'inventory' as const, gases };
const proj = { period: 'projections' as const, gases: gases.filter((g) => g.id !== 'pfc') };

/** A valid query: the state it gives (defaults plus `expected`), no problems, and the query it is written as. */
function roundTrip(query: string, ctx: ParseContext, expected: Partial<FilterState>, written: string) {
  const { state, problems } = parseChartFilters(query, ctx);
  expect(state).toEqual({ ...DEFAULT_FILTERS, ...expected });
  expect(problems).toEqual([]);
  expect(serializeFilters(state)).toBe(written);
}

describe('parseChartFilters', () => {
  test.each<[string, Partial<FilterState>]>([
    ['', {}],
    ['?gas=co2', { gas: 'co2' }],
    ['?level=cat', { level: 'cat' }],
    ['sector=energy&sector=waste', { sector: ['energy', 'waste'] }],
    ['sector=none', { sector: [] }],
    ['cat=none&sub=road&sub=rail', { cat: [], sub: ['road', 'rail'] }],
    ['gas=hfc', { gas: 'hfc', level: 'sector' }],
    ['gas=hfc&level=subCat', { gas: 'hfc', level: 'subCat' }],
    ['view=change', { view: 'change' }],
    ['level=sector&view=share', { level: 'sector', view: 'share' }],
  ])('inventory %s', (query, expected) => {
    const { state, problems } = parseChartFilters(query, inv);
    expect(state).toEqual({ ...DEFAULT_FILTERS, ...expected });
    expect(problems).toEqual([]);
  });

  test.each<[string, Partial<FilterState>, string]>([
    ['gas=xyz', {}, 'gas'],
    ['gas=co2&gas=ch4', {}, 'gas'],
    ['level=everything', {}, 'level'],
    ['sector=energy&sector=mars', {}, 'sector'],
    ['cat=road', {}, 'cat'],
    ['sub=energy', {}, 'sub'],
    ['measure=wam', {}, 'measure'],
    ['gas=hfc&level=total', { gas: 'hfc', level: 'sector' }, 'level'],
    ['view=percent', {}, 'view'],
    ['view=absolute', {}, 'view'],
    ['view=change&view=share', {}, 'view'],
  ])('invalid %s falls back to defaults', (query, expected, problemKey) => {
    const { state, problems } = parseChartFilters(query, inv);
    expect(state).toEqual({ ...DEFAULT_FILTERS, ...expected });
    expect(problems.some((p) => p.startsWith(`${problemKey}:`))).toBe(true);
  });

  test('measure is read on projections only, and pfc is not a projection gas', () => {
    expect(parseChartFilters('measure=wam&gas=co2', proj).state).toMatchObject({ measure: 'wam', gas: 'co2' });
    expect(parseChartFilters('measure=wam&gas=pfc', proj).state).toMatchObject({ measure: 'wam', gas: 'co2eq' });
    expect(parseChartFilters('measure=bau', proj).state.measure).toBe('wem');
  });

  test('duplicate ids in a repeated parameter collapse', () => {
    expect(parseChartFilters('sector=agri&sector=agri', inv).state.sector).toEqual(['agri']);
  });
});

describe('serializeFilters', () => {
  test('defaults give an empty query', () => {
    expect(serializeFilters(DEFAULT_FILTERS)).toBe('');
  });
  test('fixed key order, repeated params and none', () => {
    const state: FilterState = {
      projection: null,
      submission: null,
      against: null,
      gas: 'co2',
      level: 'subCat',
      measure: 'wam',
      sector: ['energy', 'agri'],
      cat: [],
      sub: ['road'],
      view: 'change',
      from: null,
      to: null,
      events: true,
      inventoryLine: true,
    };
    expect(serializeFilters(state)).toBe(
      'measure=wam&gas=co2&level=subCat&sector=energy&sector=agri&cat=none&sub=road&view=change',
    );
  });
  test('the absolute view is left out', () => {
    expect(serializeFilters({ ...DEFAULT_FILTERS, level: 'sector', view: 'absolute' })).toBe('level=sector');
  });
});

describe('round trips', () => {
  const states: FilterState[] = [
    DEFAULT_FILTERS,
    { ...DEFAULT_FILTERS, gas: 'hfc', level: 'cat', cat: ['ods'] },
    { ...DEFAULT_FILTERS, level: 'subCat', sector: [], cat: null, sub: ['road', 'rail'] },
    { ...DEFAULT_FILTERS, measure: 'wam', gas: 'co2', level: 'sector', sector: ['waste'] },
    { ...DEFAULT_FILTERS, view: 'change' },
    { ...DEFAULT_FILTERS, level: 'sector', sector: ['energy', 'lulucf'], view: 'share' },
  ];
  test.each(states.map((s) => [serializeFilters(s), s] as const))('state → "%s" → state', (query, state) => {
    expect(parseChartFilters(query, proj).state).toEqual(state);
  });
  test.each([
    'gas=co2&level=cat&sector=energy&cat=none',
    'level=sector&sector=agri&sector=waste',
    'measure=wam&sub=none',
    'view=change',
    'level=cat&view=share',
  ])('query %s → state → same query', (query) => {
    expect(serializeFilters(parseChartFilters(query, proj).state)).toBe(query);
  });
});

test('projections: a gas missing from the chosen scenario falls back to co2eq', () => {
  const wam: GasOption[] = [{ id: 'co2eq', hasTotals: true }];
  const ctx = { ...proj, gasesFor: (m: 'wem' | 'wam') => (m === 'wam' ? wam : proj.gases) };
  expect(parseChartFilters('measure=wem&gas=co2', ctx).state.gas).toBe('co2');
  const { state, problems } = parseChartFilters('measure=wam&gas=co2', ctx);
  expect(state).toMatchObject({ measure: 'wam', gas: 'co2eq' });
  expect(problems).toEqual(['gas: co2 is not available for wam']);
});

describe('submissions: the newest is the default, against only in the revisions view', () => {
  const submissions = [
    { id: '2026', levels: ['total', 'sector', 'cat'] as Level[] },
    { id: '2025', levels: ['total', 'sector', 'cat'] as Level[] },
    { id: '2020', levels: ['total', 'sector', 'cat', 'subCat'] as Level[] },
  ];
  const ctx = { ...inv, submissions };
  test.each([
    ['submission=2020', { submission: '2020', against: null, view: 'absolute' }, 'submission=2020'],
    ['submission=2026', { submission: null }, ''],
    ['submission=1999', { submission: null }, ''],
    ['view=revisions', { view: 'revisions', against: null }, 'view=revisions'],
    ['view=revisions&against=2025', { against: null }, 'view=revisions'],
    ['view=revisions&against=2020', { against: '2020' }, 'view=revisions&against=2020'],
    [
      'submission=2025&view=revisions&against=2025',
      { submission: '2025', against: null },
      'submission=2025&view=revisions',
    ],
    ['against=2020', { view: 'absolute', against: null }, ''],
    [
      'gas=co2eq&level=sector&view=revisions&against=2020',
      { level: 'sector', against: '2020' },
      'level=sector&view=revisions&against=2020',
    ],
  ])('%s → state → %s', (query, expected, back) => {
    const { state } = parseChartFilters(query, ctx);
    expect(state).toMatchObject(expected);
    expect(serializeFilters(state)).toBe(back);
  });
  test('the projections page offers no choice of submission and no revisions view', () => {
    const one = { ...proj, submissions: submissions.slice(0, 1) };
    expect(parseChartFilters('submission=2020&view=revisions', one).state).toMatchObject({
      submission: null,
      view: 'absolute',
    });
  });
  test('the submission compared against: the given one, else the one before the submission shown', () => {
    expect(againstSubmission({ submission: null, against: null }, ctx)?.id).toBe('2025');
    expect(againstSubmission({ submission: '2025', against: null }, ctx)?.id).toBe('2020');
    expect(againstSubmission({ submission: '2020', against: null }, ctx)?.id).toBe('2026');
    expect(againstSubmission({ submission: null, against: '2020' }, ctx)?.id).toBe('2020');
    expect(shownSubmission({ submission: null }, ctx)?.id).toBe('2026');
  });
});

describe('the per-person and drivers views', () => {
  const submissions = [
    { id: '2026', levels: ['total', 'sector', 'cat'] as Level[], firstYear: 1990, lastYear: 2024 },
    { id: '2020', levels: ['total', 'sector', 'cat', 'subCat'] as Level[], firstYear: 1990, lastYear: 2018 },
  ];
  const ctx = { ...inv, submissions };

  test.each<[string, Partial<FilterState>, string]>([
    ['view=per-capita', { view: 'per-capita' }, 'view=per-capita'],
    ['view=drivers', { view: 'drivers' }, 'view=drivers'],
    ['view=drivers&from=2000&to=2018', { view: 'drivers', from: 2000, to: 2018 }, 'view=drivers&from=2000&to=2018'],
    ['view=drivers&from=2005', { view: 'drivers', from: 2005 }, 'view=drivers&from=2005'],
    // The defaults (the submission's first and last year) are not written.
    ['view=drivers&from=1990&to=2024', { view: 'drivers' }, 'view=drivers'],
    [
      'submission=2020&view=drivers&to=2010',
      { submission: '2020', view: 'drivers', to: 2010 },
      'submission=2020&view=drivers&to=2010',
    ],
  ])('%s', (query, expected, written) => roundTrip(query, ctx, expected, written));

  test.each<[string, string]>([
    ['view=drivers&from=1989', 'from/to'],
    ['view=drivers&to=2025', 'from/to'],
    ['submission=2020&view=drivers&to=2020', 'from/to'],
    ['view=drivers&from=2010&to=2000', 'from/to'],
    ['view=drivers&from=2010&to=2010', 'from/to'],
    ['view=drivers&from=abc', 'from'],
    ['view=drivers&from=2000&from=2001', 'from'],
    ['view=per-person', 'view'],
  ])('invalid %s falls back to the defaults', (query, problem) => {
    const { state, problems } = parseChartFilters(query, ctx);
    expect([state.from, state.to]).toEqual([null, null]);
    expect(problems.some((p) => p.startsWith(problem))).toBe(true);
  });

  test('from and to exist only in the drivers view', () => {
    const { state } = parseChartFilters('view=change&from=2000&to=2010', ctx);
    expect(state).toEqual({ ...DEFAULT_FILTERS, view: 'change' });
    expect(serializeFilters(state)).toBe('view=change');
  });

  test('the years compared: the state’s own or the shown submission’s first and last', () => {
    expect(driverYears({ projection: null, submission: null, from: null, to: null }, { submissions })).toEqual({
      from: 1990,
      to: 2024,
    });
    expect(driverYears({ projection: null, submission: '2020', from: 2000, to: null }, { submissions })).toEqual({
      from: 2000,
      to: 2018,
    });
    expect(
      driverYears({ projection: null, submission: null, from: null, to: null }, { submissions: [] }),
    ).toBeUndefined();
  });
});

describe('events parameter', () => {
  test.each<[string, boolean, boolean]>([
    ['', true, false],
    ['events=0', false, false],
    ['events=1', true, true],
    ['events=no', true, true],
    ['events=0&events=0', true, true],
  ])('"%s" shows events: %s (problem: %s)', (query, shown, problem) => {
    const { state, problems } = parseChartFilters(query, inv);
    expect(state.events).toBe(shown);
    expect(problems.some((p) => p.startsWith('events:'))).toBe(problem);
  });
  test('hidden events are written last, shown events never', () => {
    expect(serializeFilters({ ...DEFAULT_FILTERS, events: false })).toBe('events=0');
    expect(serializeFilters({ ...DEFAULT_FILTERS, view: 'change', events: false })).toBe('view=change&events=0');
    expect(serializeFilters({ ...DEFAULT_FILTERS, events: true })).toBe('');
  });
  test('round trip', () => {
    const state = { ...DEFAULT_FILTERS, level: 'sector' as const, events: false };
    expect(parseChartFilters(serializeFilters(state), inv).state).toEqual(state);
  });
});

describe('projections page: the round, the newest inventory line and the outturn view', () => {
  const rounds = [
    { id: '2023', firstYear: 2020, lastYear: 2050 },
    { id: '2019', firstYear: 2015, lastYear: 2040 },
  ];
  const ctx = {
    ...proj,
    rounds,
    submissions: [{ id: '2026', levels: ['total'] as Level[], firstYear: 1990, lastYear: 2024 }],
  };

  test.each<[string, Partial<FilterState>, string]>([
    ['projection=2019', { projection: '2019' }, 'projection=2019'],
    // The newest round is the default and never written.
    ['projection=2023', {}, ''],
    ['inventory=0', { inventoryLine: false }, 'inventory=0'],
    ['view=outturn&measure=wam', { view: 'outturn', measure: 'wam' }, 'measure=wam&view=outturn'],
    [
      'measure=wam&projection=2019&view=drivers&from=2017&to=2030',
      { measure: 'wam', projection: '2019', view: 'drivers', from: 2017, to: 2030 },
      'measure=wam&projection=2019&view=drivers&from=2017&to=2030',
    ],
    // The drivers years are those of the round shown: 2015–2040 for 2019, so 2015 and 2040 are the defaults.
    [
      'projection=2019&view=drivers&from=2015&to=2040',
      { projection: '2019', view: 'drivers' },
      'projection=2019&view=drivers',
    ],
  ])('%s', (query, expected, written) => roundTrip(query, ctx, expected, written));

  test.each<[string, string]>([
    ['projection=2017', 'projection'],
    ['inventory=1', 'inventory'],
    ['projection=2019&view=drivers&from=2010', 'from/to'],
    ['view=drivers&to=2051', 'from/to'],
  ])('invalid %s falls back (problem %s)', (query, problem) => {
    const { state, problems } = parseChartFilters(query, ctx);
    expect(state.projection === null || state.projection === '2019').toBe(true);
    expect(state.inventoryLine).toBe(true);
    expect([state.from, state.to]).toEqual([null, null]);
    expect(problems.some((p) => p.startsWith(problem))).toBe(true);
  });

  test('the inventory page has no rounds, no outturn view and no projection parameter', () => {
    const { state, problems } = parseChartFilters('projection=2019&view=outturn', { ...inv, rounds });
    expect(state).toEqual(DEFAULT_FILTERS);
    expect(problems).toEqual(['projection: unknown projection round "2019"', 'view: unknown view "outturn"']);
  });

  test('the drivers years of the round shown', () => {
    expect(driverYears({ projection: '2019', submission: null, from: 2017, to: null }, ctx)).toEqual({
      from: 2017,
      to: 2040,
    });
    expect(driverYears({ projection: null, submission: null, from: null, to: null }, ctx)).toEqual({
      from: 2020,
      to: 2050,
    });
  });
});
