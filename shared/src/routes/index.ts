/**
 * `@shop/shared/routes`: route keys, the spec's path tables, release declarations, the router and the
 * contract version, without React, so the API (storefront config, registry, status codes) uses the
 * very code the shell and the remotes route with.
 */
export * from '../contract/contract-version';
export * from './file-paths';
export * from './path-pattern';
export * from './release-declaration';
export * from './route-keys';
export * from './route-tables';
export * from './shop-router';
export * from './storefront-routes';
export { REMOTE_NAMES, REMOTES, SHELL_DEV_PORT, type RemoteDefinition, type RemoteName } from '../remote/remote-names';
