/**
 * Post-export step for every HTML page: the framework and island scripts are requested and run
 * only after the browser has shown the server-rendered page (its first contentful paint), so the
 * text a reader came for never waits for script downloads or evaluation; everything on the page
 * is readable without them, they add the controls and charts. Preloads of those scripts go too.
 * A page opened in a background tab, where nothing is painted, loads them at once.
 */
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*\/>/g;
export const LOADER_MARK = 'data-hydrate="after-paint"';

/** Longest wait for the first contentful paint before the scripts run anyway. */
export const FALLBACK_MS = 3000;

/**
 * The inline loader: once the first contentful paint has been presented (paint timing), or at
 * once in a hidden tab, or after two frames where paint timing is missing, or after
 * FALLBACK_MS at the latest, append the scripts in order.
 */
export function loaderScript(sources: readonly string[]): string {
  const body =
    `(function(){var s=${JSON.stringify(sources)},d=0,P=window.PerformanceObserver;function go(){if(d++)return;` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `if(document.visibilityState==="hidden")return go();setTimeout(go,${FALLBACK_MS});` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){` +
    `if(l.getEntries().some(function(e){return e.name==="first-contentful-paint"})){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()`;
  return `<script ${LOADER_MARK}>${body}</script>`;
}

const LOADER_SOURCES = /<script data-hydrate="after-paint">\(function\(\)\{var s=(\[[^\]]*\])/;

/** The scripts a rewritten page loads after its first paint, in order; none for other pages. */
export function loaderSources(html: string): string[] {
  const match = LOADER_SOURCES.exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}

/** Rewrites one page; pages already rewritten, or without such scripts, come back unchanged. */
export function hydrateAfterPaint(html: string): string {
  if (html.includes(LOADER_MARK)) return html;
  const sources: string[] = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_, src: string) => {
    sources.push(src);
    return '';
  });
  if (sources.length === 0 || !withoutScripts.includes('</body>')) return html;
  // A preload of one of them would fetch it before the paint after all.
  const withoutPreloads = withoutScripts.replace(SCRIPT_PRELOAD, (link, href: string) => (sources.includes(href) ? '' : link));
  return withoutPreloads.replace('</body>', `${loaderScript(sources)}</body>`);
}
