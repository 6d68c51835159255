/**
 * The releases pages (ADRs 0028 to 0030, 0036; issue 32 item 8: usable on a phone):
 *
 * - `/operator/releases`: every remote's releases as a compact list, one line per release (a card
 *   on a phone): version, registration date, the largest page's gzipped JavaScript, the loads and
 *   failures browsers reported over the last day, and its state; filtered by storefront, remote and
 *   state with a plain GET form (release-filters.ts).
 * - `/operator/releases/<remote>`: the same list with a "promote" form per release (storefronts
 *   first, "all storefronts" last), then per storefront what it serves, its health and a one-click
 *   roll back to its last known good release (the sticky first column keeps the storefront in view
 *   while the rest scrolls; "roll back all storefronts" comes after, set apart), the percentage
 *   rollouts and, for releasers, the register form (ADR 0030).
 * - `/operator/releases/<remote>/versions/<version>`: one release: what its declaration and the
 *   release check recorded (build time, commit, route keys, each page's gzipped JavaScript), its
 *   file and contract checks, where it runs, its error history per hour and the fallbacks from it.
 * - `/operator/releases/<remote>/compare?from=&to=`: two releases of a remote side by side: route keys
 *   added and removed, each page's size, build time, commit and the rest of the provenance.
 *
 * What a release shows is what the registry holds; releases registered before the release check say
 * "not checked" rather than inventing figures.
 */
import type { RemoteReleaseRow } from '../db/schema';
import { ALL_STOREFRONTS, type AutoPromotePolicyModel, MAX_AUTO_PROMOTE_MINUTES } from '../remotes/auto-promote';
import type { StorefrontModel } from '../domains/storefront/directory';
import { type CheckResult, type ReleaseHealthModel, type StorefrontRemoteHealth, errorRateText } from '../remotes/health';
import type { OperatorRemoteState } from '../remotes/operations';
import { pageJsSizes } from '../remotes/release-check';
import { REMOTE_NAMES, type RemoteName } from '../remotes/remote-names';
import { type Html, type Notice, type Viewer, button, can, esc, hidden, layout, postForm, scrollingTable, select, time } from './html';
import { ALL_STORES, REMOTES_ACTION } from './matrix-page';
import type { HourFigures, LoadFigures, ReleaseFallback } from './release-figures';
import { RELEASE_STATES, type ReleaseFilters, type ReleaseStatus, STATE_HINTS, filterQuery, promotedOf, releaseStatus } from './release-filters';
import { type GoodEvidence, lastKnownGood } from './rollback';

export const RELEASES_PATH = '/operator/releases';
export const remotePath = (remote: RemoteName) => `${RELEASES_PATH}/${remote}`;
/** Versions are URL-safe as they are ([0-9A-Za-z.+_-]). */
export const releasePath = (remote: string, version: string) => `${RELEASES_PATH}/${remote}/versions/${version}`;
export const comparePath = (remote: RemoteName) => `${RELEASES_PATH}/${remote}/compare`;

export interface ReleasesData {
  stores: StorefrontModel[];
  states: OperatorRemoteState[];
  /** Per remote newest first (listReleases' order). */
  releases: RemoteReleaseRow[];
  /** Health per storefront and remote (the served release's last hour). */
  health: StorefrontRemoteHealth[];
  /** Manifest, entry and contract checks of the releases concerned (remotes/health.ts). */
  releaseHealth: ReleaseHealthModel[];
  /** The storefronts each release is marked failed on, by `remote@version` (the fallback's marks). */
  marks: Map<string, Set<string>>;
  /** The last known good's inputs for the page's remote (rollback.ts; null on pages of every remote). */
  goodEvidence: GoodEvidence | null;
  /** The auto-promote policies of the page's remote (auto-promote.ts; empty on pages of every remote). */
  autoPromote: AutoPromotePolicyModel[];
  /** Loads and failures of the last day by `remote@version`: the filtered storefront's, or all. */
  loads: Map<string, LoadFigures>;
  filters: ReleaseFilters;
  /** Filter values the page did not know (each ignored), said on the page. */
  filterProblems: string[];
}

function check(result: CheckResult | undefined): Html {
  if (!result) return '<span class="op-muted">not checked (not served)</span>';
  if (result.state === 'ok') return 'ok';
  if (result.state === 'pending') return `<span class="op-muted">${esc(result.problem ?? 'checking')}</span>`;
  return `<span class="op-warn">failed:</span> ${esc(result.problem ?? '')}`;
}

/** '12.3 kB' (1 kB = 1000 bytes, as the performance budgets count). */
function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** "2026-11-28 12:30" (UTC), machine-readable in full. */
function shortTime(date: Date): Html {
  const iso = date.toISOString();
  return `<time datetime="${esc(iso)}">${esc(`${iso.slice(0, 10)} ${iso.slice(11, 16)}`)}</time>`;
}

/** "2026-11-28" (UTC), the time in the tooltip and machine-readable: the list's registration date. */
function shortDate(date: Date): Html {
  const iso = date.toISOString();
  return `<time datetime="${esc(iso)}" title="${esc(`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`)}">${esc(iso.slice(0, 10))}</time>`;
}

/** "CB, CBAT, CBBE +4": a few storefronts by name, the rest counted. */
function storeList(keys: string[], shown = 3): string {
  const more = keys.length - shown;
  return `${keys.slice(0, shown).join(', ')}${more > 0 ? ` +${more}` : ''}`;
}

const key = (remote: string, version: string) => `${remote}@${version}`;

/** The largest page's gzipped JavaScript: what a visitor downloads at most for one page of it. */
function largestPage(release: RemoteReleaseRow): Html {
  if (!release.checkedAt) return '<span class="op-muted">not checked</span>';
  const sizes = pageJsSizes(release);
  if (!sizes.length) return '<span class="op-muted">none recorded</span>';
  const top = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return `${esc(kilobytes(top.bytes))}<span class="op-vh"> (${esc(top.routeKey)})</span>`;
}

/** "no errors (0/61)", "3.3 % errors (2/61)", "no reports"; a failed file or contract check first. */
function healthCell(figures: LoadFigures | undefined, releaseHealth: ReleaseHealthModel | undefined): Html {
  const failedCheck = releaseHealth && [releaseHealth.manifest, releaseHealth.entry, releaseHealth.contract].some((c) => c.state === 'failed');
  const checks = failedCheck ? '<span class="op-warn">check failed</span> · ' : '';
  if (!figures || figures.loads === 0) return `${checks}<span class="op-muted">no reports</span>`;
  if (figures.failures === 0) return `${checks}no errors (0/${esc(figures.loads)})`;
  const share = Math.round((figures.failures / figures.loads) * 1000) / 10;
  return `${checks}<span class="op-warn">${esc(share)} % errors</span> (${esc(figures.failures)}/${esc(figures.loads)})`;
}

