import { createContext, useContext } from 'react';
import type { RemoteModule, RemoteName } from '@shop/shared';
import { loadRemoteRoutes, retryRemote } from './remote-loader';

/**
 * Where a remote's `./routes` comes from. In the browser: the federation runtime (remote-loader.ts).
 * On the server: the remote's server build of the release the registry names for this storefront
 * (server/remote-server-loader.ts). The page component is the same on both sides.
 */
export interface RemoteRoutesLoader {
  load(remote: RemoteName): Promise<RemoteModule>;
  /** Forgets a failed load and tries again (the fallback's button). */
  retry(remote: RemoteName): Promise<RemoteModule>;
}

export const browserRemoteLoader: RemoteRoutesLoader = {
  load: (remote) => loadRemoteRoutes(remote),
  retry: (remote) => retryRemote(remote),
};

export const RemoteLoaderContext = createContext<RemoteRoutesLoader>(browserRemoteLoader);

export function useRemoteLoader(): RemoteRoutesLoader {
  return useContext(RemoteLoaderContext);
}
