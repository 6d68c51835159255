import { serializeForScript } from './ssr-data-stream';

/**
 * When the code starts even if no paint was reported. Well after a first paint on a slow phone
 * (Lighthouse's headless Chromium on this machine class presents it at up to 2.4 s): a safety net, not
 * the usual start.
 */
export const START_AT_THE_LATEST_MS = 5000;

/**
 * Preloads added per task. Adding one costs the main thread 0.5–1 ms (the browser starts its request
 * there and then): twenty in one task were 10–21 ms unthrottled, a long task on a slow phone. In groups
 * of four, each task stays short, and the entry is appended with the last group, so every preload
 * is out before the boot asks for its file.
 */
export const PRELOADS_PER_TASK = 4;

/** A file the page's code will ask for: what a `<link rel="preload">` for it carries. */
export interface StartPreload {
  href: string;
  as: 'script' | 'fetch';
  integrity?: string;
  crossOrigin?: string;
  fetchPriority?: 'low';
}

/**
 * The page's code starts once the server's HTML has been painted (issue 37, ADRs 0066 and 0070). Run
 * as React's bootstrap script at the end of <body>, it waits for the browser's report of the first
 * paint (a `paint` performance entry, delivered once the frame is on screen), then asks for every file
 * the boot will load (preloads, so they come in parallel and not one after another as the code finds
 * them, PRELOADS_PER_TASK at a time) and appends the shell's entry.
 *
 * - Not from the HTML's <head>: preloaded there, the page's 160 kB of code shared the first paint's
 *   bandwidth with the largest picture, and ran in the frames before that paint reached the screen.
 * - Not in the next animation frame (the first version): that frame's paint was not yet on screen
 *   when the entry ran, and on a phone the two compete for the same cores.
 * - A browser that cannot report paints starts in the next animation frame. A page loaded out of
 *   sight gets no frames and starts at once, as does one that is hidden before its first paint.
 * - A page that never reports a paint (Firefox and Safari report only a contentful one) starts after
 *   START_AT_THE_LATEST_MS all the same.
 */
export function startAfterFirstPaint(sources: string[], preloads: StartPreload[] = []): string {
  const links = preloads.map((p) => [p.href, p.as, p.integrity ?? '', p.crossOrigin ?? null, p.fetchPriority ?? '']);
  return (
    '(function(s,p,n){var started=0,i=0;function go(){if(started)return;started=1;next()}' +
    `function next(){for(var end=Math.min(i+${PRELOADS_PER_TASK},p.length);i<end;i++){var x=p[i],l=document.createElement("link");l.rel="preload";l.href=x[0];l.setAttribute("as",x[1]);if(x[2])l.setAttribute("integrity",x[2]);if(x[3]!==null)l.setAttribute("crossorigin",x[3]);if(x[4])l.setAttribute("fetchpriority",x[4]);document.head.appendChild(l)}` +
    'if(i<p.length)return void setTimeout(next,0);' +
    's.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;if(n)e.nonce=n;document.body.appendChild(e)})}' +
    'if(document.visibilityState!=="visible")return go();' +
    'document.addEventListener("visibilitychange",go,{once:true});' +
    `setTimeout(go,${START_AT_THE_LATEST_MS});` +
    'var P=window.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(go)' +
    `})(${serializeForScript(sources)},${serializeForScript(links)},document.currentScript&&document.currentScript.nonce)`
  );
}
