'use client';

import { useEffect } from 'react';
import { takeArrivalFocus } from '@/components/content/arrival-focus';

/**
 * After a tab or menu link of the section was followed, moves keyboard and screen-reader focus
 * to the section's heading without moving the page (it stays where the reader was).
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    if (!takeArrivalFocus()) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    target.focus({ preventScroll: true });
    // Only when the heading is out of sight: bring it in without jumping further than needed.
    const { top, bottom } = target.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) target.scrollIntoView({ block: 'nearest' });
  }, [targetId]);
  return null;
}
