'use client';

/**
 * The header's search button: a link to the search page (the sections of the site) without
 * JavaScript; with it, a button that opens the search dialog, also with `/`. The dialog's code and
 * the index load only when the reader points at, focuses or opens the search.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import type { SearchDialogProps, SearchStrings } from '@/components/search/SearchDialog';
import styles from '@/components/search/Search.module.css';
import type { Locale } from '@/lib/model/locale';
import { withBasePath } from '@/lib/url-state/base-path';

type Props = { locale: Locale; strings: SearchStrings };

const loadDialog = () => import('@/components/search/SearchDialog').then((m) => m.SearchDialog);

/** Whether a key press goes to a field the reader types in (where `/` is a character). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function SearchButton({ locale, strings }: Props) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpen(false);
    link.current?.focus();
  };
  const prepare = useCallback(() => {
    void loadDialog().then((d) => setDialog(() => d));
  }, []);
  const show = useCallback(() => {
    prepare();
    setOpen(true);
  }, [prepare]);
  useEffect(() => {
    setReady(true);
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      e.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    show();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>) => {
    if (e.key !== ' ') return;
    e.preventDefault();
    show();
  };
  return (
    <>
      <a
        ref={link}
        href={withBasePath(`/${locale}/search/`)}
        className={styles.button}
        {...(ready ? { role: 'button', 'aria-haspopup': 'dialog' as const, 'aria-keyshortcuts': '/' } : {})}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={prepare}
        onPointerEnter={prepare}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.icon}>
          <circle cx="6.5" cy="6.5" r="4.5" />
          <path d="M10 10l4.5 4.5" />
        </svg>
        <span>{strings.open}</span>
      </a>
      {open && Dialog ? <Dialog locale={locale} strings={strings} onClose={close} /> : null}
    </>
  );
}
