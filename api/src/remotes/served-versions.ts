/**
 * Which releases of a remote a storefront serves right now: the ONE place that answers it for the
 * health reports (a report about any other version is dropped, so nobody can poison a release a
 * storefront does not serve) and for the health job (only served versions are evaluated and fallen
 * back from).
 *
 * A storefront serves its base release (the pin, else the newest: registry.ts `resolveRemotesFor`)
 * and, during a percentage rollout (ADR 0028), the rollout release to its share of visitors.
 */
import type { ResolvedRemote } from './registry';

export function servedVersions(resolved: Pick<ResolvedRemote, 'enabled' | 'version' | 'rollout'> | undefined): string[] {
  if (!resolved?.enabled) return [];
  return [resolved.version, resolved.rollout?.version].filter((v): v is string => Boolean(v));
}
