import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import activityMessages from '@/messages/en/ActivityContent.json';
import contentMessages from '@/messages/en/ContentPage.json';
import { DynamicContentPage } from '@/components/dynamic/DynamicContentPage';
import type { CompiledDynamicSection } from '@/lib/dynamic/build-sections';

jest.mock('react-chartjs-2', () => ({ Chart: () => <canvas data-testid="chart" /> }));

const section: CompiledDynamicSection = {
  id: 'projects',
  prefix: 'projects',
  tabs: [
    { id: 'overview', title: 'Overview', items: [{ id: 'intro', title: 'Intro', content: [{ kind: 'markdown', file: 'd/intro.md', html: '<p>Hello</p>' }] }] },
    {
      id: 'energy',
      title: 'Energy',
      items: [
        { id: 'wind', title: 'Wind', content: [{ kind: 'unknown', file: 'data/projects/wind.yml', type: 'pieChart' }] },
        {
          id: 'table',
          title: 'Table item',
          content: [{
            kind: 'activity',
            file: 'data/projects/t.yml',
            data: {
              id: 't', title: 'Figures', type: 'table', nameHeader: 'Name', columns: ['2018'],
              years: [{ idx: 0, year: 2018, isIncluded: true }], rows: [{ name: 'Row', data: [1.5], cells: [1.5] }],
            },
          }],
        },
      ],
    },
  ],
};

function renderPage(subPageName?: string, itemName?: string) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...activityMessages, ...contentMessages }}>
      <DynamicContentPage section={section} locale="en" title="Development Projects" subPageName={subPageName} itemName={itemName} />
    </NextIntlClientProvider>,
  );
}

test('defaults to the first tab and its first item; one tab per index tab; no side menu for a single item', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Development Projects');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Intro');
  expect(screen.getByText('Hello')).toBeTruthy();
  const tabs = screen.getByRole('navigation', { name: 'Development Projects: sections' });
  // next/link adds the trailing slash only under the site's trailingSlash config.
  const hrefs = within(tabs).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')?.replace(/\/?$/, '/')]);
  expect(hrefs).toEqual([
    ['Overview', '/en/projects/overview/'],
    ['Energy', '/en/projects/energy/'],
  ]);
  expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Overview');
  expect(screen.queryByRole('navigation', { name: 'Overview: pages' })).toBeNull();
});

test('an unknown content type shows "Unknown chart type" followed by the file', () => {
  renderPage('energy');
  const menu = screen.getByRole('navigation', { name: 'Energy: pages' });
  expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('Wind');
  expect(screen.getByText('Unknown chart type data/projects/wind.yml')).toBeTruthy();
});

test('a table item renders its table', () => {
  renderPage('energy', 'table');
  expect(screen.getByRole('table')).toBeTruthy();
  expect(screen.getByRole('cell', { name: '1.500' })).toBeTruthy();
});

test('an unknown tab renders nothing (such URLs are never pre-rendered)', () => {
  const { container } = renderPage('nope');
  expect(container.innerHTML).toBe('');
});
