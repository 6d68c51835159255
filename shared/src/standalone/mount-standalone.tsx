import { Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { createShopClient, setShopClient } from '../graphql/client';
import type { RemoteModule } from '../remote/contract';
import { createShopRouter, StorefrontProvider } from '../storefront/context';
import type { ShopRouter } from '../routes/shop-router';
import type { Client } from '@urql/core';
import { fetchStorefrontConfig } from '../storefront/fetch-config';
import type { StorefrontConfig } from '../storefront/types';
import { getRedeemToken } from '../redeem/redeem-token';
import '../ui/design/design.css';

/**
 * Runs one remote on its own dev server, without the shell, so its team can work alone. It reads the
 * storefront config from the API (proxied by the dev server) and renders the remote's own routes.
 */
export async function mountStandalone(load: () => Promise<{ default: RemoteModule }>): Promise<void> {
  const config = await fetchStorefrontConfig('/graphql').catch((error: unknown) => {
    throw new Error(`The API did not answer the storefront config; is \`pnpm --filter @shop/api dev\` running? (${String(error)})`);
  });
  const module = (await load()).default;
  // Standalone, only this remote exists: the others' routes and links are gone. In dev the API reads
  // the declaration the dev server generated from the route modules, so a new one is routed here at once.
  const standaloneConfig: StorefrontConfig = {
    ...config,
    remotes: config.remotes.map((r) => ({ ...r, enabled: r.name === module.remote, manifestUrl: r.manifestUrl ?? '/' })),
    routes: config.routes.filter((route) => route.remote === module.remote),
  };
  const router = createShopRouter(standaloneConfig);
  const client = createShopClient({
    url: '/graphql',
    storeId: config.storeId,
    countryCode: config.countryCode,
    getLanguage: () => router.splitLanguage(window.location.pathname).language,
    getPathname: () => window.location.pathname,
    getRedeemToken,
  });
  setShopClient(client);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  createRoot(container).render(
    <BrowserRouter>
      <StandalonePage module={module} router={router} client={client} config={standaloneConfig} />
    </BrowserRouter>,
  );
}

interface StandaloneProps {
  module: RemoteModule;
  router: ShopRouter;
  client: Client;
  config: StorefrontConfig;
}

function StandalonePage({ module, router, client, config }: StandaloneProps) {
    const location = useLocation();
    const match = useMemo(() => router.match(location.pathname), [router, location.pathname]);
    const route = match ? module.routes[match.key] : undefined;
    const links = router.keys().filter((key) => module.routes[key]);
    return (
      <StorefrontProvider config={config} router={router} match={match}>
        <UrqlProvider value={client}>
          <header style={{ padding: 8, borderBottom: '1px solid #ccc', fontFamily: 'sans-serif', fontSize: 13 }}>
            {module.remote} standalone · {config.key} ·{' '}
            {links.map((key) => {
              const path = router.href(key, { product: 'sample', url: 'sample', uuid: 'sample', pageId: 'sample', path: 'sample', location: 'sample' });
              return path ? (
                <a key={key} href={path} style={{ marginRight: 8 }}>
                  {key}
                </a>
              ) : null;
            })}
          </header>
          <main>
            {route && match ? (
              <Suspense fallback={<p>Loading…</p>}>
                <route.component routeKey={match.key} params={match.params} />
              </Suspense>
            ) : (
              <p>No page of {module.remote} at this path.</p>
            )}
          </main>
        </UrqlProvider>
      </StorefrontProvider>
    );
  }

