import { serializeForScript } from './ssr-data-stream';

/**
 * The page's code starts in the frame that paints the server's HTML (issue 37, ADR 0066). Run as
 * React's bootstrap script at the end of <body>, it appends the shell's entry from the next
 * animation frame, so the first paint (and the largest one, the picture above the fold) comes before
 * any script runs; as an async <script> in the HTML, the entry often ran first and held that paint
 * back. The entry is preloaded from <head>, so nothing waits for the network; the frame usually comes
 * while the page's data is still streaming in, so the load event still waits for the entry and the
 * chunks it loads. A page loaded out of sight gets no frame: it starts at once.
 */
export function startAfterFirstFrame(sources: string[]): string {
  return `(function(s,n){function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;if(n)e.nonce=n;document.body.appendChild(e)})}if(document.visibilityState==="visible")requestAnimationFrame(go);else go()})(${serializeForScript(sources)},document.currentScript&&document.currentScript.nonce)`;
}
