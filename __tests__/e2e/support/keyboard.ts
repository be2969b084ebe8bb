/**
 * Keyboard helpers for the browser tests: what has the focus, whether its focus
 * indicator can be seen, and Tab / Shift+Tab until a wanted control has the focus.
 */
import type { Page } from 'playwright-core';

export interface Focused {
  tag: string;
  type: string;
  name: string;
  testId: string;
  /** Why the focus indicator is not visible, or '' when it is. */
  indicatorProblem: string;
}

/** Describes document.activeElement and checks its focus indicator (outline or box-shadow, 3:1 contrast). */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', type: '', name: '', testId: '', indicatorProblem: 'nothing focused' };
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const background = (from: Element | null): number[] => {
      for (let n = from; n; n = n.parentElement) {
        const c = rgba(getComputedStyle(n).backgroundColor);
        if (c.length === 3 || (c[3] ?? 0) > 0.5) return c;
      }
      return [255, 255, 255];
    };
    // A visually hidden radio or checkbox may show its focus on the label that wraps it.
    const drawn = (n: Element) => {
      const st = getComputedStyle(n);
      return (st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) >= 1) || st.boxShadow !== 'none';
    };
    const wrapper = el.closest('label');
    const target: Element = !drawn(el) && wrapper && drawn(wrapper) ? wrapper : el;
    const style = getComputedStyle(target);
    let problem = '';
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
      // A negative offset draws the outline over the element itself, otherwise over what surrounds it.
      const under = background(parseFloat(style.outlineOffset) < 0 ? target : target.parentElement);
      const [a, b] = [luminance(rgba(style.outlineColor)), luminance(under)].sort((x, y) => y - x);
      const ratio = (a! + 0.05) / (b! + 0.05);
      if (ratio < 3) problem = `outline ${style.outlineColor} on ${under.join(',')} has contrast ${ratio.toFixed(2)}`;
    } else if (style.boxShadow === 'none') {
      problem = 'no outline and no box-shadow';
    }
    const rect = target.getBoundingClientRect();
    if (!problem && (rect.width < 1 || rect.height < 1 || style.opacity === '0'))
      problem = 'the focused element is not visible';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? '',
      name: (el.getAttribute('aria-label') ?? label ?? '') || (el.textContent ?? '').trim().slice(0, 80),
      testId: el.dataset.testid ?? '',
      indicatorProblem: problem,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused control satisfies `wanted`, checking the
 * focus indicator of every control passed on the way. Returns the controls without one.
 */
export async function tabUntil(page: Page, wanted: (f: Focused) => boolean, { back = false, max = 400 } = {}) {
  const invisible: string[] = [];
  let previous = await focused(page);
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (f.indicatorProblem)
      invisible.push(`${f.tag}[${f.type}] "${f.name}" (after "${previous.name}"): ${f.indicatorProblem}`);
    previous = f;
    if (wanted(f)) return { focus: f, invisible };
  }
  throw new Error(`no wanted control within ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}