/** The state in words (colour only repeats them). */
function stateCell(status: ReleaseStatus): Html {
  const parts: string[] = [];
  if (status.states.has('promoted')) parts.push('<span class="op-tag op-tag-on">promoted</span>');
  if (status.canary.length) parts.push(`<span class="op-tag op-tag-canary">canary</span> ${esc(storeList(status.canary, 2))}`);
  if (status.pinned.length) parts.push(`<span class="op-tag">pinned</span> ${esc(storeList(status.pinned))}`);
  if (status.states.has('registered')) parts.push('<span class="op-tag">registered</span>');
  if (status.failed.length) parts.push(`<span class="op-tag op-tag-bad">failed</span> on ${esc(storeList(status.failed))}`);
  if (status.disabled.length) parts.push(`<span class="op-tag op-tag-bad">disabled</span> on ${esc(storeList(status.disabled))}`);
  return parts.join(' ');
}

/** The remote's storefront states within the storefront filter. */
function scopedStates(data: ReleasesData, remote: string): OperatorRemoteState[] {
  return data.states.filter((s) => s.remote === remote && (!data.filters.store || s.storefrontKey === data.filters.store));
}

function scopedMarks(data: ReleasesData, release: RemoteReleaseRow): string[] {
  const marks = [...(data.marks.get(key(release.remote, release.version)) ?? [])];
  return data.filters.store ? marks.filter((m) => m === data.filters.store) : marks;
}

function statusOf(data: ReleasesData, release: RemoteReleaseRow, promoted: string | null): ReleaseStatus {
  return releaseStatus(release, promoted, scopedStates(data, release.remote), scopedMarks(data, release));
}

/** Per storefront, the releases of a remote that failed there (lastKnownGood's input). */
function failedByStore(data: ReleasesData, remote: string): Map<string, Set<string>> {
  const byStore = new Map<string, Set<string>>();
  for (const release of data.releases.filter((r) => r.remote === remote)) {
    for (const store of data.marks.get(key(remote, release.version)) ?? []) {
      const set = byStore.get(store) ?? new Set<string>();
      set.add(release.version);
      byStore.set(store, set);
    }
  }
  return byStore;
}

/** The storefront choice of an action: a storefront first (the filtered one preselected), "all storefronts" last. */
function storeOptions(stores: StorefrontModel[], selected: string | null, allLabel: string) {
  return [
    { value: '', label: 'Choose a storefront', selected: !selected },
    ...stores.map((s) => ({ value: s.key, label: `${s.key} · ${s.name}`, selected: s.key === selected })),
    { value: ALL_STORES, label: allLabel },
  ];
}

/** Where an action on a remote's page returns to: the same page with the same filters. */
function backTo(data: ReleasesData, remote: RemoteName): string {
  const query = filterQuery(data.filters, { withRemote: false });
  return query ? `${remotePath(remote)}?${query}` : remotePath(remote);
}

function filterProblems(data: ReleasesData): Html {
  if (!data.filterProblems.length) return '';
  return `<div class="op-error" role="alert">${data.filterProblems.map((p) => `<p>${esc(p)}</p>`).join('')}</div>`;
}

/** The filters as a plain GET form: works without JavaScript, and a filtered page is a link. */
function filterForm(data: ReleasesData, action: string, withRemote: boolean): Html {
  const { filters } = data;
  const storeSelect = select(
    'filter-storefront',
    'storefront',
    'Storefront',
    [{ value: '', label: 'Any storefront', selected: !filters.store }, ...data.stores.map((s) => ({ value: s.key, label: `${s.key} · ${s.name}`, selected: s.key === filters.store }))],
    false,
  );
  const remoteSelect = withRemote
    ? `<div class="op-field">${select(
        'filter-remote',
        'remote',
        'Remote',
        [{ value: '', label: 'Any remote', selected: !filters.remote }, ...REMOTE_NAMES.map((r) => ({ value: r, label: r, selected: r === filters.remote }))],
        false,
      )}</div>`
    : '';
  const stateSelect = select(
    'filter-state',
    'state',
    'State',
    [{ value: '', label: 'Any state', selected: !filters.state }, ...RELEASE_STATES.map((s) => ({ value: s, label: `${s}: ${STATE_HINTS[s]}`, selected: s === filters.state }))],
    false,
  );
  const any = filters.store || filters.state || (withRemote && filters.remote);
  return `${filterProblems(data)}<form method="get" action="${esc(action)}" class="op-filters" aria-label="Filter releases">
<div class="op-field">${storeSelect}</div>${remoteSelect}
<div class="op-field">${stateSelect}</div>
<div class="op-filter-actions"><button type="submit">Filter</button>${any ? ` <a href="${esc(action)}">Clear filters</a>` : ''}</div>
</form>`;
}

/** "redeem, newest first · storefront CB · canary": what a list shows. */
function listCaption(data: ReleasesData, remote: string): string {
  const parts = [`Releases of ${remote}, newest first`];
  if (data.filters.store) parts.push(`states and health on ${data.filters.store}`);
  if (data.filters.state) parts.push(`only ${data.filters.state}`);
  return parts.join(' · ');
}

/**
 * The compact list: one line per release (a card on a phone, see styles.ts `.op-list`), its details
 * on its own page. With `actions`, a releaser's "promote" form per release.
 */
