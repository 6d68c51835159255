/**
 * The five micro-frontends the shell loads at runtime. `folder` is the package folder at the repo
 * root (its production build lands in `<folder>/dist`), `devPort` is its webpack dev server port.
 */
export const REMOTES = [
  { name: 'catalogue', folder: 'mf-catalogue', devPort: 3001 },
  { name: 'basketCheckout', folder: 'mf-basket-checkout', devPort: 3002 },
  { name: 'redeem', folder: 'mf-redeem', devPort: 3003 },
  { name: 'account', folder: 'mf-account', devPort: 3004 },
  { name: 'content', folder: 'mf-content', devPort: 3005 },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];
export type RemoteDefinition = (typeof REMOTES)[number];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((r) => r.name);

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

export function remoteDefinition(name: RemoteName): RemoteDefinition {
  const found = REMOTES.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown remote ${name}`);
  return found;
}
