/**
 * What one interaction cost, from the Event Timing API's entries (PerformanceEventTiming), as INP
 * counts it: the longest entry of the interaction, from the input to the next paint, cut into the
 * input delay (input → the first handler), processing (the handlers, of this and of the events the
 * input caused before the paint, such as `input` and `change`) and presentation (the handlers' end
 * → the paint). Pure.
 */

/** The fields of a PerformanceEventTiming entry the bench records. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

export interface InteractionTiming {
  /** The longest entry's name (pointerdown, click, keydown…). */
  event: string;
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/**
 * Entries shorter than this are not reported (the API's smallest `durationThreshold`); an
 * interaction without entries took at most this long.
 */
export const EVENT_THRESHOLD_MS = 16;

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The interaction whose entries carry an interactionId (the first, when several), or, without any
 * entry, one of at most EVENT_THRESHOLD_MS, all of it counted as presentation.
 */
export function interactionTiming(entries: readonly EventEntry[]): InteractionTiming {
  const first = entries.find((e) => e.interactionId > 0);
  if (!first)
    return {
      event: 'none over 16 ms',
      durationMs: EVENT_THRESHOLD_MS,
      inputDelayMs: 0,
      processingMs: 0,
      presentationMs: EVENT_THRESHOLD_MS,
    };
  const own = entries.filter((e) => e.interactionId === first.interactionId);
  const longest = own.reduce((a, b) => (b.duration > a.duration ? b : a));
  const paint = longest.startTime + longest.duration;
  // The handlers of the events the input caused before the same paint (input, change) count as processing.
  const processingEnd = Math.max(
    ...entries.filter((e) => e.startTime >= longest.startTime && e.processingEnd <= paint).map((e) => e.processingEnd),
  );
  return {
    event: longest.name,
    durationMs: longest.duration,
    inputDelayMs: round1(longest.processingStart - longest.startTime),
    processingMs: round1(processingEnd - longest.processingStart),
    presentationMs: round1(paint - processingEnd),
  };
}
