/**
 * The revisions view: the submission shown against another inventory submission (`against`, by
 * default the one before it), per series both values, the difference and the difference in %
 * (lib/views/series/revisions). Offered where the page has two submissions or more.
 */
import { tableHeadings } from '@/lib/export/table';
import { chosenOrNewest, previousSubmission, type SubmissionInfo } from '@/lib/model/submission';
import type { FilterState, SubmissionOption } from '@/lib/url-state/filters';
import { DEFAULT_VIEW } from '@/lib/url-state/views';
import { buildRevisions, describeLargestRevision, revisionsToTable } from '@/lib/views/series/revisions';
import type { OptionsContext, ViewModule } from '@/lib/views/types';
import { levelTitle, viewOptions } from '@/lib/views/words';

/** The submission the revisions view compares against: its own, or the one before the submission shown. */
export function againstSubmission<S extends SubmissionOption>(
  state: Pick<FilterState, 'submission' | 'against'>,
  ctx: { submissions?: readonly S[] },
): S | undefined {
  const list = ctx.submissions ?? [];
  const shown = chosenOrNewest(list, state.submission);
  return (
    list.find((s) => s.id === state.against && s.id !== shown?.id) ??
    (shown ? previousSubmission(list, shown.id) : undefined) ??
    list.find((s) => s.id !== shown?.id)
  );
}

/** The view needs two submissions; `against` is null when it is the default or the submission shown. */
function normalise(state: FilterState, ctx: OptionsContext, problems: string[]): FilterState {
  if ((ctx.submissions ?? []).length < 2) {
    problems.push('view: revisions needs two submissions');
    return { ...state, view: DEFAULT_VIEW, against: null };
  }
  if (state.against === null) return state;
  const shown = chosenOrNewest(ctx.submissions, state.submission);
  if (state.against === shown?.id) problems.push(`against: ${state.against} is the submission shown`);
  const fallback = againstSubmission({ submission: state.submission, against: null }, ctx);
  return state.against === shown?.id || state.against === fallback?.id ? { ...state, against: null } : state;
}

const against = (choice: { filters: FilterState; page: { submissions: readonly SubmissionInfo[] } }) =>
  againstSubmission(choice.filters, choice.page);

export const revisions: ViewModule = {
  id: 'revisions',
  params: ['against'],
  offered: (page) => page.submissions.length > 1,
  normalise,
  against: againstSubmission,
  build(choice, files, t) {
    const { filters: f, excludedYears, locale, shown } = choice;
    const other = against(choice);
    if (!other || !files.against) return undefined;
    const r = buildRevisions(files.gas, files.against, f, excludedYears, viewOptions(locale, t));
    const unit = files.gas.unit;
    const table = revisionsToTable(r.rows, r.years, unit, tableHeadings(t), {
      shown: t('revisions.shown', { year: shown.id }),
      against: t('revisions.against', { year: other.id }),
      difference: t('revisions.difference'),
      percent: t('revisions.percent'),
    });
    const names = { shown: shown.id, against: other.id };
    const notes = [
      t('viewNote.revisions', {
        ...names,
        from: String(r.years[0] ?? ''),
        to: String(r.years[r.years.length - 1] ?? ''),
      }),
    ];
    if (other.gwp !== shown.gwp)
      notes.push(t('viewNote.revisionsGwp', { ...names, shownGwp: shown.gwpName, againstGwp: other.gwpName }));
    return { view: r.view, table, summary: describeLargestRevision(r.largest, unit, names, locale), notes };
  },
  title(choice, t) {
    const title = levelTitle(t, choice.gasName, choice.filters.level);
    const other = against(choice);
    return other ? t('view.titleRevisions', { title, shown: choice.shown.id, against: other.id }) : title;
  },
  marks: { events: true, targets: false, divider: true },
};
