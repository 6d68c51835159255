import { StrictMode, startTransition, useEffect, useRef, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import type { SSRData } from '@urql/core';
import {
  connectSlimCart,
  connectUser,
  createShopClient,
  createShopRouter,
  getRedeemToken,
  hydrationExchange,
  initConsent,
  loadMessages,
  localeFor,
  setShopClient,
} from '@shop/shared';
import { shellMessages } from './messages';
import { App } from './App';
import { nextTask, prepareLocaleData } from './boot/locale-data';
import { GRAPHQL_URL, readStorefrontConfig } from './boot/read-storefront-config';
import { rememberKnownVisitor, replayTap, takeTapBeforeStart } from './boot/start-handshake';
import { ShellDocument } from './document/ShellDocument';
import { configureRemotes, RemoteUnavailableError } from './remotes/remote-loader';
import { BootPageStatus } from './routing/page-loader';
import '@shop/shared/design.css';
import './styles.css';

declare global {
  interface Window {
    /** Query results of the server render, pushed by the scripts that follow each streamed piece. */
    __SHOP_SSR__?: SSRData[];
  }
}

/** Hydration starts once the whole streamed document (and every data script in it) has been parsed. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Two designed fallbacks reach React as recoverable errors, and are not bugs:
 * - a region the server could not render (a remote failed, threw or was too slow there) is rendered
 *   here; the error carries the server's digest;
 * - a region the server rendered whose remote's code cannot be loaded here cannot hydrate: React
 *   renders it again, and the page's error boundary shows the fallback with its retry.
 * Anything else (a real hydration mismatch) is an error.
 */
function onRecoverableError(error: unknown): void {
  const { digest, cause } = (error ?? {}) as { digest?: string; cause?: unknown };
  if (digest === 'server-render') console.info('[shell] a region the server could not render was rendered in the browser');
  else if (cause instanceof RemoteUnavailableError) console.info(`[shell] the ${cause.remote} region could not hydrate: ${cause.message}`);
  else console.error('[shell] hydration problem', error);
}

/** Runs once the root has been committed: the hydrated page (its effects run after the whole root). */
function OnHydrated({ run }: { run(): void }) {
  useEffect(() => run(), [run]);
  return null;
}

/** The first navigation ends the server-rendered page: its inlined query results are forgotten. */
function OnFirstNavigation({ run }: { run(): void }) {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) run();
  }, [key, run]);
  return null;
}

async function boot() {
  // The visitor's cookie choice before anything could track (consent.ts); the banner asks otherwise.
  initConsent();
  const config = await readStorefrontConfig();
  const router = createShopRouter(config);
  const serverRendered = window.__SHOP_BOOT__?.serverRendered === true;
  const ssr = serverRendered ? hydrationExchange() : undefined;
  const client = createShopClient({
    url: GRAPHQL_URL,
    storeId: config.storeId,
    countryCode: config.countryCode,
    getLanguage: () => router.splitLanguage(window.location.pathname).language,
    getPathname: () => window.location.pathname,
    getRedeemToken,
    ssr,
  });
  setShopClient(client);
  // Each step of the boot a task apart where it costs a few milliseconds: together, the client, the
  // remotes' registration and the catalogue's load were one task of ~57 ms at 4x, blocking time on a
  // phone (issue 37; Lighthouse counts every task over 50 ms after its slowdown).
  await nextTask();
  configureRemotes(config.remotes);
  const language = router.splitLanguage(window.location.pathname).language;
  // The chrome's catalogue for the page's language, before the first render (no flash of English).
  await loadMessages(shellMessages, language, { brand: config.brand, countryCode: config.countryCode });
  // The locale's number and date data in a task of its own, not in the hydration step that renders
  // the first price (locale-data.ts).
  await nextTask();
  prepareLocaleData(localeFor(language, config.countryCode), config.currency);
  await nextTask();

  // A button clicked before the code ran is clicked again once the page is hydrated (ADR 0075); from
  // here React receives the page's events itself.
  const tapped = takeTapBeforeStart();
  const afterHydration = () => replayTap(tapped);
  const shop = (children: ReactNode) => (
    <StrictMode>
      <UrqlProvider value={client}>
        <BrowserRouter>
          {/* The server's verdict of this page (its loader's 404), as the server rendered the head. */}
          <BootPageStatus verdict={{ status: window.__SHOP_BOOT__?.pageStatus === 404 ? 404 : 200, meta: window.__SHOP_BOOT__?.pageMeta }}>{children}</BootPageStatus>
          {ssr && <OnFirstNavigation run={ssr.end} />}
          <OnHydrated run={afterHydration} />
        </BrowserRouter>
      </UrqlProvider>
    </StrictMode>
  );

  if (ssr) {
    await documentParsed();
    for (const data of window.__SHOP_SSR__ ?? []) ssr.restore(data);
    // As a transition, hydration yields to the browser every few milliseconds (a default-priority
    // hydration runs in one long task): the page answers taps while it hydrates, and input on a part
    // not hydrated yet hydrates that part first.
    startTransition(() => {
      hydrateRoot(
        document,
        <ShellDocument language={language}>{shop(<App config={config} router={router} />)}</ShellDocument>,
        { onRecoverableError },
      );
    });
  } else {
    // Rendered in the browser (the server could not render this page): the server's SEO head served
    // crawlers and the first paint; from here the shell renders it.
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing from index.html');
    for (const element of document.querySelectorAll('[data-shop-ssr]')) element.remove();
    createRoot(container).render(shop(<App config={config} router={router} />));
  }
  // The basket's and the account's first queries, after the task that starts the hydration.
  await nextTask();
  connectSlimCart(client);
  await nextTask();
  connectUser(client);
  // Whether the next page to read starts at load: the shop knows this visitor (ADR 0075).
  rememberKnownVisitor();
  // A developer's local remote override (ADR 0031): its notice, in a chunk nobody else loads.
  if (config.localOverrideSwitch) {
    import(/* webpackChunkName: "shell-override-notice" */ './override-notice/override-notice-mount').then((m) => m.mountOverrideNotice(config, language)).catch(() => undefined);
  }
}

boot().catch((error: unknown) => {
  console.error('[shell] boot failed', error);
  const container = document.getElementById('root');
  if (container) {
    container.innerHTML =
      '<p style="font-family:sans-serif;padding:2rem">The shop could not start. Please reload the page in a moment.</p>';
  }
});
