import { fireEvent, render, screen } from '@testing-library/react';
import { useReducer } from 'react';
import { FilterPanel } from '@/components/filters/FilterPanel';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { GasListEntry } from '@/lib/model/gas-data';
import { pickIslandMessages } from '@/lib/i18n/island-messages';
import { loadMessages } from '@/lib/i18n/messages';
import { DEFAULT_FILTERS, type FilterState } from '@/lib/url-state/filters';
import { initialPageState, pageReducer } from '@/lib/views/page-state';
import { makeGas } from '@/__tests__/lib/charts/support/make-gas';

const gases: GasListEntry[] = [
  { id: 'co2eq', name: 'CO2 equivalent (all gases)', unit: 'kt CO2 eq', hasTotals: true },
  { id: 'sf6', name: 'Sulphur hexafluoride (SF6)', unit: 't', hasTotals: false },
];

function Harness({ filters }: { filters: Partial<FilterState> }) {
  const [state, dispatch] = useReducer(pageReducer, initialPageState({ ...DEFAULT_FILTERS, ...filters }));
  return (
    <IslandMessages messages={pickIslandMessages(loadMessages('en'))}>
      <FilterPanel state={state} dispatch={dispatch} gases={gases} data={makeGas()} />
      <output data-testid="state">{JSON.stringify(state.filters)}</output>
    </IslandMessages>
  );
}
const groups = () =>
  ['filter-sector', 'filter-cat', 'filter-sub', 'filter-years'].filter((id) => screen.queryByTestId(id));
const filters = () => JSON.parse(screen.getByTestId('state').textContent!) as FilterState;

test.each<[FilterState['level'], string[]]>([
  ['total', ['filter-years']],
  ['sector', ['filter-sector', 'filter-years']],
  ['cat', ['filter-sector', 'filter-cat', 'filter-years']],
  ['subCat', ['filter-sector', 'filter-cat', 'filter-sub', 'filter-years']],
])('level %s shows %p', (level, expected) => {
  render(<Harness filters={{ level }} />);
  expect(groups()).toEqual(expected);
});

test('pollutants are listed with their units; a gas without totals offers no total level and moves total → sector', () => {
  render(<Harness filters={{}} />);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'CO2 equivalent (all gases) (kt CO2 eq)',
    'Sulphur hexafluoride (SF6) (t)',
  ]);
  expect(screen.getByLabelText('Total')).toBeTruthy();
  fireEvent.change(screen.getByTestId('gas-select'), { target: { value: 'sf6' } });
  expect(filters()).toMatchObject({ gas: 'sf6', level: 'sector' });
  expect(screen.queryByLabelText('Total')).toBeNull();
});

test('category and sub-category names carry their CRF codes; All toggles include and exclude', () => {
  render(<Harness filters={{ level: 'subCat' }} />);
  fireEvent.click(screen.getByRole('button', { name: /Sub-categories/ }));
  expect(screen.getByTestId('filter-sub').textContent).toContain('1.A.1.aPublic electricity and heat production');
  const all = screen.getByTestId('filter-sub').querySelector('input') as HTMLInputElement;
  expect(all.checked).toBe(true);
  fireEvent.click(all);
  expect(filters().sub).toEqual([]);
  fireEvent.click(all);
  expect(filters().sub).toBeNull();
});

test('a list the selection leaves empty says so instead of offering 0 of 0', () => {
  render(<Harness filters={{ level: 'subCat', cat: [] }} />);
  const subs = screen.getByTestId('filter-sub');
  expect(subs.textContent).toContain('none');
  expect(subs.textContent).not.toContain('0 of 0');
  fireEvent.click(screen.getByRole('button', { name: /Sub-categories/ }));
  expect(subs.textContent).toContain('None in the current selection.');
  expect(subs.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
});
