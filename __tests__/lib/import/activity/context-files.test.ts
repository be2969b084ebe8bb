import { parseActivityFile } from '@/lib/compile/validate/parse-activity-file';
import { formatContextFile, type ContextFile } from '@/lib/import/activity/context-file';
import { esrHistoryFile, esrProjectionsFile, readEsr } from '@/lib/import/activity/esr-series';
import { electricityMapsFile, emberIntensityFile } from '@/lib/import/activity/electricity-series';
import { emberGenerationFiles } from '@/lib/import/activity/ember-generation';
import { laterAnchorsFile, laterEstimatesFile } from '@/lib/import/activity/later-estimates';

/** Small extracts in the column layouts of the public files. */
const ESR = {
  emissions:
    'country,year,value,series,unit,eea_status,sheet,source_url,retrieved\nEstonia,2005,6.28363501,ESD,MtCO2 eq,EEA estimate,s,https://eea.example/esr.xlsx,x\nEstonia,2023,5.596499,ESR,MtCO2 eq,ESR review,s,u,x\nEstonia,2024,5.930256698,ESR,MtCO2 eq,proxy,s,u,x\n',
  projections: [
    'submission,country,year,submission_year,category,scenario,value_gapfilled,unit,source_url,retrieved',
    ...['WEM', 'WAM', 'WOM'].flatMap((s, i) => [
      `x,EE,2023,2025,Total excluding LULUCF,${s},${5398.37078 + i * 100},ktCO2e,https://eea.example/proj.xlsx,x`,
      `x,EE,2030,2025,Total excluding LULUCF,${s},${5076.27577 + i * 100},ktCO2e,u,x`,
    ]),
  ].join('\n'),
  legal:
    'item,country,year,value,unit,source,where,url,note\n2005 ESR base,EE,2005,6196136,t CO2e,x,y,z,\n2030 target vs 2005,EE,2030,-24,%,x,y,z,\n',
};

function parsed(f: ContextFile) {
  const result = parseActivityFile(formatContextFile(f), f.path);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}
const value = (f: ContextFile, row: string, year: number) => {
  const data = parsed(f);
  const idx = data.years.find((y) => y.year === year)!.idx;
  return data.rows.find((r) => r.name.startsWith(row))!.cells[idx];
};

describe('effort-sharing files', () => {
  const esr = readEsr(ESR);

  test('history in kt, the limit from the 2005 base less 24 %', () => {
    expect(esr.history.get(2023)).toBeCloseTo(5596.499, 6);
    expect(esr.limitKt).toBeCloseTo(4709.06336, 5);
    const history = esrHistoryFile(esr);
    expect(value(history, 'ESR emissions', 2023)).toBe(5596.499);
    expect(value(history, '2030 limit', 2030)).toBe(4709.06336);
    expect(value(history, 'ESR emissions', 2030)).toBe('-');
    expect(parsed(history)).toMatchObject({
      gaps: true,
      targetItems: ['2030 limit (-24 % vs 2005)'],
      basis: { en: expect.stringContaining('not the national total') },
    });
  });

  test('projections: the three scenarios, the marker at their first year, every file with source, basis, vintage and licence', () => {
    const proj = esrProjectionsFile(esr);
    expect(value(proj, 'WEM', 2030)).toBe(5076.27577);
    expect(value(proj, 'WOM', 2030)).toBe(5276.27577);
    expect(parsed(proj).projectionsYear).toBe(2023);
    for (const key of ['source', 'basis', 'vintage', 'licence'] as const) expect(parsed(proj)[key]?.et).toBeTruthy();
  });

  test('a wrong unit stops the build, naming file and line', () => {
    expect(() =>
      readEsr({ ...ESR, emissions: ESR.emissions.replace('6.28363501,ESD,MtCO2 eq', '6.28,ESD,ktCO2 eq') }),
    ).toThrow('estonia_eea_esr_emissions_2005-2024.csv line 2: unit "ktCO2 eq" is not MtCO2 eq');
    expect(() => readEsr({ ...ESR, projections: ESR.projections.replace(/,WOM,/g, ',XYZ,') })).toThrow('no WOM rows');
  });
});

