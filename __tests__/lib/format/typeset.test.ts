import { keepTogether, NBSP } from '@/lib/format/typeset';

const show = (s: string) => s.replaceAll(NBSP, '~').replaceAll('\u2212', 'MINUS');

describe('keepTogether', () => {
  it.each([
    ['10 241 kt CO2 eq', '10~241~kt CO2 eq'],
    ['40 342,4 kt CO2 ekv', '40~342,4~kt CO2 ekv'],
    ['bioenergia 22,6 % ja põlevkivi', 'bioenergia 22,6~% ja põlevkivi'],
    ['{value} % of the total, {kt} kt', '{value}~% of the total, {kt}~kt'],
    ['30 848 ha and 3000 ha a year', '30~848~ha and 3000~ha a year'],
    ['10 240,6 кт CO2-экв., на 75 % меньше', '10~240,6~кт CO2-экв., на 75~% меньше'],
    ['2030 limit (-24 % vs 2005)', '2030 limit (MINUS24~% vs 2005)'],
  ])('%s', (text, expected) => {
    expect(show(keepTogether(text))).toBe(expected);
  });

  it('leaves years, ranges, codes and words alone', () => {
    for (const text of [
      '1990–2024',
      'in 2015 2016 and 2017',
      'CO2-экв.',
      '1.A.3.b',
      'EST-CRT-2026-V1.0',
      '2 tonnes',
      'total 5 ttt',
    ])
      expect(keepTogether(text)).toBe(text);
  });
});

test('a placeholder of a figure keeps its {unit} placeholder on its line', () => {
  expect(show(keepTogether('In {year} {area}: {value} {unit} ({sector})'))).toBe(
    'In {year} {area}: {value}~{unit} ({sector})',
  );
});
