/** Host name without port: `[::1]:80` → `::1`, `a.ee:443` → `a.ee`, a bare IPv6 address as is. */
function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\]/.exec(h);
  if (bracketed) return bracketed[1] ?? '';
  return (h.match(/:/g) ?? []).length > 1 ? h : h.replace(/:\d*$/, '');
}

/** Hosts that never get a tracker: the developer's machine and the test server. */
export function isLocalHost(host: string): boolean {
  const name = hostName(host);
  return (
    name === '' ||
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    name === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * The tracker id for a host (`location.host`, port allowed) from a host → id map;
 * a `www.` prefix falls back to the bare host. Local hosts and unknown hosts get none.
 */
export function selectTrackerId(host: string, trackers: Readonly<Record<string, string>>): string | undefined {
  if (isLocalHost(host)) return undefined;
  const name = hostName(host);
  const id = trackers[name] ?? trackers[name.replace(/^www\./, '')];
  return id && id.trim() ? id.trim() : undefined;
}
