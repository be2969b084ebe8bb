import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateEvents, validateTargets } from '@/lib/compile/validate/validate-targets';

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '..', '..', '..', 'fixtures', 'data', 'context', name), 'utf8');
const issuesOf = (result: { ok: boolean; issues?: Array<{ line?: number; path: string }> }) =>
  (result.issues ?? []).map((i) => [i.line, i.path]);

describe('validateTargets', () => {
  it('reads the repository file: every target has a source, a basis and both languages', () => {
    const result = validateTargets(readFileSync('data/targets.yml', 'utf8'), 'data/targets.yml');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((t) => [t.year, t.quantity, t.status])).toEqual([
      [2030, { kind: 'change', percent: -70, baseYear: 1990 }, 'adopted'],
      // 6 196 136 t (2005 base) × 0.76 = 4 709 063 t, the limit of the effort-sharing chart.
      [2030, { kind: 'level', kt: 4709 }, 'adopted'],
      // The 2025 climate-law draft as ERR quotes it: −63 %, −71 %, −80 % against 1990, neutrality in 2050.
      [2030, { kind: 'change', percent: -63, baseYear: 1990 }, 'draft'],
      [2035, { kind: 'change', percent: -71, baseYear: 1990 }, 'draft'],
      [2040, { kind: 'change', percent: -80, baseYear: 1990 }, 'draft'],
      [2050, { kind: 'neutrality' }, 'draft'],
    ]);
    expect(result.value[1]?.basis).toEqual({ lulucf: 'without', scope: 'effort-sharing' });
    expect(result.value[2]?.basis).toEqual({ lulucf: 'unstated', scope: 'national-total' });
  });

  it('reports each broken field of a file with its line and path', () => {
    const result = validateTargets(fixture('targets-broken.yml'), 'targets-broken.yml');
    expect(result.ok).toBe(false);
    expect(issuesOf(result)).toEqual([
      [19, 'targets[1].year'],
      [21, 'targets[1].quantity.kind'],
      [23, 'targets[1].basis.lulucf'],
      [27, 'targets[1].source.url'],
      [29, 'targets[1].text.et'],
    ]);
    if (!result.ok) expect(result.issues.every((i) => i.file === 'targets-broken.yml')).toBe(true);
  });

  it('reports a status other than adopted or draft with its line', () => {
    const text = fixture('targets-broken.yml')
      .split('  - id: broken-target')[0]!
      .replace('    year: 2030\n', '    year: 2030\n    status: enacted\n');
    const result = validateTargets(text, 'x.yml');
    expect(issuesOf(result)).toEqual([[4, 'targets[0].status']]);
  });

  it('needs the targets list', () => {
    const result = validateTargets('title: none\n', 'x.yml');
    expect(result.ok ? [] : result.issues.map((i) => [i.line, i.path])).toEqual([[1, 'targets']]);
  });

  it("gives a source's title in its own language (lang) or in each, and the site's note in each", () => {
    const result = validateTargets(readFileSync('data/targets.yml', 'utf8'), 'data/targets.yml');
    if (!result.ok) throw new Error('data/targets.yml');
    const [briefing, limit] = result.value;
    expect(briefing?.source).toMatchObject({
      title: { en: 'Climate action in Estonia: Latest state of play' },
      lang: 'en',
      note: { et: 'Euroopa Parlamendi ülevaade', ru: 'брифинг Европейского парламента' },
    });
    // An EU act has an official title in Estonian: no English on the Estonian page.
    expect(limit?.source.title.et).toMatch(/^Euroopa Parlamendi ja nõukogu määrus \(EL\) 2023\/857/);
    expect(limit?.source.lang).toBeUndefined();
    expect(JSON.stringify(result.value.map((t) => [t.source.title.et, t.source.note?.et]))).not.toMatch(
      /2005 base|briefing/,
    );
  });

  it("reports a title's language that is no two-letter code, or given with a title in each language, and a note without Estonian", () => {
    const head = fixture('targets-broken.yml').split('  - id: broken-target')[0]!;
    const badLang = head.replace("      title: 'A briefing'\n", "      title: 'A briefing'\n      lang: English\n");
    expect(issuesOf(validateTargets(badLang, 'x.yml'))).toEqual([[13, 'targets[0].source.lang']]);
    const both = head.replace(
      "      title: 'A briefing'\n",
      '      title: { en: A briefing, et: Ülevaade }\n      lang: en\n',
    );
    expect(issuesOf(validateTargets(both, 'x.yml'))).toEqual([[13, 'targets[0].source.lang']]);
    const note = head.replace(
      "      title: 'A briefing'\n",
      "      title: 'A briefing'\n      note: { en: briefing }\n",
    );
    expect(issuesOf(validateTargets(note, 'x.yml'))).toEqual([[13, 'targets[0].source.note.et']]);
  });

  it('reports a base year after the target year', () => {
    const text = fixture('targets-broken.yml')
      .split('  - id: broken-target')[0]!
      .replace('base_year: 1990', 'base_year: 2040');
    const result = validateTargets(text, 'x.yml');
    expect(issuesOf(result)).toEqual([[7, 'targets[0].quantity.base_year']]);
  });
});

describe('validateEvents', () => {
  it('reads the repository file: six dated events with sources in both languages', () => {
    const result = validateEvents(readFileSync('data/events.yml', 'utf8'), 'data/events.yml');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((e) => [e.from, e.to])).toEqual([
      [1991, 1993],
      [2004, 2004],
      [2005, 2005],
      [2009, 2009],
      [2019, 2019],
      [2022, 2022],
    ]);
    expect(result.value.every((e) => e.source.url.startsWith('https://') && e.title.et && e.text.en)).toBe(true);
  });

  it('reports a repeated id, an end before the start, a missing language and a missing source', () => {
    const result = validateEvents(fixture('events-broken.yml'), 'events-broken.yml');
    expect(issuesOf(result)).toEqual([
      [14, 'events[1].id'],
      [16, 'events[1].to'],
      [17, 'events[1].title.et'],
      [14, 'events[1].source'],
    ]);
  });

  it('turns a YAML syntax error into one issue with its line', () => {
    const result = validateEvents('events:\n  - id: a\n    year: [2004\n', 'x.yml');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toMatch(/YAML syntax error/);
  });
});
