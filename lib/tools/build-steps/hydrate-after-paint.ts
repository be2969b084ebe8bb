/**
 * Post-export step for every HTML page: the framework and island scripts are requested and run
 * only after the browser has shown the server-rendered page (its first contentful paint), so the
 * text a reader came for never waits for script downloads or evaluation; everything on the page
 * is readable without them, they add the controls and charts. Preloads of those scripts go too.
 * A page opened in a background tab, where nothing is painted, loads them at once.
 *
 * The step is loud: `postExportProblem` names what is wrong with a page that has the framework's
 * scripts but was not rewritten (e.g. because the framework changed the shape of its script tags),
 * and the build stops on it.
 */
import { HYDRATE_AT_ONCE } from '@/lib/site/hydration';

const EXTERNAL_SCRIPT = /<script\b([^>]*)><\/script>/gi;
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*\/>/g;
const FRAMEWORK_SRC = /\/_next\/static\//;
const INLINE_PAYLOAD = /<script>self\.__next_f/;
export const LOADER_MARK = 'data-hydrate="after-paint"';

/** Longest wait for the first contentful paint before the scripts run anyway. */
export const FALLBACK_MS = 3000;

/** A page after the step, and whether the step changed it. */
interface PageRewrite {
  html: string;
  changed: boolean;
}

/**
 * The inline loader: once the first contentful paint has been presented (paint timing), or at
 * once in a hidden tab or on a page marked HYDRATE_AT_ONCE (lib/site/hydration), or after two
 * frames where paint timing is missing, or after FALLBACK_MS at the latest, append the scripts in
 * order.
 */
function loaderScript(sources: readonly string[], atOnce: boolean): string {
  const now = atOnce ? 'true' : 'document.visibilityState==="hidden"';
  const body =
    `(function(){var s=${JSON.stringify(sources)},d=0,P=window.PerformanceObserver;function go(){if(d++)return;` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `if(${now})return go();setTimeout(go,${FALLBACK_MS});` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){` +
    `if(l.getEntries().some(function(e){return e.name==="first-contentful-paint"})){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()`;
  return `<script ${LOADER_MARK}>${body}</script>`;
}

const LOADER_SOURCES = /<script data-hydrate="after-paint">\(function\(\)\{var s=(\[[^\]]*\])/;

/** An element's HYDRATE_AT_ONCE attribute (the name in a page's text or payload is not one). */
const AT_ONCE_ATTRIBUTE = new RegExp(`<[^>]+\\s${HYDRATE_AT_ONCE}[\\s=>]`);

/** Whether the loader appends a page's scripts at once: the page is marked HYDRATE_AT_ONCE. */
export function loadsAtOnce(html: string): boolean {
  return AT_ONCE_ATTRIBUTE.test(html);
}

/** The scripts a rewritten page loads after its first paint, in order; none for other pages. */
export function loaderSources(html: string): string[] {
  const match = LOADER_SOURCES.exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) found.set(name!.toLowerCase(), value ?? '');
  return found;
}

/** The framework's external scripts that run on a module-capable browser (not the `noModule` fallbacks). */
function frameworkScripts(html: string): Array<{ tag: string; src: string; async: boolean }> {
  return [...html.matchAll(EXTERNAL_SCRIPT)].flatMap(([tag, attrs]) => {
    const found = attributes(attrs!);
    const src = found.get('src');
    if (!src || !FRAMEWORK_SRC.test(src) || found.has('nomodule')) return [];
    return [{ tag, src, async: found.has('async') }];
  });
}

/** Whether a page has the framework's scripts: its chunks or its inline payload. */
export function hasFrameworkScripts(html: string): boolean {
  return frameworkScripts(html).length > 0 || INLINE_PAYLOAD.test(html);
}

/** Rewrites one page; pages already rewritten, or without such scripts, come back unchanged. */
export function hydrateAfterPaint(html: string): PageRewrite {
  if (html.includes(LOADER_MARK)) return { html, changed: false };
  const scripts = frameworkScripts(html).filter((s) => s.async);
  if (scripts.length === 0 || !html.includes('</body>')) return { html, changed: false };
  const sources = scripts.map((s) => s.src);
  let out = html;
  for (const { tag } of scripts) out = out.replace(tag, '');
  // A preload of one of them would fetch it before the paint after all.
  out = out.replace(SCRIPT_PRELOAD, (link, href: string) => (sources.includes(href) ? '' : link));
  const loader = loaderScript(sources, loadsAtOnce(html));
  return { html: out.replace('</body>', `${loader}</body>`), changed: true };
}

/**
 * What is wrong with a page after the step, if anything: a page with the framework's scripts must
 * load them through the loader, and none of them may still be loaded by a tag of its own.
 */
export function postExportProblem(html: string): string | undefined {
  if (!hasFrameworkScripts(html)) return undefined;
  if (!html.includes(LOADER_MARK)) {
    return 'has the framework scripts but was not rewritten to load them after the first paint (script tag shape changed?)';
  }
  const left = frameworkScripts(html);
  if (left.length > 0) return `still loads ${left.map((s) => s.src).join(', ')} before the first paint`;
  return undefined;
}
