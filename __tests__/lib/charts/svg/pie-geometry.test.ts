import { pieSlices } from '@/lib/charts/svg/pie-geometry';

describe('pieSlices', () => {
  it("starts at 12 o'clock and runs clockwise", () => {
    const [a, b] = pieSlices([1, 1], 0, 0, 10);
    expect(a).toEqual({ d: 'M0 0 L0 -10 A10 10 0 0 1 0 10 Z', fraction: 0.5 });
    expect(b).toEqual({ d: 'M0 0 L0 10 A10 10 0 0 1 0 -10 Z', fraction: 0.5 });
  });

  it('uses the large-arc flag for a slice over half the pie', () => {
    const [big, small] = pieSlices([3, 1], 400, 300, 198);
    expect(big!.fraction).toBe(0.75);
    expect(big!.d).toBe('M400 300 L400 102 A198 198 0 1 1 202 300 Z');
    expect(small!.d).toBe('M400 300 L202 300 A198 198 0 0 1 400 102 Z');
  });

  it('draws nothing for zero, negative and missing values, and a full circle for a single value', () => {
    const slices = pieSlices([0, -5, null, 7], 0, 0, 10);
    expect(slices.slice(0, 3).map((s) => s.d)).toEqual(['', '', '']);
    expect(slices[3]).toEqual({ d: 'M0 -10 A10 10 0 1 1 0 10 A10 10 0 1 1 0 -10 Z', fraction: 1 });
  });

  it('draws nothing when every value is empty', () => {
    expect(pieSlices([0, null], 0, 0, 10)).toEqual([
      { d: '', fraction: 0 },
      { d: '', fraction: 0 },
    ]);
  });
});
