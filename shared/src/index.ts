/**
 * @shop/shared: the runtime every remote shares. Module Federation shares this package as one singleton,
 * so the client, stores and event bus below exist once per page. A shared module is loaded whole on
 * every page, so what only some screens need and holds no state stays out of it, in subpaths each
 * build bundles (tree-shaken) when it uses them: `@shop/shared/validation` (form rules),
 * `@shop/shared/select` (the dropdown of forms and the country switch; no first screen shows one),
 * `@shop/shared/skeleton` (the placeholders a screen shows while its data loads) and
 * `@shop/shared/routes` (the spec's path tables and release declarations, for the API and builds).
 */
export * from './remote/contract';
export * from './contract/contract-version';
export * from './routes/route-keys';
export * from './routes/path-pattern';
export * from './routes/shop-router';
export * from './routes/navigation';
// The shell's hreflang alternates and country switch: the routes of another storefront's path variant.
export { routesInVariant, type StorefrontRoute } from './routes/storefront-routes';
export * from './storefront/types';
export * from './storefront/context';
export * from './storefront/fetch-config';
export * from './graphql/errors';
export * from './graphql/error-catalogue';
export * from './ui/modal/Modal';
export * from './ui/leave-site-warning';
export * from './redeem/redeem-token';
export * from './seo/page-meta';
export * from './tracking/click-id';
export * from './tracking/consent';
export * from './tracking/data-layer';
export * from './tracking/item-lists';
export * from './graphql/client';
export * from './graphql/hydration-exchange';
export * from './events/event-bus';
export * from './cart/slim-cart-store';
export * from './user/user-store';
export * from './user/logout';
export * from './user/user-info';
export * from './i18n/intl-scope';
export * from './i18n/format-money';
export * from './ui/shop-link';
export * from './ui/remote-root';
// The spec's breakpoints and a media query hook that server rendering and hydration agree on.
export * from './ui/media-query';
// Whether the page is live yet (spec §4's disabled buttons) and whether a mount hydrates the server's HTML.
export * from './ui/client-active';
export * from './ui/before-hydration';
export * from './ui/bottom-bar';
export * from './instance';
