import { DEFAULT_FILTERS, type GasOption } from '@/lib/url-state/filters';
import { allYearsIncluded, initialPageState, pageReducer, type PageState } from '@/lib/views/page-state';

const gases: GasOption[] = [
  { id: 'co2eq', hasTotals: true },
  { id: 'co2', hasTotals: true },
  { id: 'hfc', hasTotals: false },
];
const start = (patch: Partial<PageState['filters']> = {}): PageState =>
  initialPageState({ ...DEFAULT_FILTERS, ...patch });
const sectors = ['energy', 'ind-proc', 'agri', 'lulucf', 'waste'];

test('defaults: measure wem, level total, gas co2eq, no filters, all years', () => {
  expect(initialPageState()).toEqual({
    filters: {
      projection: null,
      submission: null,
      gas: 'co2eq',
      level: 'total',
      measure: 'wem',
      sector: null,
      cat: null,
      sub: null,
      view: 'absolute',
      against: null,
      from: null,
      to: null,
      events: true,
      inventoryLine: true,
    },
    excludedYears: [],
    yearPanelOpen: false,
  });
});

test('changing measure resets gas to co2eq', () => {
  const s = pageReducer(start({ gas: 'co2', level: 'cat' }), { type: 'setMeasure', measure: 'wam', gases });
  expect(s.filters).toMatchObject({ measure: 'wam', gas: 'co2eq', level: 'cat' });
});

test('changing gas to one without totals moves level total → sector; other levels stay', () => {
  expect(pageReducer(start(), { type: 'setGas', gas: 'hfc', gases }).filters).toMatchObject({
    gas: 'hfc',
    level: 'sector',
  });
  expect(pageReducer(start({ level: 'cat' }), { type: 'setGas', gas: 'hfc', gases }).filters.level).toBe('cat');
  expect(pageReducer(start(), { type: 'setGas', gas: 'co2', gases }).filters.level).toBe('total');
});

test('the view changes alone: filters and years stay', () => {
  const before = pageReducer(start({ level: 'sector', sector: ['agri'] }), { type: 'toggleYear', year: 1990 });
  const s = pageReducer(before, { type: 'setView', view: 'share' });
  expect(s.filters).toMatchObject({ view: 'share', level: 'sector', sector: ['agri'] });
  expect(s.excludedYears).toEqual([1990]);
  expect(pageReducer(s, { type: 'setView', view: 'absolute' }).filters.view).toBe('absolute');
});

test('toggling with no filter starts from all items and removes that one', () => {
  const s = pageReducer(start({ level: 'sector' }), {
    type: 'toggleItem',
    kind: 'sector',
    id: 'agri',
    allIds: sectors,
  });
  expect(s.filters.sector).toEqual(['energy', 'ind-proc', 'lulucf', 'waste']);
  const back = pageReducer(s, { type: 'toggleItem', kind: 'sector', id: 'agri', allIds: sectors });
  expect(back.filters.sector).toBeNull();
});

test('toggling adds to an explicit selection in catalogue order', () => {
  const s = pageReducer(start({ sector: ['waste'] }), {
    type: 'toggleItem',
    kind: 'sector',
    id: 'energy',
    allIds: sectors,
  });
  expect(s.filters.sector).toEqual(['energy', 'waste']);
  const none = pageReducer(start({ sector: [] }), { type: 'toggleItem', kind: 'sector', id: 'agri', allIds: sectors });
  expect(none.filters.sector).toEqual(['agri']);
});

test('include-all clears the filter, exclude-all selects none', () => {
  expect(pageReducer(start({ cat: ['road'] }), { type: 'includeAll', kind: 'cat' }).filters.cat).toBeNull();
  expect(pageReducer(start(), { type: 'excludeAll', kind: 'sub' }).filters.sub).toEqual([]);
});

test('years: toggle one, All checkbox, include-all, exclude-all, panel', () => {
  const years = [1990, 1991, 1992];
  let s = pageReducer(start(), { type: 'toggleYear', year: 1991 });
  expect(s.excludedYears).toEqual([1991]);
  expect(allYearsIncluded(s, years)).toBe(false);
  s = pageReducer(s, { type: 'toggleAllYears', years });
  expect(s.excludedYears).toEqual([]);
  expect(allYearsIncluded(s, years)).toBe(true);
  s = pageReducer(s, { type: 'toggleAllYears', years });
  expect(s.excludedYears).toEqual(years);
  s = pageReducer(s, { type: 'includeAllYears' });
  expect(s.excludedYears).toEqual([]);
  s = pageReducer(s, { type: 'excludeAllYears', years });
  expect(s.excludedYears).toEqual(years);
  expect(pageReducer(s, { type: 'toggleYearPanel' }).yearPanelOpen).toBe(true);
});

