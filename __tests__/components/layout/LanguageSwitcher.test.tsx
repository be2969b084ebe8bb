import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';

let mockPathname = '/en/inventory';
let mockSearch = '';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(mockSearch),
}));

const props = { label: 'Language', currentLabel: 'current language' };

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'NEXT_LOCALE=; Max-Age=0; Path=/';
});

test.each([
  ['/en/inventory', '', 'en', '/et/inventory/', '/en/inventory/'],
  [
    '/en/inventory',
    'gas=co2&level=sector',
    'en',
    '/et/inventory/?gas=co2&level=sector',
    '/en/inventory/?gas=co2&level=sector',
  ],
  ['/et/projects/energy', 'x=1', 'et', '/et/projects/energy/?x=1', '/en/projects/energy/?x=1'],
])('%s?%s links to the same page in both languages', (pathname, search, locale, etHref, enHref) => {
  mockPathname = pathname;
  mockSearch = search;
  render(<LanguageSwitcher locale={locale as 'en' | 'et'} {...props} />);
  expect(screen.getByRole('link', { name: /^ET/ }).getAttribute('href')).toBe(etHref);
  expect(screen.getByRole('link', { name: /^ENG/ }).getAttribute('href')).toBe(enHref);
});

test('marks the current language and names both in their own language', () => {
  mockPathname = '/et/inventory';
  mockSearch = '';
  render(<LanguageSwitcher locale="et" {...props} />);
  expect(screen.getByRole('navigation', { name: 'Language' })).toBeTruthy();
  const current = screen.getByRole('link', { name: 'ET (eesti keel, current language)' });
  expect(current.getAttribute('aria-current')).toBe('true');
  expect(screen.getByRole('link', { name: 'ENG (English)' }).getAttribute('aria-current')).toBeNull();
});

test('a click remembers the choice in localStorage and the NEXT_LOCALE cookie', () => {
  mockPathname = '/en/inventory';
  render(<LanguageSwitcher locale="en" {...props} />);
  const estonian = screen.getByRole('link', { name: /^ET/ });
  estonian.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
  fireEvent.click(estonian);
  expect(localStorage.getItem('NEXT_LOCALE')).toBe('et');
  expect(document.cookie).toContain('NEXT_LOCALE=et');
});
