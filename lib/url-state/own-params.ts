/**
 * An island's parameters written into the address without dropping those of another island on the
 * same page (the chart's filters and a matrix table's `year` on a sector page).
 * @example replaceOwnParams('?gas=co2&year=1990', 'gas=ch4', ['gas', 'level']) → 'year=1990&gas=ch4'
 */

/** The name of one `name=value` part of a query string, decoded. */
function partName(part: string): string {
  const name = part.split('=')[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * The query (without "?") of `search` with the parameters `names` replaced by those of `own`; the
 * others kept as they are written (no re-encoding: `countries=lva,fin` keeps its comma).
 */
export function replaceOwnParams(search: string, own: string, names: readonly string[]): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !names.includes(partName(part)));
  return [...kept, ...(own ? [own] : [])].join('&');
}
