import type { Locale } from '@/lib/model/locale';
import { formatNumber, formatPercent, formatTableCell, formatTooltipValue, writtenDecimals } from '@/lib/format/number';

describe('formatNumber', () => {
  test.each<[number, Locale, number | undefined, string]>([
    [19974.084, 'en', 0, '19\u00a0974'],
    [19974.084, 'en', undefined, '19\u00a0974.1'],
    [19974.084, 'et', undefined, '19\u00a0974,1'],
    [10240.615556, 'ru', 0, '10\u00a0241'],
    [19974.084, 'ru', undefined, '19\u00a0974,1'],
    [7.4567, 'ru', 2, '7,46'],
    [9999.44, 'en', undefined, '9999.4'],
    [9999.96, 'en', undefined, '10\u00a0000.0'],
    [10000, 'en', 0, '10\u00a0000'],
    [1234567.891, 'en', 2, '1\u00a0234\u00a0567.89'],
    [-17984.04, 'en', undefined, '-17\u00a0984.0'],
    [-0.04, 'en', undefined, '0.0'],
    [0, 'et', undefined, '0,0'],
    [0.25, 'en', 2, '0.25'],
    [Number.NaN, 'en', undefined, 'N/A'],
  ])('%p %s decimals=%p → %s', (value, locale, decimals, expected) => {
    expect(formatNumber(value, locale, decimals === undefined ? {} : { decimals })).toBe(expected);
  });
});

describe('formatTooltipValue', () => {
  test.each<[number, 'bar' | 'line', string]>([
    [0, 'bar', ''],
    [0, 'line', '0.0'],
    [0.0234, 'bar', '0.02'],
    [-0.5, 'bar', '-0.5'],
    [0.0004, 'bar', '0.0004'],
    [0.0234, 'line', '0.0'],
    [1.25, 'bar', '1.3'],
    [36237.596, 'bar', '36\u00a0237.6'],
    [17984.04, 'line', '17\u00a0984.0'],
  ])('%p %s → "%s"', (value, kind, expected) => {
    expect(formatTooltipValue(value, kind)).toBe(expected);
  });
  test('Estonian decimal comma', () => {
    expect(formatTooltipValue(0.0234, 'bar', 'et')).toBe('0,02');
  });
});

describe('formatTableCell', () => {
  test.each<[unknown, string]>([
    [12230.9, '12\u00a0230.900'],
    [539.7, '539.700'],
    [-3.14159, '-3.142'],
    ['IE', 'IE'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
  ])('%p → %s', (value, expected) => {
    expect(formatTableCell(value)).toBe(expected);
  });
  test('et uses a decimal comma', () => {
    expect(formatTableCell(40277.3, 'et')).toBe('40\u00a0277,300');
  });
});

test('formatPercent', () => {
  expect(formatPercent(-50.4)).toBe('-50\u00a0%');
  expect(formatPercent(12.5, 'et')).toBe('13\u00a0%');
});

describe('writtenDecimals: a row printed with the precision it is written with', () => {
  it.each([
    [[83.31, 6.37, 1.1], 2],
    [[92.9, 100], 1],
    [[-75, -80, -13], 0],
    [[1500.25, 12345.6789], 3],
    [['NO', null, 2.5], 1],
    [[], 0],
  ] as const)('%p → %i', (values, expected) => {
    expect(writtenDecimals(values)).toBe(expected);
  });

  it('formats a pre-rounded share as written: 83.31, not 83.310', () => {
    expect(formatTableCell(83.31, 'en', writtenDecimals([83.31, 1.1]))).toBe('83.31');
    expect(formatTableCell(-75, 'et', writtenDecimals([-75]))).toBe('-75');
  });
});

test("a file's '-' cell (no number in the source) reads as every gap does, in the page's language", () => {
  expect(formatTableCell('-', 'en')).toBe('N/A');
  expect(formatTableCell('-', 'et')).toBe('puudub');
  expect(formatTableCell('NO', 'et')).toBe('NO');
});
