import { composeTitle, TITLE_SEPARATOR } from '@/lib/seo/title';

describe('composeTitle', () => {
  test.each<[string, (string | undefined | false)[], string]>([
    ['joins the parts, most particular first', ['Forest biomass', 'Projections'], 'Forest biomass · Projections'],
    [
      'drops empty and missing parts',
      ['Wetlands', undefined, false, '', '  ', 'Projections'],
      'Wetlands · Projections',
    ],
    [
      'drops a part equal to an earlier one',
      ['Introduction', 'Introduction', 'Projections'],
      'Introduction · Projections',
    ],
    ['ignores case', ['Development projects', 'Overview', 'Development Projects'], 'Development projects · Overview'],
    [
      'drops a part an earlier one already says',
      ['Agriculture: projects', 'Agriculture', 'Development projects'],
      'Agriculture: projects · Development projects',
    ],
    [
      'drops the section when the tab already names it',
      ['Electricity', 'Inventory emission factors', 'Emission factors'],
      'Electricity · Inventory emission factors',
    ],
    ['keeps a later part that merely contains an earlier one', ['Waste', 'Waste sector'], 'Waste · Waste sector'],
    ['trims', [' Waste ', 'Projections '], 'Waste · Projections'],
    ['nothing left: empty', [undefined, ''], ''],
  ])('%s', (_name, parts, expected) => {
    expect(composeTitle(parts)).toBe(expected);
  });

  test('uses the separator the title check splits on', () => {
    expect(composeTitle(['a', 'b']).split(TITLE_SEPARATOR)).toEqual(['a', 'b']);
  });
});
