import { crfSeries, crfYears, parseCrfCsv } from '@/lib/import/inventory/crf-csv';
import { HEADER, csv, lines } from '@/__tests__/lib/import/inventory/crf-sample';

const TEXT = csv(
  lines('1.A.1.a', 'Public Electricity and Heat Production', 'CO2', { 1990: 12.5, 1992: 10 }, 'kt'),
  lines('', 'International Bunkers', 'CO2', { 1990: 3 }, 'kt'),
  ['2.F.1,Refrigeration and Air-conditioning,2.F,HFCs,1991,0.25,kt CO2e,250,t CO2 equivalent'],
);

describe('parseCrfCsv', () => {
  it('reads every column of the source layout', () => {
    expect(parseCrfCsv(TEXT)[3]).toEqual({
      code: '2.F.1',
      name: 'Refrigeration and Air-conditioning',
      parent: '2.F',
      gas: 'HFCs',
      year: 1991,
      value: 0.25,
      unit: 'kt CO2e',
      valueAsReported: 250,
      unitAsReported: 't CO2 equivalent',
    });
  });

  it('rejects a non-numeric value, naming the line', () => {
    expect(() => parseCrfCsv(`${HEADER}\n1,Energy,,CO2,1990,NO,kt,NO,kt\n`)).toThrow(
      'CRF CSV line 2: value "NO" is not a number',
    );
  });

  it('rejects a file without the expected columns', () => {
    expect(() => parseCrfCsv('code,name\n1,Energy\n')).toThrow('CSV column "category_code" is missing');
  });
});

describe('crfSeries', () => {
  const records = parseCrfCsv(TEXT);
  it('selects by code and gas, null for years without a number', () => {
    expect(crfSeries(records, { code: '1.A.1.a', gas: 'CO2' }, [1990, 1991, 1992])).toEqual([12.5, null, 10]);
  });
  it('selects by name', () => {
    expect(crfSeries(records, { name: 'International Bunkers', gas: 'CO2' }, [1990, 1991])).toEqual([3, null]);
  });
  it('gives all nulls for another gas', () => {
    expect(crfSeries(records, { code: '1.A.1.a', gas: 'CH4' }, [1990])).toEqual([null]);
  });
  it('needs a code or a name', () => {
    expect(() => crfSeries(records, { gas: 'CO2' }, [1990])).toThrow('crfSeries needs a code or a name');
  });
  it('lists the years present', () => {
    expect(crfYears(records)).toEqual([1990, 1991, 1992]);
  });
});
