import { localeParams, narrowLocale, narrowPeriod, periodParams } from '@/lib/i18n/route-params';

describe('route parameters become the site types, or a 404', () => {
  test('supported values narrow', async () => {
    expect(narrowLocale('et')).toBe('et');
    expect(narrowPeriod('projections')).toBe('projections');
    await expect(localeParams(Promise.resolve({ locale: 'en', file: 'x.csv' }))).resolves.toEqual({
      locale: 'en',
      file: 'x.csv',
    });
    await expect(
      periodParams(Promise.resolve({ locale: 'et', period: 'inventory', tabName: 'energy' })),
    ).resolves.toEqual({
      locale: 'et',
      period: 'inventory',
      tabName: 'energy',
    });
  });

  test('anything else is notFound()', async () => {
    expect(() => narrowLocale('de')).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    expect(() => narrowPeriod('past')).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    await expect(periodParams(Promise.resolve({ locale: 'en', period: 'prognosis' }))).rejects.toThrow(/404/);
  });
});
