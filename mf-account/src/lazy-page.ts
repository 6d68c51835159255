import type { RemotePageProps } from '@shop/shared';
import { type ComponentType, lazy } from 'react';
import { preloadAccountMessages } from './messages';

/** A page's chunk, with its messages for the page's language loading alongside. */
export const lazyAccountPage = (load: () => Promise<{ default: ComponentType<RemotePageProps> }>) =>
  lazy(() => {
    preloadAccountMessages();
    return load();
  });
