/**
 * Which releases of a remote a storefront serves right now: the ONE place that answers it for the
 * health reports (a report about any other version is dropped, so nobody can poison a release a
 * storefront does not serve) and for the health job (only served versions are evaluated and fallen
 * back from).
 *
 * Today a storefront serves one release per remote: the pin, else the newest (registry.ts
 * `resolveRemotesFor`). ROLLOUT SEAM: with percentage rollouts (migration 0024) a storefront may
 * serve a base and a rollout version at once; add the rollout version here and both the reports and
 * the fallback job follow (the job's seam for ending a rollout is in fallback.ts).
 */
import type { ResolvedRemote } from './registry';

export function servedVersions(resolved: Pick<ResolvedRemote, 'enabled' | 'version'> | undefined): string[] {
  if (!resolved?.enabled || !resolved.version) return [];
  return [resolved.version];
}
