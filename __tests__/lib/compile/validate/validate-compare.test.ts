import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileContext } from '@/lib/compile/assemble/compile-context';
import { validateCompareEmissions, validateComparePopulation } from '@/lib/compile/validate/validate-compare';
import { buildEmissionsYaml, buildPopulationYaml } from '@/lib/import/compare';
import { AREAS, AREA_IDS } from '@/lib/model/compare';
import type { Issue } from '@/lib/model/issues';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'data', 'context', name), 'utf8');

const SECTORS = [
  'Energy',
  'Industrial processes and product use',
  'Agriculture',
  '"Land use, land-use change and forestry"',
  'Waste',
  'Other ',
];
/** A sector-totals CSV for 1990–1991: every area, every sector; the EU27 lacks 1991. */
function sectorCsv(): string {
  const rows = ['iso,country,year_submission,sector_lv1,year,kt_co2e_ar5'];
  for (const id of AREA_IDS)
    for (const [k, sector] of SECTORS.entries())
      for (const year of id === 'eu27' ? [1990] : [1990, 1991])
        rows.push(`${AREAS[id].emissionsCode},X,2026,${sector},${year},${k === 5 ? '' : 10 * (k + 1)}`);
  return rows.join('\n');
}
function populationCsv(): string {
  const rows = ['Country Name,Country Code,Year,Value'];
  for (const id of AREA_IDS) for (const year of [1990, 1991]) rows.push(`X,${AREAS[id].populationCode},${year},1000`);
  return rows.join('\n');
}

describe('compare data files', () => {
  const emissionsYaml = buildEmissionsYaml(sectorCsv(), 1990, 1991);
  const populationYaml = buildPopulationYaml([populationCsv()], 1990, 1991);

  it('validates what the converter writes: empty cells and missing years are null', () => {
    const result = validateCompareEmissions(emissionsYaml, 'e.yml');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.years).toEqual([1990, 1991]);
    expect(result.value.areas.est.energy).toEqual([10, 10]);
    expect(result.value.areas.est.lulucf).toEqual([40, 40]);
    expect(result.value.areas.est.other).toEqual([null, null]);
    expect(result.value.areas.eu27.energy).toEqual([10, null]);
    expect(result.value.note.basis.en).toMatch(/CRT 2026.*AR5/);
    expect(result.value.note.vintage.en).toMatch(/EU27 1990–1990/);
    expect(validateComparePopulation(populationYaml, 'p.yml').ok).toBe(true);
  });

  it('reports a value list of the wrong length and an unknown sector with their lines', () => {
    const broken = emissionsYaml
      .replace(/(  - id: lva\n    sectors:\n      energy: )\[10, 10\]/, '$1[10]')
      .replace(/(  - id: ltu\n    sectors:\n)/, '$1      transport: [1, 2]\n');
    const result = validateCompareEmissions(broken, 'e.yml');
    const lines = broken.split('\n');
    const lineOf = (start: string) => lines.findIndex((l, i) => l.startsWith(start) && i > 0) + 1;
    expect(result.ok ? [] : result.issues.map((i) => [i.line, i.path])).toEqual([
      [lines.indexOf('  - id: lva') + 3, 'areas[1].sectors.energy'],
      [lines.indexOf('  - id: ltu') + 3, 'areas[2].sectors.transport'],
    ]);
    expect(lineOf('  - id: lva')).toBeGreaterThan(0);
  });

  it('reports a missing language, a negative population, a short list, an unknown and a missing area', () => {
    const result = validateComparePopulation(fixture('population-broken.yml'), 'population-broken.yml');
    expect(result.ok ? [] : result.issues.map((i) => [i.line, i.path])).toEqual([
      [7, 'vintage.et'],
      [21, 'areas.xyz'],
      [15, 'areas.est[1]'],
      [20, 'areas.pol'],
      [14, 'areas'],
    ]);
  });

  it('reports a YAML syntax error with its line', () => {
    const result = validateCompareEmissions(fixture('emissions-syntax.yml'), 'emissions-syntax.yml');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ file: 'emissions-syntax.yml', line: 4 });
  });

  it('compiles one document per locale with the area names and notes of that locale', () => {
    const documents: Record<string, unknown> = {};
    const issues: Issue[] = [];
    compileContext(
      {
        compareEmissions: { file: 'e.yml', text: emissionsYaml },
        comparePopulation: { file: 'p.yml', text: populationYaml },
      },
      documents,
      issues,
    );
    expect(issues).toEqual([]);
    const et = documents['et/compare.json'] as { areas: Array<{ name: string }>; emissionsNote: { basis: string } };
    expect(et.areas.map((a) => a.name)).toEqual(['Eesti', 'Läti', 'Leedu', 'Soome', 'Rootsi', 'Poola', 'EL27']);
    expect(et.emissionsNote.basis).toMatch(/^CRT 2026\. aasta aruanded/);
    expect(documents['en/targets.json']).toEqual([]);
  });

  it('stops when the years of the two files differ', () => {
    const issues: Issue[] = [];
    compileContext(
      {
        compareEmissions: { file: 'e.yml', text: emissionsYaml },
        comparePopulation: { file: 'p.yml', text: buildPopulationYaml([populationCsv()], 1991, 1991) },
      },
      {},
      issues,
    );
    expect(issues.map((i) => [i.file, i.path])).toEqual([['p.yml', 'years']]);
  });
});