describe('submissions', () => {
  const submissions = [
    { id: '2026', levels: ['total', 'sector', 'cat'] as const },
    { id: '2020', levels: ['total', 'sector', 'cat', 'subCat'] as const },
  ].map((s) => ({ ...s, levels: [...s.levels] }));

  test('choosing a submission keeps the filters, includes every year again and drops the comparison', () => {
    const before = { ...start({ level: 'subCat', view: 'revisions', against: '2020' }), excludedYears: [1990] };
    const s = pageReducer(before, { type: 'setSubmission', submission: '2020', submissions });
    expect(s.filters).toMatchObject({ submission: '2020', level: 'subCat', view: 'revisions', against: null });
    expect(s.excludedYears).toEqual([]);
    expect(pageReducer(s, { type: 'setSubmission', submission: '2026', submissions }).filters.submission).toBeNull();
  });

  test('the compared submission is kept only in the revisions view', () => {
    const s = pageReducer(start({ view: 'revisions' }), { type: 'setAgainst', against: '2020', submissions });
    expect(s.filters.against).toBeNull();
    const other = pageReducer(start({ submission: '2020', view: 'revisions' }), {
      type: 'setAgainst',
      against: '2026',
      submissions,
    });
    expect(other.filters.against).toBeNull();
    expect(
      pageReducer(start({ view: 'revisions', against: '2020' }), { type: 'setView', view: 'change' }).filters.against,
    ).toBeNull();
  });

  test('the drivers years: set together, kept valid, dropped outside the drivers view and with another submission', () => {
    const ranged = submissions.map((s) => ({ ...s, firstYear: 1990, lastYear: s.id === '2026' ? 2024 : 2018 }));
    const drivers = start({ view: 'drivers' });
    const s = pageReducer(drivers, { type: 'setYears', from: 2000, to: 2020, submissions: ranged });
    expect([s.filters.from, s.filters.to]).toEqual([2000, 2020]);
    // Back to the first and last year: the defaults, not written.
    const back = pageReducer(s, { type: 'setYears', from: 1990, to: 2024, submissions: ranged });
    expect([back.filters.from, back.filters.to]).toEqual([null, null]);
    // The 2020 submission ends in 2018: the pair 2000–2020 is not one of its years.
    const other = pageReducer(s, { type: 'setSubmission', submission: '2020', submissions: ranged });
    expect([other.filters.from, other.filters.to]).toEqual([null, null]);
    const kept = pageReducer(pageReducer(drivers, { type: 'setYears', from: 2000, to: 2010, submissions: ranged }), {
      type: 'setSubmission',
      submission: '2020',
      submissions: ranged,
    });
    expect([kept.filters.from, kept.filters.to]).toEqual([2000, 2010]);
    const change = pageReducer(s, { type: 'setView', view: 'change' });
    expect([change.filters.from, change.filters.to]).toEqual([null, null]);
  });
});

test('events are hidden and shown again, nothing else changes', () => {
  const s = start({ level: 'sector' });
  const hidden = pageReducer(s, { type: 'setEvents', events: false });
  expect(hidden.filters).toEqual({ ...s.filters, events: false });
  expect(pageReducer(hidden, { type: 'setEvents', events: true }).filters).toEqual(s.filters);
});

describe('projections: the round and the newest inventory line', () => {
  const rounds = [
    { id: '2023', firstYear: 2020, lastYear: 2050 },
    { id: '2019', firstYear: 2015, lastYear: 2040 },
  ];

  test('another round clears the drivers years and the left-out years; the newest is null', () => {
    const before: PageState = { ...start({ view: 'drivers', from: 2025, to: 2030 }), excludedYears: [2021] };
    const s = pageReducer(before, { type: 'setRound', projection: '2019', rounds });
    expect(s.filters).toMatchObject({ projection: '2019', view: 'drivers', from: null, to: null });
    expect(s.excludedYears).toEqual([]);
    expect(pageReducer(s, { type: 'setRound', projection: '2023', rounds }).filters.projection).toBeNull();
    expect(pageReducer(s, { type: 'setRound', projection: '2019', rounds })).toBe(s);
  });

  test('the drivers years are checked against the round shown', () => {
    const s = pageReducer(start({ projection: '2019', view: 'drivers' }), {
      type: 'setYears',
      from: 2017,
      to: 2030,
      submissions: [],
      rounds,
    });
    expect(s.filters).toMatchObject({ from: 2017, to: 2030 });
    const back = pageReducer(s, { type: 'setYears', from: 2015, to: 2040, submissions: [], rounds });
    expect(back.filters).toMatchObject({ from: null, to: null });
  });

  test('the inventory line is hidden and shown again', () => {
    const hidden = pageReducer(start(), { type: 'setInventoryLine', shown: false });
    expect(hidden.filters.inventoryLine).toBe(false);
    expect(pageReducer(hidden, { type: 'setInventoryLine', shown: true }).filters.inventoryLine).toBe(true);
  });
});
