/** Retries an assertion on a fresh value for up to 5 s (pages follow clicks asynchronously). */
export async function eventually<T>(read: () => T | Promise<T>, check: (value: T) => void): Promise<void> {
  const end = Date.now() + 5000;
  for (;;) {
    try {
      check(await read());
      return;
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