function releaseList(viewer: Viewer, data: ReleasesData, remote: RemoteName, withActions: boolean): Html {
  const releases = data.releases.filter((r) => r.remote === remote);
  if (releases.length === 0) return '<p class="op-muted">No release registered.</p>';
  const promoted = promotedOf(releases);
  const actions = withActions && can(viewer, 'release');
  const newest = releases[0]?.version;
  const rows = releases
    .map((release) => ({ release, status: statusOf(data, release, promoted) }))
    .filter(({ status }) => !data.filters.state || status.states.has(data.filters.state));
  if (rows.length === 0) {
    return `<p class="op-muted">No release of ${esc(remote)} is ${esc(data.filters.state ?? '')}${data.filters.store ? ` on ${esc(data.filters.store)}` : ''}.</p>`;
  }
  const body = rows
    .map(({ release, status }, index) => {
      const labels = `${release.version === newest ? ' <span class="op-muted">(newest)</span>' : ''}${
        release.version === promoted ? ' <span class="op-muted">(promoted)</span>' : release.promotedAt ? '' : ' <span class="op-muted">(never promoted)</span>'
      }`;
      const health = data.releaseHealth.find((h) => h.remote === remote && h.version === release.version);
      const promote = actions
        ? `<td role="cell" class="op-act">${postForm(
            REMOTES_ACTION,
            viewer.csrf,
            hidden('remote', remote) +
              hidden('op', 'promote') +
              hidden('version', release.version) +
              hidden('back', backTo(data, remote)) +
              select(`promote-${remote}-${index}`, 'store', `Storefront to promote ${remote} ${release.version} to`, storeOptions(data.stores, data.filters.store, 'All storefronts (the promoted release)')) +
              button('Promote', `${remote} ${release.version}`),
          )}</td>`
        : '';
      // Roles spelled out: on a phone the rows are cards (CSS display), which some browsers take for "not a table".
      return `<tr role="row"><th scope="row" role="rowheader"><a href="${esc(releasePath(remote, release.version))}">${esc(release.version)}</a>${labels}</th>
<td role="cell" data-label="Registered">${shortDate(release.createdAt)}</td>
<td role="cell" data-label="Largest page">${largestPage(release)}</td>
<td role="cell" data-label="Health (24 h)">${healthCell(data.loads.get(key(remote, release.version)), health)}</td>
<td role="cell" data-label="State">${stateCell(status)}</td>${promote}</tr>`;
    })
    .join('\n');
  const captionId = `releases-${remote}`;
  const col = (label: string) => `<th scope="col" role="columnheader">${label}</th>`;
  const head = `<thead role="rowgroup"><tr role="row">${col('Version')}${col('Registered')}${col('Largest page (gzipped JS)')}${col('Health (last 24 h)')}${col('State')}${actions ? col('Promote') : ''}</tr></thead>`;
  return scrollingTable(
    captionId,
    `<table class="op-list" role="table"><caption id="${captionId}">${esc(listCaption(data, remote))}</caption>${head}<tbody role="rowgroup">${body}</tbody></table>`,
  );
}

function servesCell(state: OperatorRemoteState, failedHere: boolean): Html {
  const version = state.version ? `<strong>${esc(state.version)}</strong>` : '<span class="op-muted">no release</span>';
  const notes = [state.pinnedVersion ? 'pinned' : 'follows promoted'];
  if (!state.enabled) notes.unshift('<span class="op-off">disabled</span>');
  if (state.rolloutVersion) notes.push(`${esc(state.rolloutVersion)} to ${esc(state.rolloutPercent ?? '')} %`);
  const words = notes.map((n) => `<span class="op-nw">${n}</span>`).join(' · ');
  return `${version}${failedHere ? ' <span class="op-warn">(marked failed here)</span>' : ''}<br><span class="op-muted">${words}</span>`;
}

function storefrontHead(state: OperatorRemoteState, stores: StorefrontModel[]): Html {
  const store = stores.find((s) => s.key === state.storefrontKey);
  return `<th scope="row">${esc(state.storefrontKey)}<span class="op-store-name"> ${esc(store?.name ?? '')}</span></th>`;
}

/**
 * Per storefront: what it serves, a one-click roll back (right after it, so a phone shows it next to
 * the sticky storefront column), its health. "Roll back all storefronts" follows the table.
 */
function rollbackSection(viewer: Viewer, data: ReleasesData, remote: RemoteName): Html {
  const releases = data.releases.filter((r) => r.remote === remote);
  const allStates = data.states.filter((s) => s.remote === remote);
  const states = scopedStates(data, remote);
  const failed = failedByStore(data, remote);
  const canAct = can(viewer, 'release');
  // The health job's rule (ADR 0037): the same release for every storefront serving one version.
  const evidence = data.goodEvidence ?? { failed: new Set<string>(), healthy: new Map<string, Date>() };
  const goodInstead = (version: string | null) => lastKnownGood(releases, version, evidence.failed, evidence.healthy);
  const rows = states
    .map((state) => {
      const previous = goodInstead(state.version);
      const health = data.health.find((h) => h.storefrontKey === state.storefrontKey && h.remote === remote);
      const fallback = health?.latestFallback;
      const action = !canAct
        ? ''
        : previous
          ? `<td>${postForm(
              REMOTES_ACTION,
              viewer.csrf,
              hidden('store', state.storefrontKey) +
                hidden('remote', remote) +
                hidden('op', 'rollback') +
                hidden('from', state.version ?? '') +
                hidden('back', backTo(data, remote)) +
                button('Roll back', `${state.storefrontKey} from ${state.version} to ${previous.version}`, { danger: true }),
            )}<span class="op-muted op-to" aria-hidden="true">to ${esc(previous.version)}</span></td>`
          : '<td><span class="op-muted">nothing to roll back to</span></td>';
      const failedHere = Boolean(state.version && failed.get(state.storefrontKey)?.has(state.version));
      return `<tr>${storefrontHead(state, data.stores)}
<td class="op-serves">${servesCell(state, failedHere)}</td>${action}
<td class="op-errors">${state.version ? esc(errorRateText(health?.errorRate)) : '<span class="op-muted">-</span>'}</td>
<td class="op-nw">${previous ? esc(previous.version) : '<span class="op-muted">none</span>'}</td>
<td class="op-wide">${fallback ? `${time(fallback.at)}: ${esc(fallback.reason)}` : '<span class="op-muted">none</span>'}</td></tr>`;
    })
    .join('\n');
  // All storefronts at once, when they all serve the same release (else "previous" differs per storefront).
  const versions = new Set(allStates.map((s) => s.version));
  const [only] = versions;
  const previousOfAll = versions.size === 1 && only ? goodInstead(only) : null;
  const allForm =
    canAct && previousOfAll && only
      ? `<div class="op-all" role="group" aria-labelledby="rollback-all-heading"><h3 id="rollback-all-heading">All storefronts at once</h3>
<p>Every storefront serves ${esc(only)}; this pins all ${esc(allStates.length)} to ${esc(previousOfAll.version)}.</p>${postForm(
          REMOTES_ACTION,
          viewer.csrf,
          hidden('store', ALL_STORES) +
            hidden('remote', remote) +
            hidden('op', 'rollback') +
            hidden('from', only) +
            hidden('back', backTo(data, remote)) +
            `<button type="submit" class="op-danger op-secondary">Roll back all storefronts<span class="op-vh"> from ${esc(only)} to ${esc(previousOfAll.version)} (${esc(remote)})</span></button>`,
        )}</div>`
      : '';
  const captionId = `rollback-${remote}`;
  const head = `<thead><tr><th scope="col">Storefront</th><th scope="col">Serves</th>${canAct ? '<th scope="col">Roll back</th>' : ''}<th scope="col">Errors (last hour)</th><th scope="col">Last known good</th><th scope="col">Latest fallback</th></tr></thead>`;
  const table = states.length
    ? scrollingTable(
        captionId,
        `<table class="op-sticky"><caption id="${captionId}">What ${data.filters.store ? esc(data.filters.store) : 'each storefront'} serves of ${esc(remote)}, its health and its last known good release</caption>${head}<tbody>${rows}</tbody></table>`,
      )
    : '<p class="op-muted">No storefront.</p>';
  return `<h2 id="rollback-heading">Storefronts: serve and roll back</h2>
<details class="op-help"><summary>How promoting and rolling back work</summary><p>A registered release reaches nobody until it is rolled out to a share of a storefront's visitors or promoted. Promoting to "all storefronts" makes it the remote's promoted release, which every storefront without a pin serves; promoting to one storefront pins it there. Rolling back pins the storefront to the last known good release, chosen exactly as the automatic fallback chooses it: of the releases once promoted to every storefront, other than the one it serves, the one with the most recent verified healthy traffic (enough signed page loads without significant errors) that has not failed anywhere (a release the automatic fallback left stays marked failed until it is pinned or promoted again). No such release: nothing to roll back to. It also ends a percentage rollout there. Pick "Follow promoted" in the <a href="/operator/">matrix</a> to undo the pin.</p></details>
${table}
${allForm}`;
}

