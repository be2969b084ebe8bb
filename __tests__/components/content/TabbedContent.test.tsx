import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import activityMessages from '@/messages/en/ActivityContent.json';
import sectorMessages from '@/messages/en/SectorPage.json';
import { TabbedContent } from '@/components/content/TabbedContent';
import { resolveTabbedPage } from '@/lib/compile/load/tabbed-route';
import type { TabbedSection } from '@/lib/model/tabbed-sections';

jest.mock('react-chartjs-2', () => ({ Chart: () => <canvas data-testid="chart" /> }));
let query = '';
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(query),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const section: TabbedSection = {
  id: 'projects',
  tabs: [
    {
      id: 'overview',
      title: 'Overview',
      items: [
        { id: 'intro', title: 'Intro', blocks: [{ kind: 'markdown', file: 'd/intro.md', html: '<p>Hello</p>' }] },
      ],
    },
    {
      id: 'energy',
      title: 'Energy',
      items: [
        {
          id: 'wind',
          title: 'Wind',
          note: 'not_in_sources',
          blocks: [{ kind: 'unknown', file: 'data/projects/wind.yml', type: 'pieChart' }],
        },
        {
          id: 'table',
          title: 'Table item',
          blocks: [
            {
              kind: 'activity',
              file: 'data/projects/t.yml',
              data: {
                id: 't',
                title: 'Figures',
                type: 'table',
                nameHeader: 'Name',
                columns: ['2018'],
                years: [{ idx: 0, year: 2018, isIncluded: true }],
                rows: [{ name: 'Row', data: [1.5], cells: [1.5] }],
              },
            },
          ],
        },
      ],
    },
  ],
};

function renderSection(tabName?: string, itemName?: string, heading?: string) {
  const page = resolveTabbedPage(section, tabName, itemName);
  if (!page) throw new Error('no page');
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...activityMessages, ...sectorMessages }}>
      <TabbedContent
        locale="en"
        sectionId="projects"
        section={section}
        tab={page.tab}
        item={page.item}
        heading={heading}
        labels={{ tabs: 'Sections', menu: `${page.tab.title}: pages` }}
      />
    </NextIntlClientProvider>,
  );
}
const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(() => {
  query = '';
});

test('a tab per index tab, no side menu for a single item, the item title heads the section', () => {
  renderSection();
  expect(screen.getByRole('region', { name: 'Intro' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Intro');
  expect(screen.getByText('Hello')).toBeTruthy();
  const tabs = screen.getByRole('navigation', { name: 'Sections' });
  expect(hrefs(tabs)).toEqual([
    ['Overview', '/en/projects/overview/'],
    ['Energy', '/en/projects/energy/'],
  ]);
  expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Overview');
  expect(screen.queryByRole('navigation', { name: 'Overview: pages' })).toBeNull();
});

test("the side menu lists the tab's items; a note and an unknown content type are shown", () => {
  renderSection('energy');
  const menu = screen.getByRole('navigation', { name: 'Energy: pages' });
  expect(hrefs(menu)).toEqual([
    ['Wind', '/en/projects/energy/wind/'],
    ['Table item', '/en/projects/energy/table/'],
  ]);
  expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('Wind');
  expect(screen.getByRole('note').textContent).toBe(sectorMessages.SectorPage.noteNotInSources);
  expect(screen.getByText('Unknown chart type data/projects/wind.yml')).toBeTruthy();
});

test('with a heading of its own the section is a landmark named by it; item and chart titles sit below', () => {
  renderSection('energy', 'table', 'Sectors: Energy');
  expect(screen.getByRole('region', { name: 'Sectors: Energy' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sectors: Energy');
  expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Table item');
  expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Figures');
  expect(screen.getByRole('cell', { name: '1.5' })).toBeTruthy();
});

test("once the scripts run, the links carry the page's query string", () => {
  query = 'gas=ch4&level=sector';
  renderSection('energy');
  expect(hrefs(screen.getByRole('navigation', { name: 'Sections' }))[1]).toEqual([
    'Energy',
    '/en/projects/energy/?gas=ch4&level=sector',
  ]);
  expect(hrefs(screen.getByRole('navigation', { name: 'Energy: pages' }))[1]).toEqual([
    'Table item',
    '/en/projects/energy/table/?gas=ch4&level=sector',
  ]);
});

test('following a link hands the focus to the heading of the section that arrives', () => {
  const first = renderSection('energy', undefined, 'Sectors: Energy');
  fireEvent.click(screen.getByRole('link', { name: 'Table item' }));
  first.unmount();
  renderSection('energy', 'table', 'Sectors: Energy');
  expect(document.activeElement?.textContent).toBe('Sectors: Energy');
  // Arriving without a click (a fresh page load) leaves the focus alone.
  (document.activeElement as HTMLElement).blur();
  renderSection('overview');
  expect(document.activeElement).toBe(document.body);
});
