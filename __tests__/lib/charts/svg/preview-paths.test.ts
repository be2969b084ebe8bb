import { barPaths, pointsPath } from '@/lib/charts/svg/preview-paths';

test('barPaths: one path per colour, in first-seen order, one rectangle per bar', () => {
  const paths = barPaths([
    { x: 10, y: 20, w: 5, h: 30, colour: '#aaa' },
    { x: 10, y: 5, w: 5, h: 15, colour: '#bbb' },
    { x: 20, y: 25, w: 5, h: 25, colour: '#aaa' },
  ]);
  expect(paths).toEqual([
    { colour: '#aaa', d: 'M10 20h5v30h-5zM20 25h5v25h-5z' },
    { colour: '#bbb', d: 'M10 5h5v15h-5z' },
  ]);
});

test('barPaths: coordinates rounded to a tenth of a pixel; no bars, no paths', () => {
  expect(barPaths([{ x: 1.234, y: 2.25, w: 3.06, h: 0.04, colour: '#000' }])[0]!.d).toBe('M1.2 2.3h3.1v0h-3.1z');
  expect(barPaths([])).toEqual([]);
});

test('pointsPath: a circle of two half arcs around each point', () => {
  expect(
    pointsPath(
      [
        [10, 20],
        [30, 40],
      ],
      3,
    ),
  ).toBe('M7 20a3 3 0 1 0 6 0a3 3 0 1 0 -6 0zM27 40a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z');
  expect(pointsPath([], 3)).toBe('');
});