/** The form of a rollout: which storefront(s), which release, what share of the visitors. */
function rolloutForm(viewer: Viewer, data: ReleasesData, remote: RemoteName, releases: RemoteReleaseRow[]): Html {
  const fields =
    hidden('remote', remote) +
    hidden('op', 'rollout') +
    hidden('back', backTo(data, remote)) +
    `<div class="op-field">${select(`rollout-store-${remote}`, 'store', 'Storefront', storeOptions(data.stores, data.filters.store, 'All storefronts'), false)}</div>` +
    `<div class="op-field">${select(
      `rollout-version-${remote}`,
      'version',
      'Release',
      releases.map((r, index) => ({ value: r.version, label: `${r.version}${index === 0 ? ' (newest)' : ''}` })),
      false,
    )}</div>` +
    `<div class="op-field"><label for="rollout-percent-${esc(remote)}">Share of visitors (%)</label><input id="rollout-percent-${esc(remote)}" name="percent" type="number" inputmode="numeric" min="1" max="99" step="1" required aria-describedby="rollout-percent-hint-${esc(remote)}"><span id="rollout-percent-hint-${esc(remote)}" class="op-muted">1 to 99. Raising it keeps the visitors already in.</span></div>` +
    button('Start rollout', `of ${remote}`);
  return postForm(REMOTES_ACTION, viewer.csrf, fields, { className: 'op-create', label: `Promote ${remote} to a percentage of visitors` });
}

function rolloutSection(viewer: Viewer, data: ReleasesData, remote: RemoteName): Html {
  const releases = data.releases.filter((r) => r.remote === remote);
  const running = scopedStates(data, remote).filter((s) => s.rolloutVersion);
  const canAct = can(viewer, 'release');
  const intro = `<h2 id="rollout-heading-${esc(remote)}">Promote to a percentage of visitors</h2>
<p>A rollout serves a release to a share of a storefront's visitors; the others keep the release it serves. Each visitor stays on their side from one page load to the next (the <code>shop_rollout</code> cookie). While a rollout runs, the storefront's pages are not kept by shared caches (CDN).</p>`;
  const form = canAct && releases.length ? rolloutForm(viewer, data, remote, releases) : '';
  if (running.length === 0) return `${intro}<p class="op-muted">No rollout of ${esc(remote)} runs${data.filters.store ? ` on ${esc(data.filters.store)}` : ''}.</p>${form}`;
  const rows = running
    .map((state) => {
      const target = `${remote} ${state.rolloutVersion} for ${state.storefrontKey}`;
      const fields = hidden('store', state.storefrontKey) + hidden('remote', remote) + hidden('version', state.rolloutVersion ?? '') + hidden('back', backTo(data, remote));
      const actions = canAct
        ? `<td>${postForm(REMOTES_ACTION, viewer.csrf, fields + hidden('op', 'rollout-promote') + button('Promote to all visitors', target))}${postForm(
            REMOTES_ACTION,
            viewer.csrf,
            fields + hidden('op', 'rollout-end') + button('Stop rollout', target, { danger: true }),
          )}</td>`
        : '';
      return `<tr>${storefrontHead(state, data.stores)}
<td class="op-nw">${esc(state.rolloutVersion ?? '')} to ${esc(state.rolloutPercent ?? '')} %</td>${actions}
<td>${state.version ? esc(state.version) : '<span class="op-muted">no release</span>'}${state.enabled ? '' : ' <span class="op-off">(disabled: serves nothing)</span>'}</td></tr>`;
    })
    .join('\n');
  const captionId = `rollouts-${remote}`;
  const head = `<thead><tr><th scope="col">Storefront</th><th scope="col">Rollout</th>${canAct ? '<th scope="col">Actions</th>' : ''}<th scope="col">Others get</th></tr></thead>`;
  return `${intro}${scrollingTable(captionId, `<table class="op-sticky"><caption id="${captionId}">Running rollouts of ${esc(remote)}</caption>${head}<tbody>${rows}</tbody></table>`)}${form}`;
}

/**
 * "Promote automatically after a healthy canary of N minutes" (ADR 0037): the policies in force, each
 * with a "switch off" button, then one form to set one (a storefront first, "all storefronts" last,
 * like every action here). Off by default.
 */
