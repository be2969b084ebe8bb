import { columnWidthCh } from '@/lib/format/column-widths';

describe('columnWidthCh', () => {
  test('a digit is one ch; separators and the hyphen count less, letters and signs more', () => {
    expect(columnWidthCh(['1990'])).toBe(4);
    // Seven digits, a hyphen (0.7) and a point (0.6): 8.3 ch.
    expect(columnWidthCh(['-5614.987'])).toBe(9);
    // A minus sign (1.4), two digits and a comma: 4 ch.
    expect(columnWidthCh(['−4,5'])).toBe(4);
    // Three capitals: 4.2 ch; four small letters: 4.6 ch; a Cyrillic capital and two small letters: 3.7 ch.
    expect(columnWidthCh(['CRF'])).toBe(5);
    expect(columnWidthCh(['kood'])).toBe(5);
    expect(columnWidthCh(['Код'])).toBe(4);
  });
  test('the widest text, rounded up', () => {
    // 10 888.1: six digits, a space and a point (7.2 ch).
    expect(columnWidthCh(['2024', '10 888.1', '–'])).toBe(8);
    // Two digits, three points, a capital and a small letter (6.35 ch).
    expect(columnWidthCh(['1.A.3.b'])).toBe(7);
  });
  test('no text, no width', () => {
    expect(columnWidthCh([])).toBe(0);
    expect(columnWidthCh([''])).toBe(0);
  });
});
