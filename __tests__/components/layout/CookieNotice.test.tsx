import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CookieNotice } from '@/components/layout/CookieNotice';

const props = { label: 'Cookie notice', text: 'We store your language choice.', close: 'Close' };

/** The notice's section element, visible or not. */
function notice(): HTMLElement {
  const el = screen.getByText(props.text).closest('section');
  if (!el) throw new Error('no notice section');
  return el;
}

beforeEach(() => localStorage.clear());

test('shows until closed, then remembers the dismissal under COOKIES_OK', () => {
  render(<CookieNotice {...props} />);
  expect(screen.getByRole('region', { name: 'Cookie notice' })).toBe(notice());
  expect(notice().hidden).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(notice().hidden).toBe(true);
  expect(localStorage.getItem('COOKIES_OK')).not.toBeNull();
});

test('stays hidden when dismissed before', () => {
  localStorage.setItem('COOKIES_OK', 'true');
  render(<CookieNotice {...props} />);
  expect(notice().hidden).toBe(true);
  expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
});

test('the static HTML (no effects yet) renders it hidden, so nothing flashes before hydration', () => {
  expect(renderToString(<CookieNotice {...props} />)).toMatch(/<section[^>]*hidden=""/);
});
