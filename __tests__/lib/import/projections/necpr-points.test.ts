/**
 * The 2025 round's points from the NECPR Annex I extract: the figures below are read by hand from
 * data/sources/eea-necpr-2025-annex1-estonia/*.csv (rows EE), not from the importer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { buildNecprPoints, NECPR_SOURCES } from '@/lib/import/projections/necpr-points';
import { readSubmissions } from '@/lib/import/inventory/submissions';

const SOURCES = path.join(process.cwd(), 'data/sources');
const read = (rel: string) => readFileSync(path.join(SOURCES, rel), 'utf8');
const csv = {
  totals: read(NECPR_SOURCES.totals),
  lulucf: read(NECPR_SOURCES.lulucf),
  neutrality: read(NECPR_SOURCES.neutrality),
};
const submissions = readSubmissions(SOURCES);

describe('buildNecprPoints', () => {
  const built = buildNecprPoints(csv, submissions);
  const doc = yaml.load(built.text) as Record<string, unknown> & { points: Record<string, Record<string, number[]>> };

  it('writes the three points of each scope as the source gives them, nothing in between', () => {
    expect(built.path).toBe('prognosis/2025/points.yml');
    expect(doc.points.withoutLulucf).toEqual({
      years: [2030, 2040, 2050],
      wem: [9337.25, 7000.3, 4314.44],
      wam: [9337.25, 7000.3, 4314.44],
    });
    expect(doc.points.withLulucf?.wem).toEqual([11567.8, 9304.87, 6707.4]);
    expect(doc.points.withLulucfAviation?.wem).toEqual([11758.1, 9519.26, 6948.95]);
  });

  it('writes LULUCF for its projected years only (2023 is a year the inventory reports)', () => {
    expect(doc.points.lulucf).toEqual({
      years: [2030, 2035, 2040],
      wem: [2230.59, 2180.77, 2304.57],
      wam: [2230.59, 2180.77, 2304.57],
    });
    expect(built.notes.join('\n')).toContain('LULUCF 2023 (WEM 3704.75 kt)');
  });

  it('says WAM equals WEM, the neutrality year, and finds the 2025 submission as its base', () => {
    expect(doc.same_scenarios).toBe(true);
    expect(doc.neutrality_year).toBe(2050);
    // History 2022 14 149.1 and 2023 10 862.5 kt; the 2025 CRT submission: 14 149.113, 10 862.458.
    expect(doc.base_submission).toBe(2025);
    expect(doc.gwp).toBe('AR5 GWP100');
  });

  it('says so when WAM differs from WEM', () => {
    const totals = csv.totals.replace(
      'EE,excl_lulucf,2040,kt CO2e,,,7000.3,7000.3',
      'EE,excl_lulucf,2040,kt CO2e,,,7000.3,6000',
    );
    const d = yaml.load(buildNecprPoints({ ...csv, totals }, submissions).text) as Record<string, unknown>;
    expect(d.same_scenarios).toBe(false);
  });

  it('stops, naming the file and line, at a value that is not a number', () => {
    const totals = csv.totals.replace('9337.25,9337.25', '9337.25,x');
    expect(() => buildNecprPoints({ ...csv, totals }, submissions)).toThrow(
      `${NECPR_SOURCES.totals}:4: "x" is not a number`,
    );
  });

  it('stops when the history equals no submission', () => {
    const totals = csv.totals.replace('14149.1', '14000.0');
    expect(() => buildNecprPoints({ ...csv, totals }, submissions)).toThrow(/equals no inventory submission/);
  });
});