describe('electricity files', () => {
  test('Ember generation intensity and Electricity Maps consumption intensity stay two files of their own basis', () => {
    const ember = emberIntensityFile(
      'area,variable,year,value\nEstonia,Carbon intensity (gCO2/kWh),2019,783\nEstonia,Carbon intensity (gCO2/kWh),2020,669\n',
    );
    expect(value(ember, 'CO2 per kWh generated', 2020)).toBe(669);
    expect(ember.unit).toBe('g CO2/kWh');
    const maps = electricityMapsFile(
      'source,dataset_file,zone,year,metric,value,unit\nElectricity Maps,f,EE,2021,carbonIntensity,386,gCO2eq/kWh\nElectricity Maps,f,EE,2021,renewableEnergy,38,%\nEmber,f,EST,latest,average grid intensity,341.02,gCO2/kWh\n',
    );
    expect(parsed(maps).rows).toHaveLength(1);
    expect(value(maps, 'CO2 eq per kWh consumed', 2021)).toBe(386);
    expect(maps.licence.en).toContain('ODbL');
    expect(maps.basis.en).toContain('consumption-based');
  });

  // Header and the 2023 and 2024 rows of Ember's yearly file (estonia_ember_yearly_generation_twh_2000-2024.csv).
  const EMBER = [
    'Area,ISO 3 code,Year,Demand,Net Imports,Total Generation,Clean,Nuclear,Wind and Solar,Wind,Solar,"Hydro, Bioenergy and Other Renewables",Hydro,Bioenergy,Other Renewables,Fossil,Coal,Gas and Other Fossil,Gas,Other Fossil',
    'Estonia,EST,2023,9.15,3.3,5.85,2.91,0.0,1.51,0.79,0.72,1.4,0.02,1.38,0.0,2.94,0.0,2.94,0.02,2.92',
    'Estonia,EST,2024,9.1,2.9,6.2,3.45,0.0,2.02,1.16,0.86,1.43,0.03,1.4,0.0,2.75,0.0,2.75,0.13,2.62',
  ].join('\n');
  test('Ember yearly: generation by source with oil shale under its own name, and wind, solar and hydro to 2024', () => {
    const [mix, wsh] = emberGenerationFiles(EMBER);
    expect(value(mix!, 'Oil shale', 2024)).toBe(2.62);
    expect(value(mix!, 'Total generation', 2024)).toBe(6.2);
    expect(value(mix!, 'Demand', 2023)).toBe(9.15);
    expect(parsed(mix!).lineItems).toEqual(['Total generation', 'Demand']);
    expect(parsed(mix!).basis?.en).toContain('"Other Fossil"');
    expect(parsed(wsh!).years.map((y) => y.year)).toEqual([2023, 2024]);
    expect(value(wsh!, 'Wind', 2024)).toBe(1.16);
    expect(value(wsh!, 'Solar', 2024)).toBe(0.86);
    expect(value(wsh!, 'Hydro', 2024)).toBe(0.03);
    for (const key of ['source', 'basis', 'vintage', 'licence'] as const) expect(parsed(wsh!)[key]?.et).toBeTruthy();
  });

  test('Ember sources that do not add up to the total, or a nuclear figure, stop the build with the line', () => {
    expect(() => emberGenerationFiles(EMBER.replace('9.1,2.9,6.2,', '9.1,2.9,7.2,'))).toThrow(
      'line 3: the sources add up to 6.20 TWh, not the total generation 7.2 TWh',
    );
    expect(() => emberGenerationFiles(EMBER.replace('2.91,0.0,1.51', '2.91,0.5,1.51'))).toThrow(
      'line 2: nuclear or other renewable generation is not zero',
    );
  });
});

describe('later estimates', () => {
  const gcb = 'year,Estonia_MtC,Estonia_MtCO2_derived\n2018,4.858,17.8\n2023,2.73504,10.02\n';
  const eurostat =
    'dataset,geo,item,year,value,flag,unit\nenv_air_gge,EE,TOTX4_MEMO,2005,19.19429,,Mt CO2e\nenv_air_gge,EE,TOTX4_MEMO,2024,10.24062,,Mt CO2e\n';
  const present = (f: ContextFile | undefined): ContextFile => {
    if (!f) throw new Error('expected a file');
    return f;
  };

  test('an estimate later than the inventory: GCB in Mt CO2 from MtC next to the inventory CO2, anchors after the inventory only', () => {
    const inventory = {
      submission: 2020,
      co2Kt: new Map([
        [2017, 18000],
        [2018, 17710],
      ]),
    };
    const later = present(laterEstimatesFile(gcb, inventory));
    expect(value(later, 'Fossil CO2', 2023)).toBeCloseTo(10.0212, 4);
    expect(value(later, 'CO2 without LULUCF, national inventory (2020 submission)', 2018)).toBe(17.71);
    expect(value(later, 'CO2 without LULUCF', 2023)).toBe('-');
    expect(parsed(later).years.map((y) => y.year)[0]).toBe(2018);
    expect(later.vintage.en).toContain('inventory 2020 submission (years to 2018)');
    const anchors = present(laterAnchorsFile(eurostat, readEsr(ESR), 2018));
    expect(parsed(anchors).years.map((y) => y.year)).toEqual([2024]);
    expect(value(anchors, 'Total GHG', 2024)).toBe(10.24062);
    expect(value(anchors, 'Effort-sharing', 2024)).toBe(5.930257);
  });

  test('nothing later than the inventory: no file at all', () => {
    const inventory = {
      submission: 2026,
      co2Kt: new Map([
        [2018, 15000],
        [2023, 7500],
        [2024, 7200],
      ]),
    };
    expect(laterEstimatesFile(gcb, inventory)).toBeUndefined();
    expect(laterAnchorsFile(eurostat, readEsr(ESR), 2024)).toBeUndefined();
  });

  test('a year after the inventory in one source keeps only that source', () => {
    const anchors = present(laterAnchorsFile(eurostat, readEsr(ESR), 2023));
    expect(parsed(anchors).years.map((y) => y.year)).toEqual([2024]);
    expect(value(anchors, 'Total GHG', 2024)).toBe(10.24062);
  });
});
