/**
 * What the projection texts say about their figures (audit M1 and M4): the transport chart of modes
 * is the 2020 submission's (AR4; data/sectors/transport/overview.yml says so), and the sources do
 * not give the cause of the 2023 step between the effort-sharing projection and its history.
 */
import { readFileSync } from 'node:fs';

const read = (file: string) => readFileSync(`data/sectors/${file}`, 'utf8');

test('the transport projection text names the 2020 submission and AR4 for the chart of modes (M1)', () => {
  expect(read('transport/overview.yml')).toMatch(/submission 2020 to the UNFCCC \(CRF\)/);
  expect(read('transport/projections_overview.md')).toContain('from the 2020 submission (CRF, AR4 GWPs');
  expect(read('transport/projections_overview.md')).not.toMatch(/newest submission|AR5/);
  expect(read('transport/projections_overview_et.md')).toContain(
    '2020. aasta esituse (CRF, nagu prognooski AR4 GWP-d)',
  );
  expect(read('transport/projections_overview_et.md')).not.toMatch(/uusima esituse|AR5/);
});

test('the effort-sharing text says the sources do not give the cause of the 2023 step (M4)', () => {
  const en = read('ets_esr/total_projections.md');
  expect(en).not.toContain('not a change in emissions');
  expect(en).toContain('The cause of the step is therefore not given here.');
  const et = read('ets_esr/total_projections_et.md');
  expect(et).not.toContain('mitte heite muutus');
  expect(et).toContain('Seetõttu ei nimetata siin vahe põhjust.');
});
