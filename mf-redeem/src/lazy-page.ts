import type { RemotePageProps } from '@shop/shared';
import { type ComponentType, lazy } from 'react';
import { preloadRedeemMessages } from './messages';

/** A page's chunk, with its messages for the page's language loading alongside. */
export const lazyRedeemPage = (load: () => Promise<{ default: ComponentType<RemotePageProps> }>) =>
  lazy(() => {
    preloadRedeemMessages();
    return load();
  });
