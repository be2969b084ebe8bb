'use client';
/**
 * The chart filters: pollutant (with units), level of detail, the sector / category /
 * sub-category checkbox lists shown by level (SPEC §2) and the year panel.
 */
import { useState, type Dispatch, type ReactNode } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import { filterOptions } from '@/lib/charts/shown/datasets';
import type { GasId } from '@/lib/model/gas';
import { LEVELS } from '@/lib/model/dimensions';
import type { GasData, GasListEntry } from '@/lib/model/gas-data';
import type { Action, FilterKind, PageState } from '@/lib/views/page-state';
import { CheckboxFilter } from '@/components/filters/CheckboxFilter';
import { YearFilter } from '@/components/filters/YearFilter';
import styles from '@/components/filters/FilterPanel.module.css';

interface Props {
  state: PageState;
  dispatch: Dispatch<Action>;
  gases: GasListEntry[];
  data?: GasData;
  /** The submission choice, on a page that offers more than one (or the projection round's). */
  submissions?: ReactNode;
  /** What the gas choice lacks and why (a projection round without single gases). */
  gasNote?: string;
}

export function FilterPanel({ state, dispatch, gases, data, submissions, gasNote }: Props) {
  const t = useIslandTranslations('FilterPanel');
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const f = state.filters;
  const hasTotals = gases.find((g) => g.id === f.gas)?.hasTotals ?? false;
  const options = data ? filterOptions(data, f) : undefined;
  const years = data?.years.map((y) => y.year) ?? [];
  const list = (kind: FilterKind, title: string, opts: NonNullable<typeof options>['sectors']) => (
    <CheckboxFilter
      testId={`filter-${kind}`}
      title={title}
      allLabel={t('all')}
      countLabel={(selected, total) => (total === 0 ? t('noneCount') : t('selectedCount', { selected, total }))}
      emptyLabel={t('noOptions')}
      options={opts}
      selection={f[kind]}
      showCodes={kind !== 'sector'}
      onToggle={(id) => dispatch({ type: 'toggleItem', kind, id, allIds: opts.map((o) => o.id) })}
      onIncludeAll={() => dispatch({ type: 'includeAll', kind })}
      onExcludeAll={() => dispatch({ type: 'excludeAll', kind })}
    />
  );
  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={styles.phoneToggle}
        aria-expanded={openOnPhone}
        onClick={() => setOpenOnPhone(!openOnPhone)}
      >
        {openOnPhone ? t('hide') : t('show')}
      </button>
      <div className={openOnPhone ? styles.body : `${styles.body} ${styles.bodyClosedOnPhone}`}>
        <h2 className={styles.heading}>{t('heading')}</h2>
        {submissions}
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('gas')}</span>
          <select
            value={f.gas}
            onChange={(e) => dispatch({ type: 'setGas', gas: e.target.value as GasId, gases })}
            data-testid="gas-select"
            {...(gasNote ? { 'aria-describedby': 'gas-note' } : {})}
          >
            {gases.map((g) => (
              <option key={g.id} value={g.id}>
                {t('gasOption', { name: g.name, unit: g.unit })}
              </option>
            ))}
          </select>
        </label>
        {gasNote ? (
          <p id="gas-note" className={styles.gasNote} data-testid="gas-note">
            {gasNote}
          </p>
        ) : null}
        <fieldset className={styles.field}>
          <legend className={styles.fieldLabel}>{t('level')}</legend>
          <div className={styles.levels}>
            {LEVELS.filter((l) => l !== 'total' || hasTotals).map((l) => (
              <label key={l} className={styles.check}>
                <input
                  type="radio"
                  name="level"
                  value={l}
                  checked={f.level === l}
                  onChange={() => dispatch({ type: 'setLevel', level: l })}
                />
                {t(`levels.${l}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {options && f.level !== 'total' ? list('sector', t('sectors'), options.sectors) : null}
        {options && (f.level === 'cat' || f.level === 'subCat') ? list('cat', t('cats'), options.cats) : null}
        {options && f.level === 'subCat' ? list('sub', t('subs'), options.subs) : null}
        {data ? (
          <YearFilter
            labels={{
              title: t('years'),
              all: t('all'),
              includeAll: t('includeAll'),
              excludeAll: t('excludeAll'),
              count: t('selectedCount', {
                selected: years.filter((y) => !state.excludedYears.includes(y)).length,
                total: years.length,
              }),
            }}
            years={years}
            excluded={state.excludedYears}
            open={state.yearPanelOpen}
            onTogglePanel={() => dispatch({ type: 'toggleYearPanel' })}
            onToggleYear={(year) => dispatch({ type: 'toggleYear', year })}
            onToggleAll={() => dispatch({ type: 'toggleAllYears', years })}
            onIncludeAll={() => dispatch({ type: 'includeAllYears' })}
            onExcludeAll={() => dispatch({ type: 'excludeAllYears', years })}
          />
        ) : null}
      </div>
    </div>
  );
}
