import { localUnit } from '@/lib/format/unit';

test('CO2 equivalent reads "CO2 ekv" in Estonian; other units and English stay as written', () => {
  expect(localUnit('kt CO2 eq', 'et')).toBe('kt CO2 ekv');
  expect(localUnit('kt CO2 eq', 'en')).toBe('kt CO2 eq');
  expect(localUnit('kt', 'et')).toBe('kt');
  expect(localUnit('t', 'et')).toBe('t');
  expect(localUnit('kt CO2 equivalent', 'et')).toBe('kt CO2 equivalent');
});
