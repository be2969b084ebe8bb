import { scaleGasFile } from '@/lib/tools/bench/synthetic';
import { validateGasFile } from '@/lib/compile/validate/validate-gas-file';

const SMALL = [
  'id: co2',
  'name: { en: Carbon dioxide, et: Süsinikdioksiid }',
  'unit: kt',
  'years: [2000, 2001]',
  'total:',
  '  withLulucf: [1, 2]',
  '  withoutLulucf: [3, 4]',
  'rows: |',
  '  energy\t\t\t5\t6',
  '    energy-ind\t\t5\t6',
  '',
].join('\n');

test('a 3× file has 3× the years and every series repeated', () => {
  const out = scaleGasFile(SMALL, 3);
  expect(out).toContain('years: [2000, 2001, 2002, 2003, 2004, 2005]');
  expect(out).toContain('withLulucf: [1, 2, 1, 2, 1, 2]');
  expect(out).toContain('  energy\t\t\t5\t6\t5\t6\t5\t6');
  expect(out).toContain('    energy-ind\t\t5\t6\t5\t6\t5\t6');
});

test('the scaled file is still a valid gas file', () => {
  const result = validateGasFile(scaleGasFile(SMALL, 10), 'data/past/co2.yml');
  expect(result.ok).toBe(true);
});
