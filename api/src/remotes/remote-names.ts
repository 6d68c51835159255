/** The remotes as @shop/shared lists them (the one list, shared/src/remote/remote-names.ts), with the API's lookups. */
import { REMOTE_NAMES, REMOTES, type RemoteDefinition, type RemoteName } from '@shop/shared/routes';

export { REMOTE_NAMES, REMOTES, type RemoteDefinition, type RemoteName };

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

export function remoteDefinition(name: RemoteName): RemoteDefinition {
  const found = REMOTES.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown remote ${name}`);
  return found;
}
