'use client';
/**
 * Keyboard focus across the swap of a still rendering for its live version (the pie's stand-in, the
 * chart page's first view): the box remembers which of its controls has the focus, by tag and words,
 * and `restore`, rendered with the live version, gives it back to the control of the same tag and
 * words in the commit that removes the still one (the browser has just dropped it to the body).
 */
import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** A control by its tag and words, the same in the still rendering and the live one (e.g. a table's summary). */
const controlKey = (el: Element) => `${el.tagName}|${el.textContent?.trim() ?? ''}`;

function Restore({ box, focusedKey }: { box: RefObject<HTMLDivElement | null>; focusedKey: RefObject<string | null> }) {
  useLayoutEffect(() => {
    const key = focusedKey.current;
    const active = document.activeElement;
    // Focus elsewhere stays; focus on the body or on a control taken out of the page is given back.
    if (!key || !box.current || (active && active !== document.body && active.isConnected)) return;
    const same = Array.from(box.current.querySelectorAll('a, button, input, select, summary, [tabindex]')).find(
      (el) => controlKey(el) === key,
    );
    if (same instanceof HTMLElement) same.focus({ preventScroll: true });
  }, [box, focusedKey]);
  return null;
}

/** `box` and `handlers` go on the element around both renderings; `restore` beside the live one. */
export function useKeptFocus() {
  const box = useRef<HTMLDivElement>(null);
  /** The control that has the focus, if any. */
  const focusedKey = useRef<string | null>(null);
  const handlers = {
    onFocus: (e: FocusEvent) => {
      focusedKey.current = controlKey(e.target);
    },
    onBlur: (e: FocusEvent) => {
      // Focus leaving for elsewhere; a control taken out of the page with the still rendering is no longer connected.
      if (e.target.isConnected && !box.current?.contains(e.relatedTarget)) focusedKey.current = null;
    },
  };
  return { box, handlers, restore: <Restore box={box} focusedKey={focusedKey} /> };
}
