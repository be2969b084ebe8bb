import { layoutLegend, wrapText } from '@/lib/export/chart-image';

test('legend entries wrap to a new row when the width runs out', () => {
  expect(layoutLegend([100, 100, 100], 250, 20)).toEqual([
    { x: 0, row: 0 },
    { x: 120, row: 0 },
    { x: 0, row: 1 },
  ]);
  expect(layoutLegend([400], 250)).toEqual([{ x: 0, row: 0 }]);
});

test('long filter lines wrap at spaces within the width', () => {
  const measure = (s: string) => s.length * 10;
  expect(wrapText('Sectors: Energy, Agriculture, Waste', 200, measure)).toEqual([
    'Sectors: Energy,',
    'Agriculture, Waste',
  ]);
  expect(wrapText('Short', 200, measure)).toEqual(['Short']);
  // A word wider than the line is cut where it must be (10 characters of 10 px fill 100 px).
  expect(wrapText('See Averyveryverylongwordthatdoesnotfit', 100, measure)).toEqual([
    'See',
    'Averyveryv',
    'erylongwor',
    'dthatdoesn',
    'otfit',
  ]);
});
