/**
 * Hand-over between a tab or menu link and the item that a client navigation shows next: the
 * link marks the focus as pending, the arriving section moves it to its heading.
 */
let pending = false;

/** Called by a tab or menu link when it starts a client navigation. */
export function markArrivalFocus(): void {
  pending = true;
}

/** True once after markArrivalFocus; the caller then moves the focus. */
export function takeArrivalFocus(): boolean {
  const was = pending;
  pending = false;
  return was;
}
