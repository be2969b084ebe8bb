'use client';

/**
 * The search dialog (loaded when the search opens): a combobox whose listbox shows the best results
 * as the reader types; arrows move, Enter opens, Escape closes (the dialog's own cancel).
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styles from '@/components/search/Search.module.css';
import type { Locale } from '@/lib/model/locale';
import { searchIndexHref, type SearchEntry, type SearchKind } from '@/lib/model/search-index';
import { prepareIndex, search, type PreparedIndex } from '@/lib/search/query';
import { withBasePath } from '@/lib/url-state/base-path';

export interface SearchStrings {
  open: string;
  dialogLabel: string;
  inputLabel: string;
  placeholder: string;
  close: string;
  resultsLabel: string;
  loading: string;
  failed: string;
  hint: string;
  /** With `{query}`. */
  none: string;
  /** By plural category, with `{count}`. */
  results: Record<'one' | 'few' | 'many' | 'other', string>;
  kinds: Record<SearchKind, string>;
}
export type SearchDialogProps = { locale: Locale; strings: SearchStrings; onClose: () => void };

const indexes = new Map<Locale, Promise<PreparedIndex>>();
function loadIndex(locale: Locale): Promise<PreparedIndex> {
  let index = indexes.get(locale);
  if (!index) {
    index = fetch(withBasePath(searchIndexHref(locale)))
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then(prepareIndex);
    indexes.set(locale, index);
    index.catch(() => indexes.delete(locale));
  }
  return index;
}

function status(strings: SearchStrings, locale: Locale, query: string, count: number): string {
  if (count === 0) return strings.none.replace('{query}', query.trim());
  const form = new Intl.PluralRules(locale).select(count);
  return (strings.results[form as keyof SearchStrings['results']] ?? strings.results.other).replace(
    '{count}',
    String(count),
  );
}

export function SearchDialog({ locale, strings, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [index, setIndex] = useState<PreparedIndex | 'failed' | null>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  useEffect(() => {
    dialog.current?.showModal();
    loadIndex(locale).then(setIndex, () => setIndex('failed'));
  }, [locale]);
  const results = useMemo(
    () => (index && index !== 'failed' && query.trim() ? search(index, query) : []),
    [index, query],
  );
  const optionId = (i: number) => `${id}-option-${i}`;
  useEffect(() => {
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, active, results]);
  const open = (entry: SearchEntry) => window.location.assign(withBasePath(entry.href));
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && results.length > 0) {
      e.preventDefault();
      setActive((a) => (a + step + results.length) % results.length);
    } else if (e.key === 'Escape') {
      // A search field would take the first Escape to empty itself; here it closes the search.
      e.preventDefault();
      dialog.current?.close();
    } else if (e.key === 'Enter' && results[active]) {
      e.preventDefault();
      open(results[active]);
    }
  };
  const expanded = results.length > 0;
  const message =
    index === 'failed'
      ? strings.failed
      : index === null
        ? strings.loading
        : query.trim()
          ? status(strings, locale, query, results.length)
          : strings.hint;
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={strings.dialogLabel} onClose={onClose}>
      <div className={styles.bar}>
        <input
          type="search"
          role="combobox"
          className={styles.input}
          aria-label={strings.inputLabel}
          placeholder={strings.placeholder}
          aria-expanded={expanded}
          aria-controls={expanded ? `${id}-list` : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          {strings.close}
        </button>
      </div>
      <p className={styles.status} role="status">
        {message}
      </p>
      {expanded ? (
        <ul id={`${id}-list`} role="listbox" aria-label={strings.resultsLabel} className={styles.list}>
          {results.map((entry, i) => (
            <li
              key={entry.href + entry.title}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => open(entry)}
            >
              <span className={styles.title}>{entry.title}</span>
              <span className={styles.meta}>
                {[strings.kinds[entry.kind], entry.context].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </dialog>
  );
}
