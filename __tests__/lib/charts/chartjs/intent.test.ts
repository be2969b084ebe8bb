import { pointRect, showsIntent } from '@/lib/charts/chartjs/intent';

const box = { left: 100, top: 300, right: 700, bottom: 700 };
const viewport = { width: 1280, height: 900 };

test('a pointer on the chart, or within 120 px of its edge, shows intent', () => {
  expect(showsIntent(box, pointRect(400, 500), viewport)).toBe(true);
  expect(showsIntent(box, pointRect(820, 500), viewport)).toBe(true);
  expect(showsIntent(box, pointRect(821, 500), viewport)).toBe(false);
  expect(showsIntent(box, pointRect(400, 180), viewport)).toBe(true);
  expect(showsIntent(box, pointRect(400, 179), viewport)).toBe(false);
});

test('a focused control near the chart shows intent; one far from it does not', () => {
  expect(showsIntent(box, { left: 720, top: 320, right: 900, bottom: 350 }, viewport)).toBe(true);
  expect(showsIntent(box, { left: 900, top: 320, right: 1000, bottom: 350 }, viewport)).toBe(false);
  expect(showsIntent(box, { left: 0, top: 0, right: 50, bottom: 50 }, viewport)).toBe(false);
});

test('a chart out of view shows no intent, whatever is near it', () => {
  const below = { left: 100, top: 950, right: 700, bottom: 1350 };
  expect(showsIntent(below, pointRect(400, 890), viewport)).toBe(false);
  expect(showsIntent({ ...below, top: 899 }, pointRect(400, 890), viewport)).toBe(true);
  const above = { left: 100, top: -400, right: 700, bottom: 0 };
  expect(showsIntent(above, pointRect(400, 10), viewport)).toBe(false);
  expect(showsIntent({ ...above, bottom: 1 }, pointRect(400, 10), viewport)).toBe(true);
});