function autoPromoteSection(viewer: Viewer, data: ReleasesData, remote: RemoteName): Html {
  const canAct = can(viewer, 'release');
  const policies = data.autoPromote.filter((p) => p.remote === remote && (!data.filters.store || p.scope === data.filters.store || p.scope === ALL_STOREFRONTS));
  const scopeText = (scope: string) => (scope === ALL_STOREFRONTS ? 'All storefronts' : scope);
  const intro = `<h2 id="auto-promote-heading-${esc(remote)}">Promote automatically</h2>
<p>Off unless set here. With a policy, the health job promotes a canary of ${esc(remote)} once it has run the minutes given and was healthy all along (enough page loads on both sides, not significantly worse than the release it replaces, never marked failed). On one storefront the canary is pinned there; for all storefronts the release is promoted once every storefront running it is healthy. A storefront's own policy comes before the one for all.</p>`;
  const rows = policies
    .map((policy) => {
      const store = policy.scope === ALL_STOREFRONTS ? ALL_STORES : policy.scope;
      const off = canAct
        ? `<td>${postForm(
            REMOTES_ACTION,
            viewer.csrf,
            hidden('store', store) +
              hidden('remote', remote) +
              hidden('op', 'auto-promote-off') +
              hidden('back', backTo(data, remote)) +
              button('Switch off', `automatic promotion of ${remote} for ${scopeText(policy.scope)}`, { danger: true }),
          )}</td>`
        : '';
      return `<tr><th scope="row">${esc(scopeText(policy.scope))}</th><td class="op-nw">after ${esc(policy.afterMinutes)} min</td>${off}<td>${time(policy.setAt)}</td></tr>`;
    })
    .join('\n');
  const captionId = `auto-promote-${remote}`;
  const head = `<thead><tr><th scope="col">Storefront</th><th scope="col">Healthy canary for</th>${canAct ? '<th scope="col">Change</th>' : ''}<th scope="col">Set</th></tr></thead>`;
  const table = policies.length
    ? scrollingTable(captionId, `<table class="op-sticky"><caption id="${captionId}">Auto-promote policies of ${esc(remote)} (times in UTC)</caption>${head}<tbody>${rows}</tbody></table>`)
    : `<p class="op-muted">No policy${data.filters.store ? ` for ${esc(data.filters.store)}` : ''}: every promotion of ${esc(remote)} is an operator's act.</p>`;
  const form = canAct
    ? postForm(
        REMOTES_ACTION,
        viewer.csrf,
        hidden('remote', remote) +
          hidden('op', 'auto-promote') +
          hidden('back', backTo(data, remote)) +
          `<div class="op-field">${select(`auto-promote-store-${remote}`, 'store', 'Storefront', storeOptions(data.stores, data.filters.store, 'All storefronts'), false)}</div>` +
          `<div class="op-field"><label for="auto-promote-minutes-${esc(remote)}">Minutes of healthy canary</label><input id="auto-promote-minutes-${esc(remote)}" name="minutes" type="number" inputmode="numeric" min="1" max="${MAX_AUTO_PROMOTE_MINUTES}" step="1" required aria-describedby="auto-promote-minutes-hint-${esc(remote)}"><span id="auto-promote-minutes-hint-${esc(remote)}" class="op-muted">1 to ${MAX_AUTO_PROMOTE_MINUTES} (a week).</span></div>` +
          button('Set policy', `automatic promotion of ${remote}`),
        { className: 'op-create', label: `Promote ${remote} automatically after a healthy canary` },
      )
    : '';
  return `${intro}${table}${form}`;
}

/**
 * Registering a release whose files are already where the shop serves them from: the build pipeline
 * copied them into the shop (the CLI does, into .data/releases) or uploaded them to a CDN.
 */
function registerSection(viewer: Viewer, remote: RemoteName, draft: RegisterDraft): Html {
  if (!can(viewer, 'release')) return '';
  const id = (field: string) => `register-${field}-${esc(remote)}`;
  const fields =
    hidden('remote', remote) +
    hidden('op', 'register') +
    `<div class="op-field"><label for="${id('version')}">Version</label><input id="${id('version')}" name="version" type="text" value="${esc(draft.version)}" required maxlength="100" pattern="[0-9A-Za-z][0-9A-Za-z.+_\\-]*" autocomplete="off" aria-describedby="${id('version')}-hint"><span id="${id('version')}-hint" class="op-muted">Never reused: a version names one set of files for good.</span></div>` +
    `<div class="op-field"><label for="${id('folder')}">Folder inside the shop</label><input id="${id('folder')}" name="sourceDir" type="text" value="${esc(draft.sourceDir)}" maxlength="500" autocomplete="off" aria-describedby="${id('folder')}-hint"><span id="${id('folder')}-hint" class="op-muted">For example .data/releases/${esc(remote)}/1.4.0 (its shop-release.json is the declaration).</span></div>` +
    `<div class="op-field"><label for="${id('url')}">Or a CDN base URL</label><input id="${id('url')}" name="baseUrl" type="url" value="${esc(draft.baseUrl)}" maxlength="500" autocomplete="off" aria-describedby="${id('url')}-hint"><span id="${id('url')}-hint" class="op-muted">Where its mf-manifest.json lies, https://…</span></div>` +
    `<div class="op-field"><label for="${id('declaration')}">Declaration of a CDN release</label><textarea id="${id('declaration')}" name="declaration" rows="4" maxlength="12000" aria-describedby="${id('declaration')}-hint">${esc(draft.declaration)}</textarea><span id="${id('declaration')}-hint" class="op-muted">The shop-release.json its build wrote (only with a CDN base URL).</span></div>` +
    button('Check and register', `a release of ${remote}`);
  return `<h2 id="register-heading-${esc(remote)}">Register a release</h2>
<p>Before a release is registered, the release check loads it headless: its files must be complete and compile, its <code>./routes</code> must keep the contract and implement exactly the route keys it declares, and it must be built for the contract this shell provides. A release that fails is refused, with the reasons. A registered release is served by no storefront until it is rolled out to a share of a storefront's visitors or promoted.</p>
${postForm(REMOTES_ACTION, viewer.csrf, fields, { className: 'op-create', label: `Register a release of ${remote}` })}`;
}

/** What an operator typed into the register form, shown again when the registration is refused. */
export interface RegisterDraft {
  version: string;
  sourceDir: string;
  baseUrl: string;
  declaration: string;
}
const EMPTY_DRAFT: RegisterDraft = { version: '', sourceDir: '', baseUrl: '', declaration: '' };

/** Links within a long page: on a phone the sections are a thumb's reach away. */
function jumpLinks(links: Array<[string, string]>): Html {
  return `<nav class="op-jump" aria-label="On this page"><ul>${links.map(([href, label]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('')}</ul></nav>`;
}

