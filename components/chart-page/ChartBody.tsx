/**
 * What stands under the chart frame's title and view switch, in one order for the server's first view,
 * the island and the embed: readout, the drawing (or a note, the spinner or "no series"), the toggles,
 * the sentence, the notes, the basis, then the caller's actions and table. No hooks: the server renders
 * it still (`still`, its controls disabled), the islands live.
 */
import type { ReactNode } from 'react';
import { EventsToggle } from '@/components/overlays/EventsToggle';
import { TargetReadout } from '@/components/overlays/TargetReadout';
import { LoadingState } from '@/components/shared/LoadingState';
import { ViewNote } from '@/components/shared/ViewNote';
import styles from '@/components/chart-page/ChartBody.module.css';

/** What takes the drawing's place. */
export type BodyShown =
  | { kind: 'drawing'; drawing: ReactNode }
  | { kind: 'note'; note: ReactNode }
  | { kind: 'loading'; failed: boolean; onRetry: () => void }
  | { kind: 'empty'; text: string };

/** A checkbox under the chart; without `onChange` it is shown disabled (the first view). */
export interface BodyToggle {
  shown: boolean;
  label: string;
  onChange?: (shown: boolean) => void;
}

export interface ChartBodyProps {
  /** The server's first view: its own test ids and no live announcement of the sentence. */
  still?: boolean;
  /** Controls of the view itself, above the readout (the drivers' years). */
  controls?: ReactNode | undefined;
  readout?: string | undefined;
  /** A note above the drawing (a level the round splits for a few categories only). */
  above?: ReactNode | undefined;
  shown: BodyShown;
  /** After the drawing on the first view: what a reader without JavaScript is told. */
  noScript?: string | undefined;
  events?: BodyToggle | undefined;
  inventoryLine?: BodyToggle | undefined;
  /** The view's sentence; undefined until the view is built. */
  sentence?: string | undefined;
  notes?: readonly string[] | undefined;
  basis: readonly string[];
  /** Downloads, sharing, the printed details, or the embed's link to the full view. */
  actions?: ReactNode | undefined;
  table?: ReactNode | undefined;
}

function Toggle({ toggle, testId }: { toggle: BodyToggle | undefined; testId?: string }) {
  return toggle ? <EventsToggle {...toggle} {...(testId ? { testId } : {})} /> : null;
}

function Shown({ shown }: { shown: BodyShown }) {
  switch (shown.kind) {
    case 'drawing':
      return shown.drawing;
    case 'note':
      return shown.note;
    case 'loading':
      return <LoadingState failed={shown.failed} onRetry={shown.onRetry} />;
    case 'empty':
      return <p className={styles.empty}>{shown.text}</p>;
  }
}

export function ChartBody(p: ChartBodyProps) {
  const id = (live: string, first: string) => (p.still ? first : live);
  return (
    <>
      {p.controls}
      {p.readout ? <TargetReadout text={p.readout} testId={id('target-readout', 'first-view-readout')} /> : null}
      {p.above}
      <Shown shown={p.shown} />
      {p.noScript ? (
        <noscript>
          <p>{p.noScript}</p>
        </noscript>
      ) : null}
      <Toggle toggle={p.events} />
      <Toggle toggle={p.inventoryLine} testId="inventory-line-toggle" />
      {p.sentence === undefined ? null : (
        // The island's sentence is announced once its view is drawn (the render is deferred; a newer choice drops it).
        <p
          className={styles.summary}
          data-testid={id('summary', 'first-view-summary')}
          aria-live={p.still ? undefined : 'polite'}
        >
          {p.sentence}
        </p>
      )}
      {p.notes?.length ? <ViewNote lines={[...p.notes]} /> : null}
      <ViewNote lines={[...p.basis]} testId={id('basis-note', 'first-view-basis')} />
      {p.actions}
      {p.table}
    </>
  );
}
