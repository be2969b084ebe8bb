import { render, screen } from '@testing-library/react';
import { LoadingState } from '@/components/shared/LoadingState';
import { MeasureTabs } from '@/components/filters/MeasureTabs';
import { IslandMessages, useIslandTranslations } from '@/components/i18n/IslandMessages';
import { ViewSwitch } from '@/components/filters/ViewSwitch';
import { pickFirstViewMessages, pickIslandMessages } from '@/lib/i18n/island-messages';
import { loadMessages } from '@/lib/i18n/messages';

test('the islands show Estonian strings from Estonian messages', () => {
  render(
    <IslandMessages messages={pickIslandMessages(loadMessages('et'))}>
      <MeasureTabs measure="wam" onChange={() => {}} />
      <LoadingState failed onRetry={() => {}} />
    </IslandMessages>,
  );
  expect(screen.getByRole('group', { name: 'Stsenaarium' })).toBeTruthy();
  expect(screen.getByLabelText('Olemasolevate meetmetega (WEM)')).toBeTruthy();
  expect((screen.getByLabelText('Lisameetmetega (WAM)') as HTMLInputElement).checked).toBe(true);
  expect(screen.getByRole('alert').textContent).toBe('Andmeid ei õnnestunud laadida.Proovi uuesti');
});

function Caption() {
  const t = useIslandTranslations('ChartPage');
  const f = useIslandTranslations('FilterPanel');
  return (
    <p>{`${t('tableCaption', { title: t('levelTitle', { gas: 'CO2', level: t('level.sector') }), unit: 'kt' })} | ${f('selectedCount', { selected: 2, total: 6 })}`}</p>
  );
}

test.each([
  ['en', 'CO2 — by sector, kt | 2 of 6'],
  ['et', 'CO2 — sektorite kaupa, kt | 2/6'],
] as const)('%s: nested keys and placeholders', (locale, expected) => {
  render(
    <IslandMessages messages={pickIslandMessages(loadMessages(locale))}>
      <Caption />
    </IslandMessages>,
  );
  expect(screen.getByText(expected)).toBeTruthy();
});

test('without the provider the hook says what is missing', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Caption />)).toThrow('needs an <IslandMessages> provider');
});

test("the first view's controls find their words in the few messages the page carries before the island", () => {
  const first = pickFirstViewMessages(pickIslandMessages(loadMessages('et')));
  render(
    <IslandMessages messages={first}>
      <ViewSwitch view="absolute" views={['absolute', 'per-capita']} />
      <MeasureTabs measure="wem" />
    </IslandMessages>,
  );
  expect(screen.getByRole('group', { name: 'Stsenaarium' })).toBeTruthy();
  expect(screen.getByLabelText('Olemasolevate meetmetega (WEM)')).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Näita väärtusi' })).toBeTruthy();
  expect(screen.getByLabelText('Inimese kohta')).toBeTruthy();
  // Nothing else: the island's other words come with its file.
  expect(Object.keys(first.ChartPage)).toEqual(['view']);
  expect(first.ChartPage.view).not.toHaveProperty('titleChange');
  expect(first.ExportButtons).toEqual({});
});