export function remoteReleasesPage(viewer: Viewer, data: ReleasesData, remote: RemoteName, notice: Notice | null, registerDraft: RegisterDraft = EMPTY_DRAFT): Html {
  const releaser = can(viewer, 'release');
  const body = `<p><a href="${RELEASES_PATH}">All remotes</a></p>
${jumpLinks([
  ['#releases-heading', 'Releases'],
  ['#rollback-heading', 'Storefronts'],
  [`#rollout-heading-${remote}`, 'Rollouts'],
  [`#auto-promote-heading-${remote}`, 'Auto-promote'],
  ...(releaser ? ([[`#register-heading-${remote}`, 'Register']] as Array<[string, string]>) : []),
  [comparePath(remote), 'Compare two releases'],
])}
${filterForm(data, remotePath(remote), false)}
<h2 id="releases-heading">Releases</h2>
${releaseList(viewer, data, remote, true)}
<p><a href="${esc(comparePath(remote))}">Compare two releases of ${esc(remote)}</a></p>
${rollbackSection(viewer, data, remote)}
${rolloutSection(viewer, data, remote)}
${autoPromoteSection(viewer, data, remote)}
${registerSection(viewer, remote, registerDraft)}`;
  return layout({ title: `Releases of ${remote}`, current: RELEASES_PATH, viewer, notice, body });
}

export function allReleasesPage(viewer: Viewer, data: ReleasesData, notice: Notice | null): Html {
  const remotes = data.filters.remote ? [data.filters.remote] : REMOTE_NAMES;
  const sections = remotes
    .map((remote) => {
      const serves = data.filters.store ? data.states.find((s) => s.remote === remote && s.storefrontKey === data.filters.store) : undefined;
      const servesLine = serves
        ? `<p>${esc(serves.storefrontKey)} serves ${serves.version ? `<strong>${esc(serves.version)}</strong>` : 'no release'} (${serves.pinnedVersion ? 'pinned' : 'follows promoted'}${serves.enabled ? '' : ', <span class="op-off">disabled</span>'}${
            serves.rolloutVersion ? `; ${esc(serves.rolloutVersion)} to ${esc(serves.rolloutPercent ?? '')} %` : ''
          }).</p>`
        : '';
      const query = filterQuery(data.filters, { withRemote: false });
      return `<section aria-labelledby="remote-${esc(remote)}"><h2 id="remote-${esc(remote)}">${esc(remote)}</h2>
