import { readFileSync } from 'node:fs';
import {
  buildProjectionDraftsFromRows,
  buildProjectionFiles,
  eeaRoundMeta,
  roundGwp,
} from '@/lib/import/projections/eea-projections';
import { eeaRounds, eeaScope, mapEeaCategory, mapEeaGas, parseEeaCsv } from '@/lib/import/projections/eea-rows';
import { validateGasFile } from '@/lib/compile/validate/validate-gas-file';

const SAMPLE = readFileSync('__tests__/fixtures/import/eea-projections-sample.csv', 'utf8');
const LAYOUT_2019 = readFileSync('__tests__/fixtures/import/eea-projections-2019-layout.csv', 'utf8');

describe('buildProjectionFiles on a hand-made sample in the later rounds’ layout', () => {
  const files = buildProjectionFiles(SAMPLE);

  it('keeps CountryCode EE, the latest round, WEM and WAM, and no PFCs', () => {
    expect(Object.keys(files)).toEqual(['2023/wem/co2eq.yml', '2023/wam/co2.yml']);
  });

  it('writes the WEM co2eq file with its round, both totals, CRF rows and `-` for a missing value', () => {
    const text = files['2023/wem/co2eq.yml']!;
    expect(text.split('\n').slice(2, 5)).toEqual([
      'id: co2eq',
      'name: { en: "CO2 equivalent (all gases, AR5 GWP100)", et: "CO2 ekvivalent (kõik gaasid, AR5 GWP100)", ru: "CO2-эквивалент (все газы, ПГП по ДО5)" }',
      'unit: "kt CO2 eq"',
    ]);
    expect(text).toContain('\nround: 2023\ngwp: "AR5 GWP100"\n');
    // The first year of the file from the year before the round on: the sample starts at 2025.
    expect(text).toContain('\nprojections_year: 2025\nyears: [2025, 2030]\n');
    expect(text).toContain(
      [
        'legend_text:',
        '  withLulucf: { en: "Total with LULUCF", et: "Kokku koos LULUCF-iga", ru: "Итого с ЗИЗЛХ" }',
        '  withoutLulucf: { en: "Total without LULUCF", et: "Kokku ilma LULUCF-ita", ru: "Итого без ЗИЗЛХ" }',
        'total:',
        '  withLulucf: [90, 70.25]',
        '  withoutLulucf: [100, 80.5]',
        'rows: |',
        '  energy\t\t\t60\t45',
        '    transport\t\t20\t18',
        '      road\t19\t-',
        '  lulucf\t\t\t-10\t-10.25',
        '',
      ].join('\n'),
    );
  });

  it('writes files that pass the gas file validator as projection files', () => {
    for (const [name, text] of Object.entries(files))
      expect(validateGasFile(text, name, 'projection')).toMatchObject({ ok: true });
  });

  it('uses an older round when asked', () => {
    expect(buildProjectionFiles(SAMPLE, { submission: 2021 })['2021/wem/co2eq.yml']).toContain('  energy\t\t\t999\n');
    expect(eeaRounds(parseEeaCsv(SAMPLE))).toEqual([2021, 2023]);
  });

  it('is deterministic', () => {
    expect(buildProjectionFiles(SAMPLE)).toEqual(files);
  });

  it('stops on conflicting values and on a country without rows', () => {
    const conflict = `${SAMPLE}EE,2025,2023,1. Energy,WEM,Total GHG emissions,61,\n`;
    expect(() => buildProjectionFiles(conflict)).toThrow(
      'Conflicting values for WEM Total GHG emissions 1. Energy 2025: 60 and 61',
    );
    expect(() => buildProjectionFiles(SAMPLE, { country: 'FI' })).toThrow(
      'The projections source has no rows for CountryCode FI',
    );
  });

  it('stops when the source has the total with LULUCF but not the one without', () => {
    const oneTotal = SAMPLE.split('\n')
      .filter((l) => !l.includes('Total excluding LULUCF'))
      .join('\n');
    expect(() => buildProjectionFiles(oneTotal)).toThrow(
      'Source row withoutLulucf for gas co2eq (WEM) is missing from the source',
    );
  });
});

