/**
 * The folder the site is served from (`''` at a domain's root, e.g. `/ghg` under a sub-path), set in
 * next.config.ts. The one place that reads it: every link, fetch and redirect goes through here.
 */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** `path` (root-based, starting with `/`) under `base`; a path already under `base` is returned as is. */
export function joinBasePath(base: string, path: string): string {
  if (!base || path === base || path.startsWith(`${base}/`)) return path;
  return `${base}${path}`;
}

/** `path` (root-based, starting with `/`) under the site's base path. */
export function withBasePath(path: string): string {
  return joinBasePath(BASE_PATH, path);
}
