'use client';
/** Countries (Estonia always shown), the view and the sector of the compare page. */
import { useId } from 'react';
import { HOME_AREA, type AreaId } from '@/lib/model/compare';
import type { Translator } from '@/lib/i18n/translate';
import { COMPARE_VIEWS, SECTOR_CHOICES, type CompareState } from '@/lib/url-state/compare';
import styles from '@/components/compare/Compare.module.css';

interface Props {
  state: CompareState;
  areas: ReadonlyArray<{ id: AreaId; name: string }>;
  onChange?: (next: Partial<CompareState> & { toggle?: AreaId }) => void;
  t: Translator;
}

export function CompareControls({ state, areas, onChange, t }: Props) {
  const id = useId();
  return (
    <div className={styles.controls} role="group" aria-label={t('controls')}>
      <fieldset className={styles.fieldset}>
        <legend>{t('countries')}</legend>
        <ul className={styles.choices}>
          {areas.map((a) => (
            <li key={a.id}>
              <label>
                <input
                  type="checkbox"
                  name="countries"
                  value={a.id}
                  checked={state.areas.includes(a.id)}
                  disabled={a.id === HOME_AREA}
                  onChange={() => onChange?.({ toggle: a.id })}
                />{' '}
                {a.name}
                {a.id === HOME_AREA ? <span className={styles.muted}> ({t('alwaysShown')})</span> : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('view')}</legend>
        <ul className={styles.choices}>
          {COMPARE_VIEWS.map((v) => (
            <li key={v}>
              <label>
                <input
                  type="radio"
                  name={`${id}-view`}
                  value={v}
                  checked={state.view === v}
                  onChange={() => onChange?.({ view: v })}
                />{' '}
                {t(`views.${v}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className={styles.fieldset}>
        <label htmlFor={`${id}-sector`} className={styles.selectLabel}>
          {t('sector')}
        </label>
        <select
          id={`${id}-sector`}
          value={state.sector}
          onChange={(e) => onChange?.({ sector: e.currentTarget.value as CompareState['sector'] })}
        >
          {SECTOR_CHOICES.map((s) => (
            <option key={s} value={s}>
              {t(`sectors.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
