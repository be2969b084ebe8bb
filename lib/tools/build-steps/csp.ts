/**
 * The site's security policy, one source for every place that states it: the per-page CSP
 * <meta> written into the export (scripts/finish-export.ts), the nginx header files in deploy/
 * (written by `npm run security-headers`) and the bundled static server (lib/tools/serve).
 *
 * A <meta> policy cannot say who may frame a page (`frame-ancestors` works as an HTTP header
 * only), so framing is decided by the headers: every page refuses it (frame-ancestors 'none' and
 * X-Frame-Options: DENY) except the chart-only pages under /{locale}/embed/, which any site may frame.
 */
import { createHash } from 'node:crypto';
import { LOCALES } from '@/lib/model/locale';

/** Directives shared by the header and the meta policy; script-src is completed per use. */
const DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
];

/** Who may frame a page: nobody, or any site (the embed pages). */
type Framing = 'none' | 'any';

/** Whether a path (without the base path) is a page other sites may frame: /en/embed/…, /et/embed/…, /ru/embed/…. */
export function isFramablePath(pathname: string): boolean {
  return new RegExp(`^/(${LOCALES.join('|')})/embed/`).test(pathname);
}

function joinPolicy(directives: ReadonlyArray<readonly [string, readonly string[]]>): string {
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/**
 * The policy sent as an HTTP header. Inline scripts are allowed here because the header cannot
 * know each page's script hashes; the page's <meta> policy (hashes only) applies as well, and a
 * script runs only if both allow it.
 */
export function headerPolicy(framing: Framing): string {
  return joinPolicy([
    ...DIRECTIVES.map(
      ([name, values]) => [name, name === 'script-src' ? [...values, "'unsafe-inline'"] : values] as const,
    ),
    ['frame-ancestors', framing === 'none' ? ["'none'"] : ['*']],
  ]);
}

/** The policy of a page's <meta>: the same directives, scripts only from this origin or with one of the page's hashes. */
export function metaPolicy(hashes: readonly string[]): string {
  return joinPolicy(
    DIRECTIVES.map(([name, values]) => [name, name === 'script-src' ? [...values, ...hashes] : values] as const),
  );
}

/** Every security header of a page, in the order nginx sends them. */
export function securityHeaders(framing: Framing): Array<[string, string]> {
  return [
    ['Content-Security-Policy', headerPolicy(framing)],
    ['X-Content-Type-Options', 'nosniff'],
    ...(framing === 'none' ? [['X-Frame-Options', 'DENY'] as [string, string]] : []),
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ];
}

/** The nginx include file with the headers of one framing (deploy/security-headers*.conf). */
export function nginxSecurityHeaders(framing: Framing): string {
  const about =
    framing === 'none'
      ? ['# Security headers of every page and file except the embed pages: nothing may frame them.']
      : ['# Security headers of the chart-only pages under /{locale}/embed/: any site may frame them.'];
  return [
    '# Generated from lib/tools/build-steps/csp.ts by `npm run security-headers`; edit that file, not this one.',
    ...about,
    '# Included in every location (nginx drops inherited add_header lines in any location that sets its own).',
    '# Inline scripts are restricted further by the per-page <meta http-equiv="Content-Security-Policy">',
    "# with the page's script hashes, written at build time: a script runs only if both policies allow it.",
    ...securityHeaders(framing).map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const META_MARK = 'data-csp="build"';

/** SHA-256 source expressions ('sha256-…') of every inline script in an HTML document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Adds (or replaces) a <meta http-equiv="Content-Security-Policy"> as the first element of <head>:
 * the site policy, allowing exactly the page's own inline scripts. Returns the HTML unchanged when it has no <head>.
 */
export function withCspMeta(html: string): string {
  const withoutOld = html.replace(new RegExp(`<meta http-equiv="Content-Security-Policy"[^>]*${META_MARK}[^>]*>`), '');
  const policy = metaPolicy(inlineScriptHashes(withoutOld));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" ${META_MARK}/>`;
  return withoutOld.replace(/<head([^>]*)>/i, (head) => `${head}${meta}`);
}
