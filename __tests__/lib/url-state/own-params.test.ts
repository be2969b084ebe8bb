import { replaceOwnParams } from '@/lib/url-state/own-params';

const CHART = ['gas', 'level', 'view'];

test("an island's own parameters are replaced, another island's are kept", () => {
  expect(replaceOwnParams('?gas=co2&year=1990', 'gas=ch4&level=sector', CHART)).toBe('year=1990&gas=ch4&level=sector');
  // Back to the defaults: the island's own parameters go, the matrix table's year stays.
  expect(replaceOwnParams('?year=1990&gas=ch4', '', CHART)).toBe('year=1990');
});

test("with only its own parameters in the address, the query is the island's", () => {
  expect(replaceOwnParams('?gas=co2&view=share', 'view=change&gas=n2o', CHART)).toBe('view=change&gas=n2o');
  expect(replaceOwnParams('', '', CHART)).toBe('');
});

test('an invalid value of its own parameter is replaced; a repeated one goes too', () => {
  expect(replaceOwnParams('?gas=xyz&gas=co2', 'gas=ch4', CHART)).toBe('gas=ch4');
});

test('values are kept as written, not encoded again', () => {
  expect(replaceOwnParams('?countries=lva,fin&x=a%20b', 'countries=lva,fin,ltu', ['countries'])).toBe(
    'x=a%20b&countries=lva,fin,ltu',
  );
});
