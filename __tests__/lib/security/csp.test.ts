import { createHash } from 'node:crypto';
import { inlineScriptHashes, scriptPolicy, withCspMeta } from '@/lib/security/csp';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  test('hashes inline scripts only, once each, in order', () => {
    const html =
      '<head><script>a()</script><script src="/x.js"></script><script async="">b()</script></head>' +
      '<body><script>a()</script><script></script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
  test('matches a known SHA-256 of "alert(1)"', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });
});

describe('withCspMeta', () => {
  test('puts the policy first in <head> and never allows eval', () => {
    const out = withCspMeta('<html><head><title>x</title><script>go()</script></head></html>');
    expect(out.startsWith(`<html><head><meta http-equiv="Content-Security-Policy" content="${scriptPolicy([sha('go()')])}"`)).toBe(true);
    expect(out).not.toContain('unsafe-eval');
    expect(out).not.toContain('unsafe-inline');
  });
  test('is idempotent: running it twice leaves one meta tag', () => {
    const once = withCspMeta('<html><head><script>go()</script></head></html>');
    expect(withCspMeta(once)).toBe(once);
  });
});
