/**
 * The real data folder compiled: the 2025 points round in every language, and the projection rounds'
 * names where they differ from the inventory's (audit L4). Expected figures read by hand from
 * data/sources/eea-necpr-2025-annex1-estonia/estonia_necpr2025_annex1_table1_targets.csv.
 */
import { compileData } from '@/lib/compile/assemble/compile-data';
import { readDataDir } from '@/lib/compile/read/read-data-dir';
import { compiledGasPath, type GasCategories } from '@/lib/model/gas-file';
import type { PointRound } from '@/lib/model/projection-round';

describe('the points rounds of the real data folder', () => {
  const data = readDataDir('data');
  const output = compileData(data);

  it('compiles the 2025 round in en, et and ru, newest first', () => {
    expect(output.issues).toEqual([]);
    for (const locale of ['en', 'et', 'ru'] as const) {
      const [round, ...rest] = output.documents[`${locale}/projections/points.json`] as PointRound[];
      expect(rest).toEqual([]);
      expect(round).toMatchObject({ id: '2025', gwp: 'AR5 GWP100', baseSubmission: '2025', sameScenarios: true });
      expect(round!.points.withoutLulucf).toEqual({
        years: [2030, 2040, 2050],
        wem: [9337.25, 7000.3, 4314.44],
        wam: [9337.25, 7000.3, 4314.44],
      });
      expect(round!.points.withLulucf.wem[2]).toBe(6707.4);
      expect(round!.neutralityYear).toBe(2050);
    }
  });

  it('reports a base submission that is not in data/past/, with the file and line', () => {
    const [file] = data.projectionPoints!;
    const text = file!.text.replace('base_submission: 2025', 'base_submission: 2024');
    const line = text.split('\n').findIndex((l) => l.startsWith('base_submission')) + 1;
    const out = compileData({ ...data, projectionPoints: [{ ...file!, text }] });
    expect(out.issues).toEqual([
      {
        file: 'data/prognosis/2025/points.yml',
        line,
        path: 'base_submission',
        message: 'No inventory submission 2024 in data/past/',
      },
    ]);
  });

  it('names 1.B of a projection round without the inventory\'s "(oil and natural gas)" (audit L4)', () => {
    const oil = (source: Parameters<typeof compiledGasPath>[1], locale: 'en' | 'et' | 'ru' = 'en') =>
      Object.values(output.documents[compiledGasPath(locale, source, 'co2eq', 'categories')] as GasCategories)
        .flat()
        .find((c) => c.id === 'oil')?.name;
    expect(oil({ period: 'projections', measure: 'wem', round: '2019' })).toBe('Fugitive emissions from fuels');
    expect(oil({ period: 'projections', measure: 'wam', round: '2019' }, 'et')).toBe('Kütuste lenduvheide');
    expect(oil({ period: 'projections', measure: 'wem', round: '2019' }, 'ru')).toBe('Фугитивные выбросы от топлива');
    expect(oil({ period: 'inventory', submission: '2026' })).toBe(
      'Fugitive emissions from fuels (oil and natural gas)',
    );
  });
});
