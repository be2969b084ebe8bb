import { localUnit, titleWithUnit } from '@/lib/format/unit';

test('CO2 equivalent reads "CO2 ekv" in Estonian; other units and English stay as written', () => {
  expect(localUnit('kt CO2 eq', 'et')).toBe('kt CO2 ekv');
  expect(localUnit('kt CO2 eq', 'en')).toBe('kt CO2 eq');
  expect(localUnit('kt', 'et')).toBe('kt');
  expect(localUnit('t', 'et')).toBe('t');
  expect(localUnit('kt CO2 equivalent', 'et')).toBe('kt CO2 equivalent');
});

test('units of the activity files in Estonian words; English keeps them as written', () => {
  expect(localUnit('kha', 'et')).toBe('tuh ha');
  expect(localUnit('thousand head', 'et')).toBe('tuhat looma');
  expect(localUnit('kt CO2 eq per million US$ (2015 prices)', 'et')).toBe(
    'kt CO2 ekv miljoni USA dollari kohta (2015. aasta hindades)',
  );
  expect(localUnit('kha', 'en')).toBe('kha');
  expect(localUnit('TWh', 'et')).toBe('TWh');
});

test('Russian writes the units as the Russian UNFCCC tables do: "кт CO2-экв."', () => {
  expect(localUnit('kt CO2 eq', 'ru')).toBe('кт CO2-экв.');
  expect(localUnit('t CO2 eq per person', 'ru')).toBe('т CO2-экв. на душу населения');
  expect(localUnit('kt', 'ru')).toBe('кт');
  expect(localUnit('t', 'ru')).toBe('т');
  expect(localUnit('kha', 'ru')).toBe('тыс. га');
  expect(localUnit('thousand head', 'ru')).toBe('тыс. голов');
  expect(localUnit('g CO2/kWh', 'ru')).toBe('г CO2/кВт·ч');
  expect(localUnit('t/cow', 'ru')).toBe('т на корову');
  expect(localUnit('kt CO2 eq per million US$ (2015 prices)', 'ru')).toBe(
    'кт CO2-экв. на млн долл. США (в ценах 2015 года)',
  );
  expect(localUnit('1990 = 100', 'ru')).toBe('1990 = 100');
});

test('the units of the Eurostat series: euros in chain-linked volumes, a count of cars', () => {
  expect(localUnit('million € (chain-linked 2020)', 'et')).toBe('mln eurot (aheldatud väärtus, 2020)');
  expect(localUnit('million € (chain-linked 2020)', 'ru')).toBe('млн евро (в цепных ценах 2020 года)');
  expect(localUnit('kt CO2 eq per million € (chain-linked 2020)', 'et')).toBe(
    'kt CO2 ekv miljoni euro kohta (aheldatud väärtus, 2020)',
  );
  expect(localUnit('kt CO2 eq per million € (chain-linked 2020)', 'ru')).toBe(
    'кт CO2-экв. на млн евро (в цепных ценах 2020 года)',
  );
  expect(localUnit('g CO2 eq per € (chain-linked 2020)', 'ru')).toBe('г CO2-экв. на евро (в цепных ценах 2020 года)');
  expect(localUnit('number', 'et')).toBe('arv');
  expect(localUnit('number', 'ru')).toBe('шт.');
  expect(localUnit('number', 'en')).toBe('number');
});

test.each([
  ['Emissions by sector', 'kt CO2 eq', 'Emissions by sector (kt CO2 eq)'],
  [
    'KHG koguheide, reaalne SKP ja rahvaarv, indeks 1990 = 100',
    '1990 = 100',
    'KHG koguheide, reaalne SKP ja rahvaarv, indeks 1990 = 100',
  ],
  [
    'Kõik sektorid ilma LULUCF-ita: indeks, 1990 = 100, 1990–2024',
    '1990 = 100',
    'Kõik sektorid ilma LULUCF-ita: indeks, 1990 = 100, 1990–2024',
  ],
  ['Heide inimese kohta, 1990–2024', 't', 'Heide inimese kohta, 1990–2024 (t)'],
  ['Milk yield', undefined, 'Milk yield'],
])('a caption says its unit once: %s, %s', (title, unit, expected) => {
  expect(titleWithUnit(title, unit)).toBe(expected);
});