describe('buildProjectionFiles on a hand-made sample in the 2019 layout', () => {
  const rows = parseEeaCsv(LAYOUT_2019);
  const files = buildProjectionFiles(LAYOUT_2019);
  const wem = files['2019/wem/co2eq.yml']!;

  it('reads `Total w.out LULUCF` and `Total GHGs (ktCO2e)` as the national total, from Gapfilled', () => {
    expect(Object.keys(files)).toEqual(['2019/wem/co2eq.yml', '2019/wam/co2eq.yml']);
    expect(wem).toContain('total:\n  withoutLulucf: [100, 91.5]\n');
    expect(files['2019/wam/co2eq.yml']).toContain('total:\n  withoutLulucf: [100, 85]\n');
  });

  it('writes no total with LULUCF (the source has none) and says so', () => {
    expect(wem).not.toContain('withLulucf');
    expect(wem).toContain('# The source has no total with LULUCF, so none is written.');
  });

  it('reads categories by code: `4.` named "Agriculture" is LULUCF', () => {
    expect(wem).toContain(
      [
        'rows: |',
        '  energy\t\t\t80\t70',
        '    energy-ind\t\t60\t50',
        '  agri\t\t\t20\t21.5',
        '  lulucf\t\t\t-5\t3.25',
        '',
      ].join('\n'),
    );
  });

  it('writes the bunkers memo from M.IB.Aviation and M.IB.Navigation, the total as their sum (5 = 4 + 1, 5.75 = 4.25 + 1.5)', () => {
    expect(wem).toContain(
      'memo:\n  bunkers:\n    total: [5, 5.75]\n    navigation: [4, 4.25]\n    aviation: [1, 1.5]\n',
    );
  });

  it('keeps the ETS and ESD parts out of the national files', () => {
    expect(wem).not.toMatch(/\b(55|45|44|46)\b/);
    expect(eeaScope('Total ETS GHGs (ktCO2e)')).toBe('ets');
    expect(eeaScope('Total ESD GHGs (ktCO2e)')).toBe('esd');
    expect(mapEeaGas('Total ESD GHGs (ktCO2e)')).toBeUndefined();
  });

  it('marks the round, its AR4 basis and its inventory year before the first projected year', () => {
    expect(wem).toContain('\nround: 2019\ngwp: "AR4 GWP100"\n');
    // The EEA's licence in the words of each language, not the English line on every page.
    expect(wem).toContain(
      'licence: { en: "EEA standard re-use policy: free re-use with acknowledgement of the source", et: "EEA tavapärane taaskasutuskord: vaba taaskasutus allikale viidates", ru: "стандартная политика повторного использования ЕАОС: свободное повторное использование со ссылкой на источник" }\n',
    );
    expect(wem).toContain(
      'vintage: { en: "Projections reported in 2019, AR4 GWPs; 2017 is the inventory year reported with them", et: "2019. aastal esitatud prognoosid, AR4 GWP-d; 2017 on koos nendega esitatud inventuuri aasta", ru: "прогнозы, представленные в 2019 году, ПГП по ДО4; 2017 — представленный вместе с ними год кадастра" }\nprojections_year: 2018\n',
    );
    expect(validateGasFile(wem, '2019/wem/co2eq.yml', 'projection')).toMatchObject({
      ok: true,
      value: { projection: { round: 2019, projectionsYear: 2018, gwp: 'AR4 GWP100' } },
    });
  });

  it('names the categories with values that the catalogue has no row for', () => {
    // 1.C is 0 in every year (nothing lost); 1.A.3.e has 2 kt.
    expect(buildProjectionDraftsFromRows(rows).unplaced).toEqual(['1.A.3.e.']);
  });
});

describe('projection rounds', () => {
  it('take AR4 GWPs until the 2020 reporting and AR5 from 2021', () => {
    expect([roundGwp(2019), roundGwp(2020), roundGwp(2021), roundGwp(2025)]).toEqual([
      'AR4 GWP100',
      'AR4 GWP100',
      'AR5 GWP100',
      'AR5 GWP100',
    ]);
  });

  it('start projecting the year after the inventory year two years before the round, unless told', () => {
    expect(eeaRoundMeta(2019, [2015, 2016, 2017, 2018]).projectionsYear).toBe(2018);
    expect(eeaRoundMeta(2019, [2015, 2016, 2017, 2018]).vintage.en).toBe(
      'Projections reported in 2019, AR4 GWPs; 2015–2017 are the inventory years reported with them',
    );
    expect(
      eeaRoundMeta(2025, [2023, 2024], { projectionsYear: 2024, sourceUrl: 'https://example.org/x' }),
    ).toMatchObject({
      projectionsYear: 2024,
      sourceUrl: 'https://example.org/x',
    });
  });
});

describe('EEA label mapping', () => {
  it.each([
    ['CO2', 'co2'],
    ['CH4', 'ch4'],
    ['N2O', 'n2o'],
    ['HFCs', 'hfc'],
    ['SF6', 'sf6'],
    ['PFCs', undefined],
    ['Total GHG emissions', 'co2eq'],
    ['Total GHGs (ktCO2e)', 'co2eq'],
    ['Total ETS GHGs (ktCO2e)', undefined],
    ['Unspecified mix of HFCs and PFCs', undefined],
    ['NF3', undefined],
  ])('gas %s → %s', (label, id) => {
    expect(mapEeaGas(label)).toBe(id);
  });

  it.each([
    ['1.A.3.b Road Transportation', { code: '1.A.3.B' }],
    ['1. Energy', { code: '1' }],
    ['1.A.3.a.', { code: '1.A.3.A' }],
    ['4.', { code: '4' }],
    ['Total excluding LULUCF', { special: 'withoutLulucf' }],
    ['Total w.out LULUCF', { special: 'withoutLulucf' }],
    ['Total including LULUCF', { special: 'withLulucf' }],
    ['International bunkers', { special: 'bunkers' }],
    ['International aviation', { special: 'aviation' }],
    ['M.IB.Aviation', { special: 'aviation' }],
    ['M.IB.Navigation', { special: 'navigation' }],
    ['International maritime navigation', { special: 'navigation' }],
    ['M.Intl. aviation EU ETS', undefined],
    ['Memo items', undefined],
  ])('category %s', (label, key) => {
    expect(mapEeaCategory(label)).toEqual(key);
  });
});
