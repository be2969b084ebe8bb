import { render, screen } from '@testing-library/react';
import { SiteNav } from '@/components/layout/SiteNav';

let mockPathname = '/en/inventory';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useRouter: () => ({ push: jest.fn() }) }));

const items = [
  { section: 'inventory', label: 'Inventory' },
  { section: 'projects', label: 'Development projects' },
];

test.each([
  ['/en/inventory', 'Inventory', 'page'],
  ['/en/inventory/', 'Inventory', 'page'],
  ['/en/inventory/sector/energy', 'Inventory', 'true'],
  ['/en/projects/energy', 'Development projects', 'true'],
])('on %s the %s tab is current (%s)', (pathname, label, mark) => {
  mockPathname = pathname;
  render(<SiteNav locale="en" label="Main sections" items={items} />);
  const links = screen.getAllByRole('link');
  expect(
    links.filter((a) => a.hasAttribute('aria-current')).map((a) => [a.textContent, a.getAttribute('aria-current')]),
  ).toEqual([[label, mark]]);
});

test('no tab is current elsewhere, and tabs link to the locale sections', () => {
  mockPathname = '/et/404';
  render(<SiteNav locale="et" label="Põhijaotised" items={items} />);
  const links = screen.getAllByRole('link');
  expect(links.some((a) => a.hasAttribute('aria-current'))).toBe(false);
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['/et/inventory/', '/et/projects/']);
  expect(screen.getByRole('navigation', { name: 'Põhijaotised' })).toBeTruthy();
});
