/**
 * "The last known good release" of a remote, until health data exists (a later part of issue 19):
 * the release served before the current one, i.e. the release registered just before it, in the
 * registry's own order (registration time, then version; `listReleases`). Releases are served in the
 * order they are registered (a storefront without a pin follows the newest), so the one before the
 * current release is the one that was served, and presumably worked, before it came.
 *
 * This is deliberately simple and says nothing about health: when the console knows which releases
 * were healthy, "last known good" becomes the newest healthy release before the current one.
 */
import type { RemoteReleaseRow } from '../db/schema';

/**
 * The release registered just before `version`; `releases` are one remote's, newest first (as
 * `listReleases` returns them). Null when `version` is the oldest, unknown, or null.
 */
export function previousRelease<R extends Pick<RemoteReleaseRow, 'version'>>(releases: readonly R[], version: string | null): R | null {
  if (version === null) return null;
  const index = releases.findIndex((release) => release.version === version);
  return index < 0 ? null : (releases[index + 1] ?? null);
}
