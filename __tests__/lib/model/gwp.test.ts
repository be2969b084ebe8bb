import { gwpName } from '@/lib/model/gwp';

test("Russian writes a GWP basis with the UN's abbreviations, one form everywhere; English and Estonian keep the IPCC's", () => {
  expect(gwpName('AR5 GWP100', 'ru')).toBe('ПГП по ДО5');
  expect(gwpName('AR4 GWP100', 'ru')).toBe('ПГП по ДО4');
  expect(gwpName('AR5 GWP100', 'en')).toBe('AR5 GWP100');
  expect(gwpName('AR5 GWP100', 'et')).toBe('AR5 GWP100');
  // A label of another shape is left as the file gives it.
  expect(gwpName('SAR GWP100', 'ru')).toBe('SAR GWP100');
});
