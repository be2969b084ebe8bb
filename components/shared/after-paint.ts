'use client';
/**
 * Work that waits until the browser has painted the current frame, so that a control's answer is on
 * screen before it starts: requestAnimationFrame runs just before the frame's paint, and a task
 * queued from there runs after it.
 */

/** Runs `work` after the next paint; returns a function that cancels it. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
