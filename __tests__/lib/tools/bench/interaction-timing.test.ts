import { interactionTiming, type EventEntry } from '@/lib/tools/bench/interaction-timing';

const entry = (e: Partial<EventEntry> & Pick<EventEntry, 'name' | 'startTime' | 'duration'>): EventEntry => ({
  interactionId: 7,
  processingStart: e.startTime,
  processingEnd: e.startTime,
  ...e,
});

test('the longest entry of the interaction, cut into input delay, processing and presentation', () => {
  const timing = interactionTiming([
    entry({ name: 'pointerdown', startTime: 1000, processingStart: 1010, processingEnd: 1012, duration: 48 }),
    entry({ name: 'pointerup', startTime: 1020, processingStart: 1030, processingEnd: 1031, duration: 32 }),
    // The click's handlers ran 1040–1100 and the next paint came at 1000 + 120.
    entry({ name: 'click', startTime: 1000, processingStart: 1040, processingEnd: 1100, duration: 120 }),
  ]);
  expect(timing).toEqual({
    event: 'click',
    durationMs: 120,
    inputDelayMs: 40,
    processingMs: 60,
    presentationMs: 20,
  });
});

test('handlers of the events the input caused before the paint count as processing', () => {
  const timing = interactionTiming([
    entry({ name: 'keydown', startTime: 500, processingStart: 502, processingEnd: 505, duration: 80 }),
    // A select's change, caused by the key, has no interactionId of its own.
    entry({ name: 'change', interactionId: 0, startTime: 506, processingStart: 506, processingEnd: 550, duration: 74 }),
    // An event after the paint is not part of it.
    entry({ name: 'input', interactionId: 0, startTime: 600, processingStart: 600, processingEnd: 700, duration: 104 }),
  ]);
  expect(timing).toEqual({ event: 'keydown', durationMs: 80, inputDelayMs: 2, processingMs: 48, presentationMs: 30 });
});

test('without an entry the interaction took at most the 16 ms threshold', () => {
  expect(interactionTiming([entry({ name: 'mousemove', interactionId: 0, startTime: 1, duration: 24 })])).toEqual({
    event: 'none over 16 ms',
    durationMs: 16,
    inputDelayMs: 0,
    processingMs: 0,
    presentationMs: 16,
  });
});
