'use client';
/**
 * The island's filters column: the scenario tabs on the projections page, then the filter panel with
 * the submission (or projection round) choice. They follow the reader's choice at once.
 */
import { FilterPanel } from '@/components/filters/FilterPanel';
import { MeasureTabs } from '@/components/filters/MeasureTabs';
import { RoundSelect } from '@/components/filters/RoundSelect';
import { SubmissionSelect } from '@/components/filters/SubmissionSelect';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { ChartViewState } from '@/components/chart-page/use-chart-view';
import type { ChartData } from '@/lib/views/types';

export function ExplorerFilters({
  chart: { controls, data },
  page,
}: {
  chart: ChartViewState;
  page: Pick<ChartData, 'submissions' | 'rounds'>;
}) {
  const tf = useIslandTranslations('FilterPanel');
  const { chosen, dispatch, round } = controls;
  const c = chosen.filters;
  const rounds = page.rounds ?? [];
  const choices = controls.ctx.submissions ?? [];
  // A round without single gases says so under the gas choice instead of offering an empty chart.
  const gasNote =
    round && round.gases[c.measure].every((g) => g.id === 'co2eq')
      ? tf('gasProjectionNote', { round: round.id })
      : undefined;
  return (
    <>
      {round ? (
        <MeasureTabs
          measure={c.measure}
          onChange={(measure) => dispatch({ type: 'setMeasure', measure, gases: round.gases[measure] })}
        />
      ) : null}
      <FilterPanel
        state={chosen}
        dispatch={dispatch}
        gases={controls.gasList}
        data={data.status.state === 'ready' ? data.status.gas : undefined}
        gasNote={gasNote}
        submissions={
          round ? (
            <RoundSelect
              rounds={rounds}
              shown={round.id}
              onShow={(projection) => dispatch({ type: 'setRound', projection, rounds })}
            />
          ) : page.submissions.length > 1 ? (
            <SubmissionSelect
              submissions={page.submissions}
              shown={controls.shown.id}
              against={controls.against?.id}
              onShow={(submission) => dispatch({ type: 'setSubmission', submission, submissions: choices })}
              onCompare={(id) => dispatch({ type: 'setAgainst', against: id, submissions: choices })}
            />
          ) : null
        }
      />
    </>
  );
}
