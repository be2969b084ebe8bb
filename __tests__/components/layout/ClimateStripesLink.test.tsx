import { render, screen } from '@testing-library/react';
import { ClimateStripesLink } from '@/components/layout/ClimateStripesLink';

test('draws one stripe per year, coloured from the values, behind a labelled image', () => {
  const { container } = render(
    <ClimateStripesLink
      series={{ firstYear: 2016, lastYear: 2018, values: [30, 10, 20] }}
      label="Stripes 2016–2018"
      hint=""
    />,
  );
  const link = screen.getByRole('link');
  expect(link.getAttribute('href')).toBe('https://showyourstripes.info/');
  expect(link.getAttribute('rel')).toContain('noopener');
  expect(screen.getByRole('img', { name: 'Stripes 2016–2018' })).toBeTruthy();
  expect([...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill'))).toEqual([
    '#a61826',
    '#1c549c',
    '#f6f4f0',
  ]);
});

test('without a series it is a text link', () => {
  const { container } = render(<ClimateStripesLink label="Climate stripes" hint="(opens in a new tab)" />);
  expect(container.querySelector('svg')).toBeNull();
  expect(screen.getByRole('link').textContent).toBe('Climate stripes (opens in a new tab)');
});
