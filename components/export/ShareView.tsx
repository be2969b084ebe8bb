'use client';
/**
 * Sharing the current view: "Copy link" copies the page address (which always holds the view,
 * see use-url-filters) or, on touch devices with the Web Share API, opens the system share sheet;
 * "Embed" shows the iframe code of the chart-only page of the same view. Every outcome is
 * shown on screen and announced through a polite live region.
 */
import { useId, useRef, useState } from 'react';
import { useIslandTranslations } from '@/components/i18n/IslandMessages';
import type { Period } from '@/lib/model/dimensions';
import { embedCode, embedPagePath } from '@/lib/url-state/embed';
import styles from '@/components/export/Export.module.css';
import { ShareRow, shareLabels } from '@/components/export/ActionRows';
import type { Locale } from '@/lib/model/locale';
import { BASE_PATH } from '@/lib/url-state/base-path';

type Status =
  | { kind: 'idle' }
  | { kind: 'copied'; url: string }
  | { kind: 'shared' }
  | { kind: 'failed'; url: string }
  | { kind: 'codeCopied' };

/** Copies through a selected text field, for browsers without the asynchronous clipboard. */
function copyBySelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  document.body.appendChild(field);
  field.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  field.remove();
  return ok;
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(text);
  }
}

export function ShareView({
  locale,
  period,
  query,
  title,
}: {
  locale: Locale;
  period: Period;
  query: string;
  title: string;
}) {
  const t = useIslandTranslations('ChartPage');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [embedOpen, setEmbedOpen] = useState(false);
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const embedId = useId();
  const canShare = () =>
    typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches === true;

  const copyLink = async () => {
    const url = window.location.href;
    if (canShare()) {
      try {
        await navigator.share({ url, title });
        setStatus({ kind: 'shared' });
        return;
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return;
      }
    }
    setStatus((await copyText(url)) ? { kind: 'copied', url } : { kind: 'failed', url });
  };
  const code = () =>
    embedCode(
      `${window.location.origin}${embedPagePath(BASE_PATH, locale, period, query)}`,
      t('share.embedFrameTitle', { title }),
    );
  const copyCode = async () => {
    if (await copyText(code())) setStatus({ kind: 'codeCopied' });
    else codeRef.current?.select();
  };

  return (
    <ShareRow
      labels={shareLabels(t, embedOpen)}
      actions={{ copy: copyLink, toggleEmbed: () => setEmbedOpen(!embedOpen), embedOpen, embedId }}
      status={
        <>
          {status.kind === 'copied' ? t('share.copied', { url: status.url }) : null}
          {status.kind === 'shared' ? t('share.shared') : null}
          {status.kind === 'codeCopied' ? t('share.embedCopied') : null}
          {status.kind === 'failed' ? t('share.copyFailed') : null}
        </>
      }
    >
      {status.kind === 'failed' ? (
        <input
          className={styles.shareField}
          readOnly
          value={status.url}
          aria-label={t('share.linkLabel')}
          onFocus={(e) => e.currentTarget.select()}
          autoFocus
        />
      ) : null}
      {embedOpen ? (
        <div id={embedId} className={styles.embedBox}>
          <label htmlFor={`${embedId}-code`}>{t('share.embedLabel')}</label>
          <p className={styles.muted}>{t('share.embedHelp')}</p>
          <textarea
            id={`${embedId}-code`}
            ref={codeRef}
            className={styles.shareField}
            readOnly
            rows={4}
            value={code()}
            data-testid="embed-code"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className={styles.exports}>
            <button type="button" onClick={copyCode}>
              {t('share.embedCopy')}
            </button>
          </div>
        </div>
      ) : null}
    </ShareRow>
  );
}
