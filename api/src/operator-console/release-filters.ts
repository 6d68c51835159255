/**
 * The releases pages' filters (issue 32 item 8): storefront, remote and state, read from the URL (a
 * plain GET form, so a filtered page is a link) and checked against what exists: an unknown value is
 * ignored and said so, never echoed unescaped. And a release's state, from the registry as it is:
 *
 * - promoted: the remote's promoted release (what every storefront without a pin serves);
 * - canary: a percentage rollout of it runs (on the storefront filtered to, or any);
 * - pinned: a storefront is pinned to it (held on it, or promoted there alone);
 * - registered: none of these (never promoted, or promoted before and since replaced);
 * - failed: the health job marked it failed on a storefront (its fallback's mark);
 * - disabled: a storefront would serve it but has the remote switched off.
 *
 * A release can be several at once (promoted and failed on CB); a state filter keeps the releases
 * that have it.
 */
import type { RemoteReleaseRow } from '../db/schema';
import type { OperatorRemoteState } from '../remotes/operations';
import { REMOTE_NAMES, type RemoteName, isRemoteName } from '../remotes/remote-names';

export const RELEASE_STATES = ['promoted', 'canary', 'pinned', 'registered', 'failed', 'disabled'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];

export const STATE_HINTS: Record<ReleaseState, string> = {
  promoted: 'the remote’s promoted release',
  canary: 'a percentage rollout of it runs',
  pinned: 'a storefront is pinned to it',
  registered: 'not promoted, no rollout, no pin',
  failed: 'marked failed on a storefront',
  disabled: 'a storefront would serve it, remote switched off',
};

export interface ReleaseFilters {
  store: string | null;
  remote: RemoteName | null;
  state: ReleaseState | null;
}

export const NO_FILTERS: ReleaseFilters = { store: null, remote: null, state: null };

const isState = (value: string): value is ReleaseState => (RELEASE_STATES as readonly string[]).includes(value);

/** A value typed into a URL, short enough to quote in a message (the page escapes it). */
const quoted = (value: string) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;

/**
 * The filters of a releases page's URL. Empty means "any"; an unknown value is dropped with a
 * problem for the page to show (the page then shows what it would without that filter).
 */
export function parseReleaseFilters(
  params: URLSearchParams,
  storeKeys: readonly string[],
  options: { withRemote: boolean },
): { filters: ReleaseFilters; problems: string[] } {
  const problems: string[] = [];
  const read = (name: string) => (params.get(name) ?? '').trim();
  const storeText = read('storefront');
  // Storefront keys are upper case (CBDE); a typed "cb" means CB.
  const store = storeText ? (storeKeys.find((key) => key.toLowerCase() === storeText.toLowerCase()) ?? null) : null;
  if (storeText && !store) problems.push(`Unknown storefront ${quoted(storeText)}: showing every storefront.`);
  let remote: RemoteName | null = null;
  if (options.withRemote) {
    const remoteText = read('remote');
    if (isRemoteName(remoteText)) remote = remoteText;
    else if (remoteText) problems.push(`Unknown remote ${quoted(remoteText)} (known: ${REMOTE_NAMES.join(', ')}): showing every remote.`);
  }
  const stateText = read('state').toLowerCase();
  const state = isState(stateText) ? stateText : null;
  if (stateText && !state) problems.push(`Unknown state ${quoted(read('state'))} (known: ${RELEASE_STATES.join(', ')}): showing every state.`);
  return { filters: { store, remote, state }, problems };
}

/** The query string of filters (for links and for the pages an action returns to); '' without any. */
export function filterQuery(filters: ReleaseFilters, options: { withRemote: boolean }): string {
  const params = new URLSearchParams();
  if (filters.store) params.set('storefront', filters.store);
  if (options.withRemote && filters.remote) params.set('remote', filters.remote);
  if (filters.state) params.set('state', filters.state);
  return params.toString();
}

/** The version promoted last: what storefronts without a pin serve (issue 32). */
export function promotedOf(releases: RemoteReleaseRow[]): string | null {
  let promoted: RemoteReleaseRow | null = null;
  for (const release of releases) {
    if (release.promotedAt && (!promoted?.promotedAt || release.promotedAt > promoted.promotedAt)) promoted = release;
  }
  return promoted?.version ?? null;
}

export interface ReleaseStatus {
  states: Set<ReleaseState>;
  /** "CB 10 %" per storefront a rollout of it runs on. */
  canary: string[];
  pinned: string[];
  failed: string[];
  disabled: string[];
  /** Storefronts that serve it to every visitor (enabled, as their release). */
  servedBy: string[];
}

/**
 * A release's states. `states` are the remote's storefront states (only the filtered storefront's when
 * a storefront is filtered to), `failedOn` the storefronts it is marked failed on (likewise).
 */
export function releaseStatus(release: RemoteReleaseRow, promoted: string | null, states: OperatorRemoteState[], failedOn: Iterable<string>): ReleaseStatus {
  const own = states.filter((s) => s.remote === release.remote);
  const canary = own.filter((s) => s.rolloutVersion === release.version).map((s) => `${s.storefrontKey} ${s.rolloutPercent ?? ''} %`);
  const pinned = own.filter((s) => s.pinnedVersion === release.version).map((s) => s.storefrontKey);
  const disabled = own.filter((s) => s.version === release.version && !s.enabled).map((s) => s.storefrontKey);
  const servedBy = own.filter((s) => s.version === release.version && s.enabled).map((s) => s.storefrontKey);
  const failed = [...failedOn].sort();
  const found = new Set<ReleaseState>();
  if (release.version === promoted) found.add('promoted');
  if (canary.length) found.add('canary');
  if (pinned.length) found.add('pinned');
  if (!found.size) found.add('registered');
  if (failed.length) found.add('failed');
  if (disabled.length) found.add('disabled');
  return { states: found, canary, pinned, failed, disabled, servedBy };
}
