import type { FooterContent } from './FooterContent';

interface FooterContentModule {
  FooterContent: typeof FooterContent;
}

/** The footer element (Footer.tsx), watched to know when its content is about to be seen. */
export const FOOTER_ELEMENT_ID = 'shell-footer';

/** How far below the screen the footer starts loading: a fast scroll should not find it still inert. */
const NEAR_MARGIN = '100% 0px';

let footerContent: Promise<FooterContentModule> | undefined;
let whenNear: Promise<FooterContentModule> | undefined;
/** Ends the wait of `whenNear` (the footer is near, or something needs its content now). */
let stopWaiting: (() => void) | undefined;

/** Loads the footer's content now (once), ending any wait for it to come near. */
export function loadFooterContent(): Promise<FooterContentModule> {
  if (!footerContent) {
    const loading = import(/* webpackChunkName: "shell-footer" */ './FooterContent');
    // Marked the way React's `use` reads a settled promise: once loaded, later renders (every server
    // render after the first) take it without suspending.
    loading.then((module) => Object.assign(loading, { status: 'fulfilled', value: module }));
    footerContent = loading;
  }
  stopWaiting?.();
  return footerContent;
}

/**
 * The footer's content, loaded when the footer comes within a screen of the viewport (or at once where
 * that cannot be watched: on the server, in a test). One promise per page, so React can wait on it.
 */
export function footerContentWhenNear(): Promise<FooterContentModule> {
  if (footerContent) return footerContent;
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return loadFooterContent();
  whenNear ??= new Promise<void>((resolve) => {
    let observer: IntersectionObserver | undefined;
    stopWaiting = () => {
      observer?.disconnect();
      resolve();
    };
    // Hydrating, the server's footer is in the document already; rendering in the browser alone, it
    // is there once this render is committed.
    const watch = () => {
      const footer = document.getElementById(FOOTER_ELEMENT_ID);
      if (!footer) return resolve();
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && stopWaiting?.(), {
        rootMargin: NEAR_MARGIN,
      });
      observer.observe(footer);
    };
    if (document.getElementById(FOOTER_ELEMENT_ID)) watch();
    else requestAnimationFrame(watch);
  }).then(loadFooterContent);
  return whenNear;
}
