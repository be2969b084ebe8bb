import { formatGasRow, formatValue } from '@/lib/import/write-gas-yaml';

describe('formatValue', () => {
  it.each([
    [36237.596094319, '36237.596094'],
    [0.00012345678912, '0.0001234567891'],
    [-0.0000001, '-0.0000001'],
    [1e-12, '0.000000000001'],
    [-1e-22, '0'],
    [0.0015 * 1000, '1.5'],
    [5e-9, '0.000000005'],
    [-1626.318835441, '-1626.318835'],
    [-0, '0'],
    [null, '-'],
  ])('%s → %s', (value, text) => {
    expect(formatValue(value)).toBe(text);
  });
});

describe('formatGasRow', () => {
  it('indents and skips leading cells by level', () => {
    expect(formatGasRow({ level: 'sector', id: 'energy', values: [1, null] })).toBe('energy\t\t\t1\t-');
    expect(formatGasRow({ level: 'cat', id: 'manuf', values: [2] })).toBe('  manuf\t\t2');
    expect(formatGasRow({ level: 'subCat', id: 'road', values: [3] })).toBe('    road\t3');
  });
});