${servesLine}<p class="op-links"><a href="${esc(query ? `${remotePath(remote)}?${query}` : remotePath(remote))}">${can(viewer, 'release') ? 'Promote or roll back' : 'Storefronts'}<span class="op-vh"> of ${esc(remote)}</span></a> <a href="${esc(comparePath(remote))}">Compare<span class="op-vh"> two releases of ${esc(remote)}</span></a></p>
${releaseList(viewer, data, remote, false)}</section>`;
    })
    .join('\n');
  return layout({ title: 'Releases', current: RELEASES_PATH, viewer, notice, body: filterForm(data, RELEASES_PATH, true) + sections });
}

// ---- one release ----------------------------------------------------------------------------------

export interface ReleaseDetail {
  release: RemoteReleaseRow;
  /** Loads and failures per hour over the last day (of the filtered storefront, or all). */
  history: HourFigures[];
  fallbacks: ReleaseFallback[];
}

function source(release: RemoteReleaseRow): Html {
  if (release.baseUrl) return `CDN <code>${esc(release.baseUrl)}</code>`;
  return `folder <code>${esc(release.sourceDir ?? '')}</code>`;
}

function commitOf(release: RemoteReleaseRow): Html {
  return release.gitCommit ? `<code>${esc(release.gitCommit)}</code>` : '<span class="op-muted">not recorded</span>';
}

function builtAtOf(release: RemoteReleaseRow): Html {
  return release.builtAt ? time(release.builtAt.toISOString()) : '<span class="op-muted">not recorded</span>';
}

/** Provenance recorded since migration 0031 (whether the tree was dirty, who built it); null: not said. */
function provenance(release: RemoteReleaseRow): { dirty: boolean | null; builder: string | null } {
  const row = release as RemoteReleaseRow & { gitDirty?: boolean | null; builder?: string | null };
  return { dirty: row.gitDirty ?? null, builder: row.builder ?? null };
}

function dirtyOf(release: RemoteReleaseRow): Html {
  const { dirty } = provenance(release);
  if (dirty === null) return '<span class="op-muted">not recorded</span>';
  return dirty ? '<span class="op-warn">uncommitted changes</span>' : 'clean';
}

function builderOf(release: RemoteReleaseRow): Html {
  const { builder } = provenance(release);
  return builder ? esc(builder) : '<span class="op-muted">not recorded</span>';
}

function checkedOf(release: RemoteReleaseRow): Html {
  return release.checkedAt ? `passed ${time(release.checkedAt.toISOString())}` : '<span class="op-muted">not checked (registered before the release check)</span>';
}

/** A table of facts: one row per fact, its name as the row header (two columns fit a phone). */
function factTable(id: string, caption: string, rows: Array<[string, Html]>): Html {
  return scrollingTable(
    id,
    `<table class="op-facts"><caption id="${esc(id)}">${esc(caption)}</caption><tbody>${rows.map(([name, value]) => `<tr><th scope="row">${esc(name)}</th><td>${value}</td></tr>`).join('\n')}</tbody></table>`,
  );
}

function historyTable(detail: ReleaseDetail, store: string | null): Html {
  const where = store ? ` on ${store}` : '';
  if (!detail.history.length) {
    return `<p class="op-muted">No reports${esc(where)} in the last 24 hours (browsers' reports are kept for a day).</p>`;
  }
  const total = detail.history.reduce((sum, h) => ({ loads: sum.loads + h.loads, failures: sum.failures + h.failures }), { loads: 0, failures: 0 });
  const rows = detail.history
    .map((h) => {
      const rate = h.loads ? h.failures / h.loads : 0;
      const percent = Math.round(rate * 1000) / 10;
      return `<tr><th scope="row"><time datetime="${esc(h.hour)}">${esc(`${h.hour.slice(5, 10)} ${h.hour.slice(11, 13)}:00`)}</time></th><td>${esc(h.loads)}</td><td>${
        h.failures ? `<span class="op-warn">${esc(h.failures)}</span>` : '0'
      }</td><td><meter min="0" max="100" low="5" high="20" optimum="0" value="${esc(percent)}" aria-hidden="true"></meter> ${esc(percent)} %</td></tr>`;
    })
    .join('\n');
  const id = 'history-caption';
  return scrollingTable(
    id,
    `<table class="op-history"><caption id="${id}">Loads and failures browsers reported${esc(where)} per hour (UTC), last 24 hours: ${esc(total.failures)} failures of ${esc(total.loads)} loads</caption><thead><tr><th scope="col">Hour</th><th scope="col">Loads</th><th scope="col">Failures</th><th scope="col">Error rate</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

function fallbackTable(detail: ReleaseDetail): Html {
  if (!detail.fallbacks.length) return '<p class="op-muted">No automatic fallback from this release.</p>';
  const rows = detail.fallbacks
    .map(
      (f) =>
        `<tr><th scope="row">${esc(f.storefrontKey)}</th><td>${time(f.at)}</td><td class="op-nw">${f.toVersion ? esc(f.toVersion) : '<span class="op-muted">none possible</span>'}</td><td class="op-wide">${esc(f.reason)}</td></tr>`,
    )
    .join('\n');
  return scrollingTable(
    'fallbacks-caption',
    `<table class="op-sticky"><caption id="fallbacks-caption">Automatic fallbacks from this release, newest first</caption><thead><tr><th scope="col">Storefront</th><th scope="col">When</th><th scope="col">To</th><th scope="col">Why</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function releasePage(viewer: Viewer, data: ReleasesData, detail: ReleaseDetail): Html {
  const { release } = detail;
  const remote = release.remote as RemoteName;
  const releases = data.releases.filter((r) => r.remote === remote);
  const promoted = promotedOf(releases);
  const status = statusOf(data, release, promoted);
  const health = data.releaseHealth.find((h) => h.remote === remote && h.version === release.version);
  const declaration = release.declaration;
  const index = releases.findIndex((r) => r.version === release.version);
  const previous = index >= 0 ? releases[index + 1] : undefined;
  const store = data.filters.store;
  const facts: Array<[string, Html]> = [
    ['State', stateCell(status)],
    ['Registered', time(release.createdAt.toISOString())],
    ['Promoted', release.promotedAt ? time(release.promotedAt.toISOString()) : '<span class="op-muted">never</span>'],
    ['Served by', status.servedBy.length ? `${esc(status.servedBy.length)}: ${esc(status.servedBy.join(', '))}` : '<span class="op-muted">none</span>'],
    ['Built', builtAtOf(release)],
    ['Commit', commitOf(release)],
    ['Working tree', dirtyOf(release)],
    ['Builder', builderOf(release)],
    ['Built from package', declaration ? esc(declaration.version) : '<span class="op-muted">unknown</span>'],
    ['Contract', declaration ? esc(declaration.contractVersion) : '<span class="op-muted">unknown (registered before declarations)</span>'],
    ['Source', source(release)],
    ['Release check', checkedOf(release)],
    ['Manifest', check(health?.manifest)],
    ['Remote entry', check(health?.entry)],
    ['Contract check', check(health?.contract)],
    ['Health (last 24 h)', healthCell(data.loads.get(key(remote, release.version)), health)],
  ];
  const sizes = new Map(pageJsSizes(release).map((s) => [s.routeKey, s.bytes]));
  const keys = declaration?.routes.map((r) => r.key) ?? [...sizes.keys()];
  const pages = keys.length
    ? scrollingTable(
        'pages-caption',
        `<table class="op-facts"><caption id="pages-caption">Its ${esc(keys.length)} route keys and the gzipped JavaScript each page loads (remote entry, routes and the page's chunk)</caption><thead><tr><th scope="col">Route key</th><th scope="col">Gzipped JS</th></tr></thead><tbody>${keys
          .map((k) => `<tr><th scope="row"><code>${esc(k)}</code></th><td>${sizes.has(k) ? esc(kilobytes(sizes.get(k) as number)) : '<span class="op-muted">not recorded</span>'}</td></tr>`)
          .join('')}</tbody></table>`,
      )
    : '<p class="op-muted">No route keys declared.</p>';
  const storeForm = `<form method="get" action="${esc(releasePath(remote, release.version))}" class="op-filters" aria-label="Error history of one storefront">
<div class="op-field">${select(
    'history-storefront',
    'storefront',
    'Storefront',
    [{ value: '', label: 'All storefronts', selected: !store }, ...data.stores.map((s) => ({ value: s.key, label: `${s.key} · ${s.name}`, selected: s.key === store }))],
    false,
  )}</div><div class="op-filter-actions"><button type="submit">Show</button></div></form>`;
  const links = [
    `<a href="${esc(remotePath(remote))}">Releases of ${esc(remote)}</a>`,
    previous ? `<a href="${esc(`${comparePath(remote)}?${new URLSearchParams({ from: previous.version, to: release.version })}`)}">Compare with ${esc(previous.version)}</a>` : '',
  ].filter(Boolean);
  const body = `<p class="op-links">${links.join(' ')}</p>
${filterProblems(data)}
${factTable('facts-caption', `${remote} ${release.version}${store ? ` (states and health on ${store})` : ''}`, facts)}
<h2 id="pages-heading">Route keys and page sizes</h2>
${pages}
<h2 id="history-heading">Error history</h2>
${storeForm}
${historyTable(detail, store)}
<h2 id="fallbacks-heading">Fallbacks from it</h2>
${fallbackTable(detail)}`;
  return layout({ title: `${remote} ${release.version}`, current: RELEASES_PATH, viewer, body });
}

// ---- two releases side by side ------------------------------------------------------------------

export interface CompareChoice {
  from: RemoteReleaseRow | null;
  to: RemoteReleaseRow | null;
  problems: string[];
}

function signedKilobytes(bytes: number): string {
  if (bytes === 0) return '±0';
  const size = Math.abs(bytes) < 1000 ? `${Math.abs(bytes)} B` : kilobytes(Math.abs(bytes));
  return `${bytes > 0 ? '+' : '−'}${size}`;
}

function sizeChange(before: number | undefined, after: number | undefined): Html {
  if (before === undefined && after === undefined) return '<span class="op-muted">not recorded</span>';
  if (before === undefined) return 'new page';
  if (after === undefined) return 'page removed';
  const delta = after - before;
  const percent = before ? Math.round((delta / before) * 1000) / 10 : 0;
  const text = `${signedKilobytes(delta)}${delta && before ? ` (${percent > 0 ? '+' : ''}${percent} %)` : ''}`;
  return delta > 0 ? `<span class="op-warn">${esc(text)}</span>` : esc(text);
}

function keyList(keys: string[], none: string): Html {
  return keys.length ? keys.map((k) => `<code>${esc(k)}</code>`).join(', ') : `<span class="op-muted">${esc(none)}</span>`;
}

function comparison(remote: RemoteName, from: RemoteReleaseRow, to: RemoteReleaseRow): Html {
  const fromKeys = from.declaration?.routes.map((r) => r.key) ?? null;
  const toKeys = to.declaration?.routes.map((r) => r.key) ?? null;
  const keys =
    fromKeys && toKeys
      ? `<ul class="op-diff">
<li><strong>Added</strong> (${esc(toKeys.filter((k) => !fromKeys.includes(k)).length)}): ${keyList(toKeys.filter((k) => !fromKeys.includes(k)), 'none')}</li>
<li><strong>Removed</strong> (${esc(fromKeys.filter((k) => !toKeys.includes(k)).length)}): ${keyList(fromKeys.filter((k) => !toKeys.includes(k)), 'none')}</li>
<li><strong>In both</strong> (${esc(toKeys.filter((k) => fromKeys.includes(k)).length)}): ${keyList(toKeys.filter((k) => fromKeys.includes(k)), 'none')}</li>
</ul>`
      : '<p class="op-muted">Not known: a release registered before declarations has none.</p>';
  const same = (a: string, b: string) => (a === b ? '' : ' <span class="op-tag op-tag-canary">changed</span>');
  const text = (release: RemoteReleaseRow, pick: (r: RemoteReleaseRow) => string | null | undefined) => pick(release) ?? '';
  const row = (name: string, render: (r: RemoteReleaseRow) => Html, raw: (r: RemoteReleaseRow) => string | null | undefined) =>
    `<tr><th scope="row">${esc(name)}${same(text(from, raw), text(to, raw))}</th><td>${render(from)}</td><td>${render(to)}</td></tr>`;
  const build = `<table class="op-sticky op-compare"><caption id="compare-build">Provenance: what the declaration and the release check recorded</caption><thead><tr><th scope="col">Recorded</th><th scope="col">${esc(from.version)}</th><th scope="col">${esc(to.version)}</th></tr></thead><tbody>
${row('Registered', (r) => shortTime(r.createdAt), (r) => r.createdAt.toISOString())}
${row('Built', builtAtOf, (r) => r.builtAt?.toISOString())}
${row('Commit', (r) => (r.gitCommit ? `<code title="${esc(r.gitCommit)}">${esc(r.gitCommit.slice(0, 12))}</code>` : '<span class="op-muted">not recorded</span>'), (r) => r.gitCommit)}
${row('Working tree', dirtyOf, (r) => String(provenance(r).dirty))}
${row('Builder', builderOf, (r) => provenance(r).builder)}
${row('Package', (r) => (r.declaration ? esc(r.declaration.version) : '<span class="op-muted">unknown</span>'), (r) => r.declaration?.version)}
${row('Contract', (r) => (r.declaration ? esc(r.declaration.contractVersion) : '<span class="op-muted">unknown</span>'), (r) => r.declaration?.contractVersion)}
${row('Source', (r) => (r.baseUrl ? 'CDN' : 'folder'), (r) => (r.baseUrl ? 'cdn' : 'folder'))}
${row('Release check', (r) => (r.checkedAt ? 'passed' : '<span class="op-muted">not checked</span>'), (r) => (r.checkedAt ? 'passed' : 'no'))}
${row('Promoted', (r) => (r.promotedAt ? shortTime(r.promotedAt) : '<span class="op-muted">never</span>'), (r) => r.promotedAt?.toISOString())}
</tbody></table>`;
  const fromSizes = new Map(pageJsSizes(from).map((s) => [s.routeKey, s.bytes]));
  const toSizes = new Map(pageJsSizes(to).map((s) => [s.routeKey, s.bytes]));
  const pageKeys = [...new Set([...(fromKeys ?? fromSizes.keys()), ...(toKeys ?? toSizes.keys())])];
  const cell = (sizes: Map<string, number>, release: RemoteReleaseRow, k: string) =>
    sizes.has(k) ? esc(kilobytes(sizes.get(k) as number)) : `<span class="op-muted">${release.checkedAt ? '—' : 'not checked'}</span>`;
  const sizeRows = pageKeys
    .map((k) => `<tr><th scope="row"><code>${esc(k)}</code></th><td>${cell(fromSizes, from, k)}</td><td>${cell(toSizes, to, k)}</td><td>${sizeChange(fromSizes.get(k), toSizes.get(k))}</td></tr>`)
    .join('\n');
  const largest = (sizes: Map<string, number>) => (sizes.size ? Math.max(...sizes.values()) : undefined);
  const [fromMax, toMax] = [largest(fromSizes), largest(toSizes)];
  const sizes = `<table class="op-sticky op-compare"><caption id="compare-sizes">Gzipped JavaScript each page loads (remote entry, routes and the page's chunk; the release check records no other file sizes)</caption><thead><tr><th scope="col">Page</th><th scope="col">${esc(from.version)}</th><th scope="col">${esc(to.version)}</th><th scope="col">Change</th></tr></thead><tbody>${sizeRows}</tbody><tfoot><tr><th scope="row">Largest page</th><td>${
    fromMax === undefined ? '<span class="op-muted">—</span>' : esc(kilobytes(fromMax))
  }</td><td>${toMax === undefined ? '<span class="op-muted">—</span>' : esc(kilobytes(toMax))}</td><td>${fromMax === undefined || toMax === undefined ? '' : sizeChange(fromMax, toMax)}</td></tr></tfoot></table>`;
  return `<h2 id="compare-keys">Route keys from ${esc(from.version)} to ${esc(to.version)}</h2>
${keys}
<h2 id="compare-sizes-heading">Page sizes</h2>
${scrollingTable('compare-sizes', sizes)}
<h2 id="compare-build-heading">Build and commit</h2>
${scrollingTable('compare-build', build)}
<p class="op-links"><a href="${esc(releasePath(remote, from.version))}">${esc(from.version)} in detail</a> <a href="${esc(releasePath(remote, to.version))}">${esc(to.version)} in detail</a></p>`;
}

export function comparePage(viewer: Viewer, data: ReleasesData, remote: RemoteName, choice: CompareChoice): Html {
  const releases = data.releases.filter((r) => r.remote === remote);
  const options = (selected: string | undefined) => releases.map((r, index) => ({ value: r.version, label: `${r.version}${index === 0 ? ' (newest)' : ''}`, selected: r.version === selected }));
  const form = `<form method="get" action="${esc(comparePath(remote))}" class="op-filters" aria-label="Choose two releases">
<div class="op-field">${select('compare-from', 'from', 'From release', options(choice.from?.version), false)}</div>
<div class="op-field">${select('compare-to', 'to', 'To release', options(choice.to?.version), false)}</div>
<div class="op-filter-actions"><button type="submit">Compare</button></div>
</form>`;
  const problems = choice.problems.length ? `<div class="op-error" role="alert">${choice.problems.map((p) => `<p>${esc(p)}</p>`).join('')}</div>` : '';
  const result =
    releases.length < 2
      ? `<p class="op-muted">${esc(remote)} has ${releases.length ? 'one release' : 'no release'}: nothing to compare.</p>`
      : choice.from && choice.to && choice.from.version !== choice.to.version
        ? comparison(remote, choice.from, choice.to)
        : '';
  const body = `<p><a href="${esc(remotePath(remote))}">Releases of ${esc(remote)}</a></p>${problems}${form}${result}`;
  return layout({ title: `Compare releases of ${remote}`, current: RELEASES_PATH, viewer, body });
}
