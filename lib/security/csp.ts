import { createHash } from 'node:crypto';

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

/** The per-page policy: scripts only from this origin or with one of the given hashes; never eval. */
export function scriptPolicy(hashes: readonly string[]): string {
  return ["script-src 'self'", ...hashes].join(' ');
}

/**
 * Adds (or replaces) a <meta http-equiv="Content-Security-Policy"> as the first element of <head>
 * allowing exactly the page's own inline scripts. Returns the HTML unchanged when it has no <head>.
 */
export function withCspMeta(html: string): string {
  const withoutOld = html.replace(new RegExp(`<meta http-equiv="Content-Security-Policy"[^>]*${META_MARK}[^>]*>`), '');
  const policy = scriptPolicy(inlineScriptHashes(withoutOld));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" ${META_MARK}/>`;
  return withoutOld.replace(/<head([^>]*)>/i, (head) => `${head}${meta}`);
}
