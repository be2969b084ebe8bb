import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  headerPolicy,
  inlineScriptHashes,
  isFramablePath,
  metaPolicy,
  nginxSecurityHeaders,
  securityHeaders,
  withCspMeta,
} from '@/lib/tools/build-steps/csp';

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
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });
});

describe('withCspMeta', () => {
  test('puts the policy first in <head> and never allows eval', () => {
    const out = withCspMeta('<html><head><title>x</title><script>go()</script></head></html>');
    expect(
      out.startsWith(`<html><head><meta http-equiv="Content-Security-Policy" content="${metaPolicy([sha('go()')])}"`),
    ).toBe(true);
    expect(out).toContain(`script-src 'self' ${sha('go()')};`);
    expect(out).not.toContain('unsafe-eval');
    expect(out).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  test('is idempotent: running it twice leaves one meta tag', () => {
    const once = withCspMeta('<html><head><script>go()</script></head></html>');
    expect(withCspMeta(once)).toBe(once);
  });
});

/** A policy as a map of directive → sources. */
const directives = (policy: string) =>
  new Map(
    policy.split(/;\s*/).map((d) => {
      const [name = '', ...values] = d.split(' ');
      return [name, values.join(' ')];
    }),
  );
/** The add_header lines of an nginx include file, as [name, value]. */
const nginxHeaders = (conf: string) =>
  [...conf.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1], m[2]]);

describe('one policy for the page <meta>, deploy/ and the static server', () => {
  test('deploy/ header files are exactly what lib/tools/build-steps/csp.ts generates (run npm run security-headers)', () => {
    expect(readFileSync('deploy/security-headers.conf', 'utf8')).toBe(nginxSecurityHeaders('none'));
    expect(readFileSync('deploy/security-headers-embed.conf', 'utf8')).toBe(nginxSecurityHeaders('any'));
  });

  test('the deploy/ header policy and the page meta agree on every directive except scripts and framing', () => {
    const meta = directives(metaPolicy([sha('x()')]));
    for (const file of ['deploy/security-headers.conf', 'deploy/security-headers-embed.conf']) {
      const csp = nginxHeaders(readFileSync(file, 'utf8')).find(([n]) => n === 'Content-Security-Policy')![1]!;
      const header = directives(csp);
      expect(header.get('script-src')).toBe("'self' 'unsafe-inline'");
      expect(meta.get('script-src')).toBe(`'self' ${sha('x()')}`);
      expect(meta.has('frame-ancestors')).toBe(false);
      const rest = (m: Map<string, string>) => [...m].filter(([n]) => n !== 'script-src' && n !== 'frame-ancestors');
      expect(rest(header)).toEqual(rest(meta));
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  test('every page refuses framing; embed pages may be framed by any site', () => {
    const plain = nginxHeaders(readFileSync('deploy/security-headers.conf', 'utf8'));
    expect(plain).toContainEqual(['X-Frame-Options', 'DENY']);
    expect(directives(headerPolicy('none')).get('frame-ancestors')).toBe("'none'");
    const embed = nginxHeaders(readFileSync('deploy/security-headers-embed.conf', 'utf8'));
    expect(embed.map(([n]) => n)).not.toContain('X-Frame-Options');
    expect(directives(headerPolicy('any')).get('frame-ancestors')).toBe('*');
    expect(securityHeaders('any').map(([n]) => n)).toEqual(
      securityHeaders('none')
        .map(([n]) => n)
        .filter((n) => n !== 'X-Frame-Options'),
    );
  });

  test('nginx.conf sends the embed headers on the embed pages only', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    const embedBlock =
      /location ~ \^\(\/\[\^\/\]\+\)\?\/\(\?<lang>en\|et\|ru\)\/embed\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(embedBlock).toContain('include security-headers-embed.conf;');
    expect(conf.match(/include security-headers-embed\.conf;/g)).toHaveLength(1);
  });

  test.each([
    ['/en/embed/inventory/', true],
    ['/et/embed/projections/', true],
    ['/en/inventory/', false],
    ['/embed/inventory/', false],
    ['/en/inventory/embed/', false],
  ])('%s may be framed: %s', (p, framable) => {
    expect(isFramablePath(p)).toBe(framable);
  });
});
