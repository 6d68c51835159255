import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { connectSlimCart, createShopClient, createShopRouter, loadMessages, setShopClient } from '@shop/shared';
import { shellMessages } from './messages';
import { App } from './App';
import { GRAPHQL_URL, readStorefrontConfig } from './boot/read-storefront-config';
import { configureRemotes } from './remotes/remote-loader';
import './styles.css';

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const config = await readStorefrontConfig();
  const router = createShopRouter(config);
  const client = createShopClient({
    url: GRAPHQL_URL,
    storeId: config.storeId,
    countryCode: config.countryCode,
    getLanguage: () => router.splitLanguage(window.location.pathname).language,
    getPathname: () => window.location.pathname,
  });
  setShopClient(client);
  configureRemotes(config.remotes);
  // The chrome's catalogue for the page's language, before the first paint (no flash of English).
  await loadMessages(shellMessages, router.splitLanguage(window.location.pathname).language, {
    brand: config.brand,
    countryCode: config.countryCode,
  });
  connectSlimCart(client);

  // The server's SEO head served crawlers and the first paint; from here the shell renders it.
  for (const element of document.querySelectorAll('[data-shop-ssr]')) element.remove();
  createRoot(container).render(
    <StrictMode>
      <UrqlProvider value={client}>
        <BrowserRouter>
          <App config={config} router={router} />
        </BrowserRouter>
      </UrqlProvider>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  console.error('[shell] boot failed', error);
  const container = document.getElementById('root');
  if (container) {
    container.innerHTML =
      '<p style="font-family:sans-serif;padding:2rem">The shop could not start. Please reload the page in a moment.</p>';
  }
});
