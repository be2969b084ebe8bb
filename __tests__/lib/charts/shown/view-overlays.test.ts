import { viewOverlays, type OverlayData } from '@/lib/charts/shown/view-overlays';
import type { GasData } from '@/lib/model/gas-data';
import { viewModule } from '@/lib/views/registry';

// Totals without LULUCF of the 2026 submission in 1990 and 2024 (kt CO2 eq), with a made-up year between and two projection years after.
const gas: GasData = {
  id: 'co2eq',
  name: 'CO2 equivalent',
  unit: 'kt CO2 eq',
  years: [1990, 2005, 2024, 2030, 2035].map((year) => ({ year, isIncluded: true })),
  sectors: [],
  totals: { withoutLulucf: [40342, 20000, 10240.6, 9000, 8000], withLulucf: [39000, 19000, 12147.6, 8000, 7000] },
};
const overlays: OverlayData = {
  targets: [{ id: 'cut', year: 2030, quantity: { kind: 'change', percent: -70, baseYear: 1990 } }],
  events: [{ label: '1', from: 2004, to: 2004 }],
};
const totalView = { series: [{ id: 'total-withoutLulucf' }, { id: 'total-withLulucf' }] };
const inventoryGas: GasData = {
  ...gas,
  years: gas.years.slice(0, 3),
  totals: { withoutLulucf: gas.totals!.withoutLulucf.slice(0, 3), withLulucf: gas.totals!.withLulucf!.slice(0, 3) },
};
const base = {
  locale: 'en' as const,
  gas: inventoryGas,
  view: totalView,
  firstProjectionYear: undefined,
  overlays,
  drawn: viewModule('absolute').marks,
};
const absolute = { gas: 'co2eq' as const, events: true };

describe('viewOverlays', () => {
  test('the CO2 eq totals mark the target at 30 % of 1990 and read out the last inventory year', () => {
    const shown = viewOverlays({ ...base, filters: absolute });
    expect(shown.marks.targets).toEqual([{ label: '2030', year: 2030, value: expect.closeTo(12102.6, 6) }]);
    expect(shown.marks.events).toEqual(overlays.events);
    expect(shown.readout?.values).toMatchObject({ year: '2024', baseYear: '1990', percent: '74.6', aim: '70' });
    expect(shown.legend).toEqual({ projection: false, target: true, events: true });
    expect(shown.hasEvents).toBe(true);
  });

  test('projection years are left out of the total the target and readout take', () => {
    const shown = viewOverlays({ ...base, gas, filters: absolute, firstProjectionYear: 2030 });
    expect(shown.readout?.values.year).toBe('2024');
    expect(shown.marks.targets[0]?.value).toBeCloseTo(12102.6, 6);
    expect(shown.legend.projection).toBe(true);
  });

  test('a single gas, another view or a view without the total line has no target and no readout', () => {
    for (const shown of [
      viewOverlays({ ...base, filters: { ...absolute, gas: 'ch4' } }),
      viewOverlays({ ...base, filters: absolute, drawn: viewModule('change').marks }),
      viewOverlays({ ...base, filters: absolute, view: { series: [{ id: 'energy' }] } }),
    ]) {
      expect(shown.marks.targets).toEqual([]);
      expect(shown.readout).toBeUndefined();
      expect(shown.legend.target).toBe(false);
    }
  });

  test('events=0 hides the event marks but keeps the toggle; the drivers view has neither', () => {
    const hidden = viewOverlays({ ...base, filters: { ...absolute, events: false } });
    expect(hidden.marks.events).toEqual([]);
    expect(hidden.hasEvents).toBe(true);
    const drivers = viewOverlays({ ...base, filters: absolute, drawn: viewModule('drivers').marks });
    expect(drivers.marks.events).toEqual([]);
    expect(drivers.hasEvents).toBe(false);
  });
});
