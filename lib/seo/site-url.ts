/** Public origin of the site: `SITE_URL` at build time, default https://ghg.envir.ee (no trailing slash). */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = (env.SITE_URL ?? '').trim() || 'https://ghg.envir.ee';
  return new URL(raw).origin;
}

/** Absolute URL of a site path (e.g. `/en/projects/`), including the `BASE_PATH` sub-path. */
export function absoluteUrl(pathname: string, env: Record<string, string | undefined> = process.env): string {
  const base = (env.BASE_PATH ?? '').replace(/\/$/, '');
  return `${siteOrigin(env)}${base}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}

/** Base for relative metadata URLs (og:image): origin plus BASE_PATH, which Next.js does not add there itself. */
export function metadataBaseUrl(env: Record<string, string | undefined> = process.env): URL {
  return new URL(absoluteUrl('/', env));
}
