import { buildSearchIndex } from '@/lib/search/build-index';
import { prepareIndex, search } from '@/lib/search/query';

const input: Parameters<typeof buildSearchIndex>[0] = {
  locale: 'en',
  names: {
    sector: new Map([
      ['agri', 'Agriculture'],
      ['energy', 'Energy'],
    ]),
    cat: new Map([
      ['enteric', 'Enteric fermentation'],
      ['manure', 'Manure management'],
      ['transport', 'Transport'],
    ]),
    sub: new Map([['road', 'Road transportation']]),
  },
  gases: [{ id: 'ch4', name: 'Methane (CH4)' }],
  sections: [{ id: 'emission-factors', title: 'Emission factors', description: 'Factors used in the inventory' }],
  tabbed: [
    {
      id: 'inventory',
      title: 'Inventory',
      section: {
        id: 'inventory',
        tabs: [
          {
            id: 'agriculture',
            title: 'Agriculture',
            items: [
              {
                id: 'livestock_population',
                title: 'Livestock population',
                blocks: [
                  {
                    kind: 'markdown',
                    file: 'x.md',
                    html: '<h2 id="dairy-beef">Dairy &amp; beef</h2><p>Numbers of animals</p>',
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  ],
  subCatSubmission: '2020',
};
const built = buildSearchIndex(input);
const byTitle = (title: string) => built.entries.find((e) => e.title === title);

test('a category opens the inventory chart at the category level with it chosen, and says its code and sector', () => {
  expect(byTitle('Enteric fermentation')).toMatchObject({
    kind: 'chart',
    context: '3.A · Agriculture',
    href: '/en/inventory/?level=cat&sector=agri&cat=enteric',
  });
});

test('a sub-category opens the submission that has sub-categories', () => {
  expect(byTitle('Road transportation')).toMatchObject({
    context: '1.A.3.b · Energy › Transport',
    href: '/en/inventory/?submission=2020&level=subCat&sector=energy&cat=transport&sub=road',
  });
});

test('a gas opens the chart of that gas; a section its page; a sector item its page', () => {
  expect(byTitle('Methane (CH4)')?.href).toBe('/en/inventory/?gas=ch4');
  expect(byTitle('Emission factors')).toMatchObject({ kind: 'section', href: '/en/emission-factors/' });
  expect(byTitle('Livestock population')).toMatchObject({
    kind: 'sector',
    context: 'Inventory › Agriculture',
    href: '/en/inventory/sector/agriculture/livestock_population/',
    text: 'dairy beef number animal',
  });
});

test('names, codes, synonyms and texts are found', () => {
  const index = prepareIndex(built);
  const first = (q: string) => search(index, q)[0]?.title;
  expect(first('3a')).toBe('Enteric fermentation');
  expect(first('1.A.3.b.')).toBe('Road transportation');
  expect(first('cars')).toBe('Road transportation');
  expect(search(index, 'cattle').map((e) => e.title)).toEqual([
    'Manure management',
    'Enteric fermentation',
    'Livestock population',
  ]);
  expect(search(index, 'numbers').map((e) => e.title)).toEqual(['Livestock population']);
  expect(first('ch4')).toBe('Methane (CH4)');
});

test('a heading of a text is a result that opens the text at that heading, before the text that holds it', () => {
  expect(byTitle('Dairy & beef')).toMatchObject({
    kind: 'text',
    context: 'Inventory › Livestock population',
    href: '/en/inventory/sector/agriculture/livestock_population/#dairy-beef',
  });
  expect(search(prepareIndex(built), 'beef').map((e) => e.title)).toEqual(['Dairy & beef', 'Livestock population']);
});
