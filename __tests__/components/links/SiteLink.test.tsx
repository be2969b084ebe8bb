import { fireEvent, render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/links/SiteLink';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());

test('a plain click is followed in place by the router, to the top of the new page', () => {
  render(<SiteLink href="/en/projections/">Projections</SiteLink>);
  const link = screen.getByRole('link', { name: 'Projections' });
  expect(link.getAttribute('href')).toBe('/en/projections/');
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(push).toHaveBeenCalledWith('/en/projections/', { scroll: true });
});

test("keepScroll keeps the page where it is, and the link's own handler runs first", () => {
  const order: string[] = [];
  push.mockImplementation(() => order.push('push'));
  render(
    <SiteLink href="/en/inventory/sector/energy/?gas=ch4" keepScroll onClick={() => order.push('onClick')}>
      Energy
    </SiteLink>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Energy' }));
  expect(push).toHaveBeenCalledWith('/en/inventory/sector/energy/?gas=ch4', { scroll: false });
  expect(order).toEqual(['onClick', 'push']);
});

test.each([
  ['a click with Ctrl', { ctrlKey: true }],
  ['a click with Cmd', { metaKey: true }],
  ['a click with Shift', { shiftKey: true }],
  ['a middle click', { button: 1 }],
])('%s is left to the browser (a new tab or window)', (_name, init) => {
  render(<SiteLink href="/en/compare/">Compare</SiteLink>);
  fireEvent.click(screen.getByRole('link', { name: 'Compare' }), init);
  expect(push).not.toHaveBeenCalled();
});

test('a link that opens elsewhere, or whose click a handler took, is left to the browser', () => {
  render(
    <>
      <SiteLink href="/en/data/" target="_blank">
        Data
      </SiteLink>
      <SiteLink href="/en/compare/" onClick={(e) => e.preventDefault()}>
        Compare
      </SiteLink>
    </>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Data' }));
  fireEvent.click(screen.getByRole('link', { name: 'Compare' }));
  expect(push).not.toHaveBeenCalled();
});

test('onFollow runs only when the link is followed in place', () => {
  const followed = jest.fn();
  render(
    <SiteLink href="/en/inventory/sector/waste/" keepScroll onFollow={followed}>
      Waste
    </SiteLink>,
  );
  const link = screen.getByRole('link', { name: 'Waste' });
  fireEvent.click(link, { ctrlKey: true });
  expect(followed).not.toHaveBeenCalled();
  fireEvent.click(link);
  expect(followed).toHaveBeenCalledTimes(1);
});
