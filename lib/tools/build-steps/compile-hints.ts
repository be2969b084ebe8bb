/**
 * Post-export step for the scripts every page runs at start-up: a compile hint on their first
 * line asks the browser to compile all their functions while the file streams in, on a
 * background thread, instead of one by one on the main thread when the page first calls them.
 * Browsers that do not know the hint read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line; a script that has it already comes back unchanged. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

const STATIC_SCRIPT = /\/_next\/static\/(.+\.js)$/;

/**
 * Path under the export folder of a script URL from a page (`/ghg/_next/static/chunks/a.js` →
 * `_next/static/chunks/a.js`, whatever the base path); nothing for scripts outside `_next/static`.
 */
export function staticScriptPath(src: string): string | undefined {
  const match = STATIC_SCRIPT.exec(src.split(/[?#]/)[0]!);
  return match ? `_next/static/${match[1]}` : undefined;
}

/** A text only Chart.js's own code contains, to find the chunk that carries it. */
const CHART_LIBRARY_MARK = 'Canvas is already in use';

/**
 * Whether a chunk carries Chart.js. That chunk is fetched when the page is idle; with the hint
 * its functions are compiled in the background then, so the first pointer over a chart does
 * not wait for them to be compiled one by one on the main thread.
 */
export function isChartLibraryChunk(source: string): boolean {
  return source.includes(CHART_LIBRARY_MARK);
}
