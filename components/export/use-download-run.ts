'use client';
import { useState } from 'react';

/**
 * The state of a row of download buttons: `run` makes one file at a time (further presses are
 * ignored while one is being made; the buttons stay enabled, keeping the keyboard focus) and
 * remembers whether the last one failed.
 */
export function useDownloadRun() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, run };
}
