import type { RemotePageProps } from '@shop/shared';
import { type ComponentType, lazy } from 'react';
import { preloadCheckoutMessages } from './messages/lazy';

/** A page's chunk, with its messages for the page's language loading alongside (when they are a chunk of their own). */
export const lazyCheckoutPage = (load: () => Promise<{ default: ComponentType<RemotePageProps> }>) =>
  lazy(() => {
    preloadCheckoutMessages();
    return load();
  });
