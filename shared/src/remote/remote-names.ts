/**
 * The micro-frontends the shell loads at runtime: the one list of them (issue 34). `name` is the Module
 * Federation container name (and the registry's), `folder` the package folder at the repository root
 * (its production build lands in `<folder>/dist`), `devPort` its webpack dev server's port. The API's
 * registry, the GraphQL enum, the dev servers and the content security policy all read this list.
 *
 * No imports: shared/build/webpack.cjs evaluates this file as it is (for the dev ports).
 */
export const REMOTES = [
  { name: 'catalogue', folder: 'mf-catalogue', devPort: 3001 },
  { name: 'basketCheckout', folder: 'mf-basket-checkout', devPort: 3002 },
  { name: 'redeem', folder: 'mf-redeem', devPort: 3003 },
  { name: 'account', folder: 'mf-account', devPort: 3004 },
  { name: 'content', folder: 'mf-content', devPort: 3005 },
] as const;

/** The shell's webpack dev server. */
export const SHELL_DEV_PORT = 3000;

export type RemoteName = (typeof REMOTES)[number]['name'];
export type RemoteDefinition = (typeof REMOTES)[number];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);
