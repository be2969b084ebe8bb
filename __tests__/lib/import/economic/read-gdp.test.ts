import { readCsvRecords, readOwidGrapher, readWorldBankSeries } from '@/lib/import/economic/read-gdp';

test('reads the World Bank extract for one country', () => {
  const csv = [
    'Country Name,Country Code,Year,Value',
    'Estonia,EST,1993,4013091682.29',
    'Latvia,LVA,1993,999',
    'Estonia,EST,1994,4123011419.74',
    '',
  ].join('\n');
  expect([...readWorldBankSeries(csv)]).toEqual([
    [1993, 4013091682.29],
    [1994, 4123011419.74],
  ]);
});

test('reads one column of an OWID grapher file for Estonia and leaves out years without a figure', () => {
  const csv = [
    'Entity,Code,Year,GDP per capita (constant 2015 US$)',
    'Estonia,EST,2022,21080.652',
    'Estonia,EST,2023,20123.422',
    'Latvia,LVA,2023,15000',
    'Estonia,EST,2024,',
  ].join('\r\n');
  expect([...readOwidGrapher(csv, 'GDP per capita (constant 2015 US$)')]).toEqual([
    [2022, 21080.652],
    [2023, 20123.422],
  ]);
  expect(() => readOwidGrapher(csv, 'GDP (constant 2015 US$)')).toThrow('Column "GDP (constant 2015 US$)" is missing');
});

test('CSV cells may be quoted with commas and doubled quotes inside', () => {
  expect(readCsvRecords('a,b\n"x, ""y""",2')).toEqual([{ a: 'x, "y"', b: '2' }]);
});
