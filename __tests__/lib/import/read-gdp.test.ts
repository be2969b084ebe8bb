import { readCsvRecords, readOwidGdp, readWorldBankGdp } from '@/lib/import/read-gdp';

test('reads the World Bank extract for one country', () => {
  const csv = [
    'Country Name,Country Code,Year,Value',
    'Estonia,EST,1993,4013091682.29',
    'Latvia,LVA,1993,999',
    'Estonia,EST,1994,4123011419.74',
    '',
  ].join('\n');
  expect([...readWorldBankGdp(csv)]).toEqual([
    [1993, 4013091682.29],
    [1994, 4123011419.74],
  ]);
});

test('reads the OWID gdp column and leaves out years without a figure', () => {
  const csv = [
    'iso_code,country,year,co2,gdp',
    'EST,Estonia,2015,16.2,33140150272.0',
    'EST,Estonia,2016,17.48,33684649984.0',
    'EST,Estonia,2017,19.1,',
  ].join('\r\n');
  expect([...readOwidGdp(csv)]).toEqual([
    [2015, 33140150272],
    [2016, 33684649984],
  ]);
});

test('CSV cells may be quoted with commas and doubled quotes inside', () => {
  expect(readCsvRecords('a,b\n"x, ""y""",2')).toEqual([{ a: 'x, "y"', b: '2' }]);
});
