import { computeStripeColours } from '@/lib/stripes/stripe-colours';

describe('computeStripeColours', () => {
  test.each([
    ['empty series', [], []],
    ['constant series is neutral', [7, 7], ['#f6f4f0', '#f6f4f0']],
    ['symmetric series hits both ends', [0, 10, 20], ['#1c549c', '#f6f4f0', '#a61826']],
    ['in-between values are mixed towards the end colour', [5, 10, 20], ['#4874ad', '#cad4df', '#a61826']],
    ['negative values work the same', [-20, -10, 0], ['#1c549c', '#f6f4f0', '#a61826']],
  ])('%s', (_name, values, expected) => {
    expect(computeStripeColours(values)).toEqual(expected);
  });

  test('one colour per value, in order', () => {
    const colours = computeStripeColours([40277, 30000, 19974]);
    expect(colours).toHaveLength(3);
    expect(colours[0]).toBe('#a61826');
  });
});
