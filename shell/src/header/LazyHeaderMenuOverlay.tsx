import { lazy, Suspense } from 'react';
import type { HeaderMenuOverlayProps } from './HeaderMenuOverlay';

const loadHeaderMenuOverlay = () => import(/* webpackChunkName: "shell-header-menu" */ './HeaderMenuOverlay');

const HeaderMenuOverlay = lazy(() => loadHeaderMenuOverlay().then((module) => ({ default: module.HeaderMenuOverlay })));

/** Starts loading the menu before it is opened (the pointer is on its button, or it has focus). */
export function preloadHeaderMenuOverlay(): void {
  void loadHeaderMenuOverlay();
}

/**
 * The header menu overlay, loaded when it is first opened (or about to be): closed it renders nothing,
 * so it is not part of the first load of every page.
 */
export function LazyHeaderMenuOverlay(props: HeaderMenuOverlayProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <HeaderMenuOverlay {...props} />
    </Suspense>
  );
}
