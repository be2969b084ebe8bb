/**
 * Compiles the compare page's data (emissions and population by area), the targets and the events
 * into one JSON document per locale. Pure: validated text in, documents and issues out.
 */
import { AREA_IDS, AREAS, compareDataPath, type CompareData, type SourceNote } from '@/lib/model/compare';
import { makeIssue, type Issue } from '@/lib/model/issues';
import { LOCALES, type Locale } from '@/lib/model/locale';
import { eventsPath, targetsPath, type LinkedSource, type Target, type TimelineEvent } from '@/lib/model/targets';
import type { DataFile } from '@/lib/model/data-file';
import { validateCompareEmissions, validateComparePopulation } from '@/lib/compile/validate/validate-compare';
import { validateEvents, validateTargets, type SourceEntry } from '@/lib/compile/validate/validate-targets';
import { FILE_LINE } from '@/lib/compile/read/yaml-source';
import { shownText } from '@/lib/format/typeset';

export interface ContextFiles {
  compareEmissions?: DataFile;
  comparePopulation?: DataFile;
  targets?: DataFile;
  events?: DataFile;
}

/** A target's or event's source in a locale: its title (in its own language or the locale's) and the site's note. */
const localSource = ({ title, note, ...rest }: SourceEntry, locale: Locale): LinkedSource => ({
  ...rest,
  title: shownText(title, locale),
  ...(note ? { note: shownText(note, locale) } : {}),
});
const localNote = (note: SourceNote, locale: Locale): SourceNote<string> => ({
  source: shownText(note.source, locale),
  licence: shownText(note.licence, locale),
  vintage: shownText(note.vintage, locale),
  basis: shownText(note.basis, locale),
  url: note.url,
});

/** Adds `{locale}/compare.json`, `{locale}/targets.json` and `{locale}/events.json` for the files given. */
export function compileContext(files: ContextFiles, documents: Record<string, unknown>, issues: Issue[]): void {
  const { compareEmissions: ef, comparePopulation: pf } = files;
  const emissions = ef ? validateCompareEmissions(ef.text, ef.file) : undefined;
  const population = pf ? validateComparePopulation(pf.text, pf.file) : undefined;
  if (emissions && !emissions.ok) issues.push(...emissions.issues);
  if (population && !population.ok) issues.push(...population.issues);
  if (ef && !pf) issues.push(makeIssue(ef.file, FILE_LINE, '', 'The compare data needs population.yml beside it'));
  if (emissions?.ok && population?.ok && pf) {
    const e = emissions.value;
    const p = population.value;
    if (e.years.join() !== p.years.join())
      issues.push(
        makeIssue(
          pf.file,
          FILE_LINE,
          'years',
          `Population years ${p.years[0]}–${p.years.at(-1)} differ from the emissions years ${e.years[0]}–${e.years.at(-1)}`,
        ),
      );
    else
      for (const locale of LOCALES) {
        const data: CompareData = {
          years: e.years,
          areas: AREA_IDS.map((id) => ({ id, name: AREAS[id].name[locale] })),
          emissions: e.areas,
          population: p.areas,
          emissionsNote: localNote(e.note, locale),
          populationNote: localNote(p.note, locale),
        };
        documents[compareDataPath(locale)] = data;
      }
  }
  const targets = files.targets ? validateTargets(files.targets.text, files.targets.file) : undefined;
  const events = files.events ? validateEvents(files.events.text, files.events.file) : undefined;
  if (targets && !targets.ok) issues.push(...targets.issues);
  if (events && !events.ok) issues.push(...events.issues);
  for (const locale of LOCALES) {
    const t: Target[] = targets?.ok
      ? targets.value.map((x) => ({ ...x, text: shownText(x.text, locale), source: localSource(x.source, locale) }))
      : [];
    const ev: TimelineEvent[] = events?.ok
      ? events.value.map((x) => ({
          ...x,
          title: shownText(x.title, locale),
          text: shownText(x.text, locale),
          source: localSource(x.source, locale),
        }))
      : [];
    documents[targetsPath(locale)] = t;
    documents[eventsPath(locale)] = ev;
  }
}
