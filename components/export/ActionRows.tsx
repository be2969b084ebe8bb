/**
 * The rows of actions under a chart, as markup: the downloads (ExportButtons) and sharing
 * (ShareView). No hooks, so the chart page's first view shows them still, in the place the island's
 * live rows take: the buttons disabled, the all-data link already live.
 */
import type { ReactNode } from 'react';
import styles from '@/components/export/Export.module.css';

type DownloadWord = 'heading' | 'png' | 'xlsx' | 'csv' | 'allData' | 'behindChart';
type ShareWord = 'share.heading' | 'share.copy' | 'share.embed' | 'share.embedHide';

/** The download row's words, from the ExportButtons messages (the island's translator or the server's). */
export function downloadLabels(t: (key: DownloadWord) => string) {
  return {
    heading: t('heading'),
    png: t('png'),
    xlsx: t('xlsx'),
    csv: t('csv'),
    allData: t('allData'),
    behindChart: t('behindChart'),
  };
}

/** The share row's words, from the ChartPage messages; the embed button's follow whether the code is shown. */
export function shareLabels(t: (key: ShareWord) => string, embedOpen = false) {
  return {
    heading: t('share.heading'),
    copy: t('share.copy'),
    embed: t(embedOpen ? 'share.embedHide' : 'share.embed'),
  };
}

interface DownloadActions {
  png: () => void;
  xlsx: () => void;
  csv: () => void;
  disabled: boolean;
  /** A file is being made: further presses are ignored (the buttons stay enabled, keeping the focus). */
  busy: boolean;
}

export function DownloadRow({
  labels,
  allDataHref,
  dataHref,
  actions,
  children,
}: {
  labels: { heading: string; png: string; xlsx: string; csv: string; allData: string; behindChart?: string };
  allDataHref: string;
  /** The Data page's entry of the dataset behind the chart (its CSV, licence and citation). */
  dataHref?: string;
  /** Without actions the buttons are disabled. */
  actions?: DownloadActions;
  /** The working and failure messages. */
  children?: ReactNode;
}) {
  const button = (label: string, onClick: (() => void) | undefined) => (
    <button
      type="button"
      onClick={onClick}
      disabled={!actions || actions.disabled}
      aria-disabled={actions?.busy || undefined}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.exports} aria-label={labels.heading} role="group">
      {button(labels.png, actions?.png)}
      {button(labels.xlsx, actions?.xlsx)}
      {button(labels.csv, actions?.csv)}
      <a href={allDataHref} download className={styles.allData}>
        {labels.allData}
      </a>
      {dataHref && labels.behindChart && (
        <a href={dataHref} className={styles.allData}>
          {labels.behindChart}
        </a>
      )}
      {children}
    </div>
  );
}

export function ShareRow({
  labels,
  actions,
  status,
  children,
}: {
  /** `embed`: the embed button's words (show or hide the code). */
  labels: { heading: string; copy: string; embed: string };
  /** Without actions the buttons are disabled. */
  actions?: { copy: () => void; toggleEmbed: () => void; embedOpen: boolean; embedId: string };
  /** The outcome of the last copy, announced politely. */
  status?: ReactNode;
  /** The address field after a failed copy, and the embed code. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.share} role="group" aria-label={labels.heading}>
      <div className={styles.exports}>
        <button type="button" onClick={actions?.copy} disabled={!actions}>
          {labels.copy}
        </button>
        <button
          type="button"
          aria-expanded={actions?.embedOpen ?? false}
          aria-controls={actions?.embedId}
          onClick={actions?.toggleEmbed}
          disabled={!actions}
        >
          {labels.embed}
        </button>
      </div>
      <p role="status" aria-live="polite" className={styles.shareStatus} data-testid="share-status">
        {status}
      </p>
      {children}
    </div>
  );
}
