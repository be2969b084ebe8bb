/**
 * The languages take turns. Inside `describe.each(locales)`, `const turn = inTurn(locales, locale)`,
 * then `turn.test(…)` and `turn.each(cases)(…)` in place of `test(…)` and `test.each(cases)(…)`:
 * the describe's first test (or case) is defined in the first language only, the second in the
 * second, and so on round. Each behaviour is then checked once, in one of the languages, and every
 * language's words and number formats are still met in the file; what every page says in every
 * language is read from the exported HTML by reader-language, typography and crawl, without a browser.
 */
type Body = () => Promise<void>;

export function inTurn<L>(locales: readonly L[], locale: L) {
  const mine = locales.indexOf(locale);
  if (mine < 0) throw new Error(`${String(locale)} is not among ${locales.join(', ')}`);
  let next = 0;
  const myTurn = () => next++ % locales.length === mine;
  return {
    test(name: string, body: Body, timeout?: number) {
      if (myTurn()) test(name, body, timeout);
    },
    each<T extends readonly unknown[]>(cases: readonly T[]) {
      const kept = cases.filter(() => myTurn());
      return (name: string, body: (...args: T) => Promise<void>, timeout?: number) => {
        if (kept.length > 0) test.each(kept.map((c) => [...c]) as unknown as T[])(name, body as never, timeout);
      };
    },
  };
}
