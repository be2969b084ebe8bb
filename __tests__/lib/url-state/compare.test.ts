import {
  DEFAULT_COMPARE,
  parseCompare,
  serializeCompare,
  toggleArea,
  type CompareState,
} from '@/lib/url-state/compare';

describe('compare URL state', () => {
  const cases: Array<[string, CompareState]> = [
    ['', DEFAULT_COMPARE],
    [
      'countries=lva,ltu,fin&view=per-capita&sector=energy',
      { areas: ['est', 'lva', 'ltu', 'fin'], view: 'per-capita', sector: 'energy' },
    ],
    ['countries=lva&view=index&sector=energy', { areas: ['est', 'lva'], view: 'index', sector: 'energy' }],
    ['countries=est', { areas: ['est'], view: 'total', sector: 'all' }],
    ['sector=lulucf', { ...DEFAULT_COMPARE, sector: 'lulucf' }],
  ];
  it.each(cases)('round-trips %s', (query, state) => {
    expect(parseCompare(query)).toEqual({ state, problems: [] });
    expect(serializeCompare(state)).toBe(query);
  });

  it('writes countries in catalogue order with Estonia implied, and omits every default', () => {
    expect(serializeCompare({ areas: ['fin', 'lva', 'est'], view: 'total', sector: 'all' })).toBe('countries=lva,fin');
    expect(serializeCompare({ areas: ['lva'], view: 'total', sector: 'all' })).toBe('countries=lva');
    expect(parseCompare('countries=FIN,lva').state.areas).toEqual(['est', 'lva', 'fin']);
  });

  it.each([
    ['view=absolute', 'view: unknown view "absolute"'],
    ['view=total', 'view: unknown view "total"'],
    ['sector=other', 'sector: unknown sector "other"'],
    ['countries=lva,xx', 'countries: unknown country "xx"'],
    ['view=index&view=per-capita', 'view: given 2 times'],
  ])('falls back to the default for %s', (query, problem) => {
    const { state, problems } = parseCompare(query);
    expect(state).toEqual(DEFAULT_COMPARE);
    expect(problems).toEqual([problem]);
  });

  it('toggles areas but never Estonia', () => {
    const without = toggleArea(DEFAULT_COMPARE, 'pol');
    expect(without.areas).toEqual(['est', 'lva', 'ltu', 'fin', 'swe', 'eu27']);
    expect(toggleArea(without, 'pol').areas).toEqual(DEFAULT_COMPARE.areas);
    expect(toggleArea(DEFAULT_COMPARE, 'est')).toBe(DEFAULT_COMPARE);
  });
});
