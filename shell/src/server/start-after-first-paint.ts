import type { RouteKey } from '@shop/shared';
import { KNOWN_VISITOR_KEY } from '../boot/start-handshake';
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
 * What a shopper does that starts a page waiting for the first interaction: a pointer moving or
 * pressing, a touch, a key, a field taking the focus or changing, a wheel or a scroll. The first of
 * them starts the application, before the tap or the keystroke that follows it needs an answer.
 */
export const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'input', 'change', 'wheel', 'scroll'] as const;

/**
 * The pages to read (ADR 0075): a shopper looks at them before doing anything, and nothing on them
 * needs the application before the first interaction (their links are links, their header's search
 * field and buttons take the first tap, which starts it). A page with a form to fill or a button to
 * press at once (a product, the basket, the checkout, the balance check) starts at load.
 */
export const START_ON_INTERACTION: ReadonlySet<RouteKey> = new Set<RouteKey>(['home', 'productList', 'categoryAll', 'category', 'occasions', 'occasion']);

export interface StartOptions {
  /** A page to read (ADR 0075): the application starts on the visitor's first interaction, not at load. */
  onInteraction?: boolean;
  /** Script to run when the code starts (the locale worker, warm-locale-data.ts), or at once when it starts at load. */
  warm?: string;
  /** The consent cookie's name (consent.ts): a page that waits sends its page view itself, with consent to statistics. */
  consentCookie?: string;
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
 *
 * A page to read (`onInteraction`: the home, the lists; ADR 0075) waits, besides, for the visitor's
 * first interaction (INTERACTIONS) when the shop knows nothing of the visitor (no KNOWN_VISITOR_KEY)
 * and the address has no query (a click id, a filter, a token: the application reads it). Such a
 * visitor has nothing the application would show at load, and a visitor who only reads pays no start
 * at all. The interaction's own frame is painted before the code starts. What the application did at
 * load that cannot wait is done here: the page view, with consent to statistics, goes to `dataLayer`
 * (the shell's App does not send it again: `__SHOP_START__.pageView`).
 *
 * In every page, a button clicked before the application runs (its handler does not exist yet) is
 * remembered, `__SHOP_START__.take()` hands it to the shell, which clicks it again once hydrated (a
 * submit button of a form is left to the browser, which sends the form).
 */
export function startAfterFirstPaint(sources: string[], preloads: StartPreload[] = [], options: StartOptions = {}): string {
  const links = preloads.map((p) => [p.href, p.as, p.integrity ?? '', p.crossOrigin ?? null, p.fetchPriority ?? '']);
  const settings = { i: options.onInteraction === true, k: KNOWN_VISITOR_KEY, e: INTERACTIONS, c: options.consentCookie ?? '' };
  const warm = options.warm ? `function(){${options.warm}}` : 'function(){}';
  return (
    '(function(s,p,n,o,warm){var W=window,D=document,started=0,painted=0,woken=1,warmed=0,i=0,' +
    'w=function(){if(!warmed){warmed=1;warm()}},' +
    'st=W.__SHOP_START__={mode:"at-load",tap:null,pageView:null};' +
    'function tap(e){var b=e.target&&e.target.closest&&e.target.closest("button,[role=button]");if(b&&!(b.form&&b.type==="submit"))st.tap=b}' +
    'W.addEventListener("click",tap,true);' +
    'st.take=function(){W.removeEventListener("click",tap,true);var b=st.tap;st.tap=null;return b};' +
    'function go(){if(started||!painted||!woken)return;started=1;w();next()}' +
    `function next(){for(var end=Math.min(i+${PRELOADS_PER_TASK},p.length);i<end;i++){var x=p[i],l=D.createElement("link");l.rel="preload";l.href=x[0];l.setAttribute("as",x[1]);if(x[2])l.setAttribute("integrity",x[2]);if(x[3]!==null)l.setAttribute("crossorigin",x[3]);if(x[4])l.setAttribute("fetchpriority",x[4]);D.head.appendChild(l)}` +
    'if(i<p.length)return void setTimeout(next,0);' +
    's.forEach(function(u){var e=D.createElement("script");e.src=u;e.async=true;if(n)e.nonce=n;D.body.appendChild(e)})}' +
    'var known=0;try{known=!!W.localStorage.getItem(o.k)}catch(e){}' +
    'if(o.i&&!known&&!location.search){woken=0;st.mode="on-interaction";' +
    'if(o.c&&new RegExp("(?:^|;\\\\s*)"+o.c+"=v1\\\\.s1\\\\.").test(D.cookie)){(W.dataLayer=W.dataLayer||[]).push({event:"page_view",page_location:location.href,page_path:location.pathname});st.pageView=location.pathname}' +
    'var wake=function(){if(woken)return;woken=1;st.mode="woken";o.e.forEach(function(t){W.removeEventListener(t,wake,true)});' +
    'if(D.visibilityState!=="visible")go();else requestAnimationFrame(function(){setTimeout(go,0)})};' +
    'o.e.forEach(function(t){W.addEventListener(t,wake,{capture:true,passive:true})})}else w();' +
    'var paint=function(){painted=1;go()};' +
    'if(D.visibilityState!=="visible")return paint();' +
    'D.addEventListener("visibilitychange",paint,{once:true});' +
    `setTimeout(paint,${START_AT_THE_LATEST_MS});` +
    'var P=W.PerformanceObserver;' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,b){b.disconnect();paint()}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(paint)' +
    `})(${serializeForScript(sources)},${serializeForScript(links)},document.currentScript&&document.currentScript.nonce,${serializeForScript(settings)},${warm})`
  );
}
