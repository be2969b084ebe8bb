import { layoutLegend } from '@/lib/export/chart-image';

test('legend entries wrap to a new row when the width runs out', () => {
  expect(layoutLegend([100, 100, 100], 250, 20)).toEqual([
    { x: 0, row: 0 },
    { x: 120, row: 0 },
    { x: 0, row: 1 },
  ]);
  expect(layoutLegend([400], 250)).toEqual([{ x: 0, row: 0 }]);
});
