import { crfName } from '@/lib/model/catalogue-names';

describe('crfName', () => {
  test('names a category and a sub-category by CRF code in every language (Russian as the UNFCCC writes it)', () => {
    expect(crfName('2.A.1')).toEqual({ en: 'Cement production', et: 'Tsemendi tootmine', ru: 'Производство цемента' });
    expect(crfName('5.D')).toEqual({
      en: 'Wastewater treatment and discharge',
      et: 'Reovee käitlemine ja juhtimine',
      ru: 'Очистка и сброс сточных вод',
    });
  });
  test('the CRF sector 1 is energy, not the transport sector sharing 1.A.3', () => {
    expect(crfName('1').en).toBe('Energy');
    expect(crfName('1.A.3').en).toBe('Transport');
  });
  test('an unknown code throws', () => {
    expect(() => crfName('9.Z')).toThrow('CRF code 9.Z is not in the catalogue');
  });
});
