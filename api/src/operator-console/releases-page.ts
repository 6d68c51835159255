/**
 * `/operator/releases` (every remote: its releases at a glance) and `/operator/releases/<remote>`
 * (one remote: its releases with what each declares and its health checks — manifest, remote entry,
 * contract — a "promote" form per release, a percentage rollout form with each running rollout's
 * "promote to all visitors" and "stop", and per storefront the error rate of the last hour, the latest
 * automatic fallback and a one-click roll back to the last known good release, which also ends its
 * rollout; ADRs 0028, 0029), and for releasers a form that registers a release whose files are in
 * place (a folder inside the shop or a CDN URL), checked like the CLI's (ADR 0030).
 *
 * What a release shows is what the registry holds: version, registration time, the declaration
 * (contract version, route keys, the package version it was built from), its source (a folder on the
 * server or a CDN URL) and what the release check recorded (ADR 0030): build time, git commit, the
 * gzipped JavaScript of each page, and whether it was checked at all (releases registered before the
 * check say "not checked" rather than inventing figures).
 */
import type { RemoteReleaseRow } from '../db/schema';
import type { StorefrontModel } from '../domains/storefront/directory';
import { type CheckResult, type ReleaseHealthModel, type StorefrontRemoteHealth, errorRateText } from '../remotes/health';
import type { OperatorRemoteState } from '../remotes/operations';
import { pageJsSizes } from '../remotes/release-check';
import { REMOTE_NAMES, type RemoteName } from '../remotes/remote-names';
import { type Html, type Notice, type Viewer, button, can, esc, hidden, layout, postForm, scrollingTable, select, time } from './html';
import { ALL_STORES, REMOTES_ACTION } from './matrix-page';
import { lastKnownGood } from './rollback';

export interface ReleasesData {
  stores: StorefrontModel[];
  states: OperatorRemoteState[];
  /** Per remote newest first (listReleases' order). */
  releases: RemoteReleaseRow[];
  /** Health per storefront and remote. */
  health: StorefrontRemoteHealth[];
  /** Manifest, entry and contract checks of the releases concerned (remotes/health.ts). */
  releaseHealth: ReleaseHealthModel[];
  /** Per storefront, the releases of the page's remote that failed there (the fallback's marks). */
  failed: Map<string, Set<string>>;
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

function builtCell(release: RemoteReleaseRow): Html {
  const when = release.builtAt ? time(release.builtAt.toISOString()) : '<span class="op-muted">not recorded</span>';
  const commit = release.gitCommit ? `<br><code title="${esc(release.gitCommit)}">${esc(release.gitCommit.slice(0, 8))}</code>` : '';
  return `${when}${commit}`;
}

function checkCell(release: RemoteReleaseRow): Html {
  if (!release.checkedAt) return '<span class="op-muted">not checked (registered before the release check)</span>';
  const sizes = pageJsSizes(release);
  const list = sizes.length
    ? `<ul class="op-sizes">${sizes.map((s) => `<li><code>${esc(s.routeKey)}</code> ${esc(kilobytes(s.bytes))}</li>`).join('')}</ul>`
    : '';
  return `Passed ${time(release.checkedAt.toISOString())}${list}`;
}

function source(release: RemoteReleaseRow): Html {
  if (release.baseUrl) return `CDN <code>${esc(release.baseUrl)}</code>`;
  return `folder <code>${esc(release.sourceDir ?? '')}</code>`;
}

function servedBy(states: OperatorRemoteState[], version: string): Html {
  const stores = states.filter((s) => s.version === version).map((s) => s.storefrontKey);
  if (stores.length === 0) return '<span class="op-muted">none</span>';
  return `${esc(stores.length)}: ${esc(stores.join(', '))}`;
}

function storeOptions(stores: StorefrontModel[]) {
  return [
    { value: ALL_STORES, label: 'All storefronts' },
    ...stores.map((s) => ({ value: s.key, label: `${s.key} · ${s.name} · store ${s.storeId}` })),
  ];
}

/** The version promoted last: what storefronts without a pin serve (issue 32). */
function promotedOf(releases: RemoteReleaseRow[]): string | null {
  let promoted: RemoteReleaseRow | null = null;
  for (const release of releases) {
    if (release.promotedAt && (!promoted?.promotedAt || release.promotedAt > promoted.promotedAt)) promoted = release;
  }
  return promoted?.version ?? null;
}

function releaseRows(viewer: Viewer, data: ReleasesData, remote: RemoteName, releases: RemoteReleaseRow[], states: OperatorRemoteState[]): Html {
  const promoted = promotedOf(releases);
  return releases
    .map((release, index) => {
      const declaration = release.declaration;
      const health = data.releaseHealth.find((h) => h.remote === remote && h.version === release.version);
      const keys = declaration?.routes.map((r) => r.key) ?? [];
      const promote = can(viewer, 'releaser')
        ? `<td>${postForm(
            REMOTES_ACTION,
            viewer.csrf,
            hidden('remote', remote) +
              hidden('op', 'promote') +
              hidden('version', release.version) +
              hidden('back', `/operator/releases/${remote}`) +
              select(`promote-${remote}-${index}`, 'store', `Storefront to promote ${remote} ${release.version} to`, storeOptions(data.stores)) +
              button('Promote', `${remote} ${release.version}`),
          )}</td>`
        : '';
      return `<tr><th scope="row">${esc(release.version)}${index === 0 ? ' <span class="op-muted">(newest)</span>' : ''}${release.version === promoted ? ' <span class="op-muted">(promoted)</span>' : release.promotedAt ? '' : ' <span class="op-muted">(never promoted)</span>'}</th>
<td>${time(release.createdAt.toISOString())}</td>
<td>${declaration ? esc(declaration.contractVersion) : '<span class="op-muted">unknown (registered before declarations)</span>'}</td>
<td class="op-keys">${keys.length ? keys.map((k) => `<code>${esc(k)}</code>`).join(', ') : '<span class="op-muted">none declared</span>'}</td>
<td>${declaration ? esc(declaration.version) : '<span class="op-muted">unknown</span>'}</td>
<td>${builtCell(release)}</td>
<td>${checkCell(release)}</td>
<td>${source(release)}</td>
<td>${check(health?.manifest)}</td>
<td>${check(health?.entry)}</td>
<td>${check(health?.contract)}</td>
<td>${servedBy(states, release.version)}</td>${promote}</tr>`;
    })
    .join('\n');
}

function releasesTable(viewer: Viewer, data: ReleasesData, remote: RemoteName, withActions: boolean): Html {
  const releases = data.releases.filter((r) => r.remote === remote);
  const states = data.states.filter((s) => s.remote === remote);
  if (releases.length === 0) return '<p class="op-muted">No release registered.</p>';
  const captionId = `releases-${remote}`;
  const actions = withActions && can(viewer, 'releaser');
  const head = `<thead><tr><th scope="col">Version</th><th scope="col">Registered</th><th scope="col">Contract</th><th scope="col">Route keys</th><th scope="col">Built from package</th><th scope="col">Built (commit)</th><th scope="col">Check · gzipped JS per page</th><th scope="col">Source</th><th scope="col">Manifest</th><th scope="col">Remote entry</th><th scope="col">Contract check</th><th scope="col">Served by</th>${actions ? '<th scope="col">Promote</th>' : ''}</tr></thead>`;
  const rows = releaseRows(actions ? viewer : { ...viewer, role: 'viewer' }, data, remote, releases, states);
  return scrollingTable(captionId, `<table><caption id="${captionId}">Releases of ${esc(remote)}, newest first</caption>${head}<tbody>${rows}</tbody></table>`);
}

function rollbackSection(viewer: Viewer, data: ReleasesData, remote: RemoteName): Html {
  const releases = data.releases.filter((r) => r.remote === remote);
  const states = data.states.filter((s) => s.remote === remote);
  const canAct = can(viewer, 'releaser');
  const rows = states
    .map((state) => {
      const store = data.stores.find((s) => s.key === state.storefrontKey);
      const previous = lastKnownGood(releases, state.version, data.failed.get(state.storefrontKey));
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
                hidden('back', `/operator/releases/${remote}`) +
                button('Roll back', `${state.storefrontKey} from ${state.version} to ${previous.version}`, { danger: true }),
            )}</td>`
          : '<td><span class="op-muted">no other promoted release that has not failed here</span></td>';
      return `<tr><th scope="row">${esc(state.storefrontKey)}<br><span class="op-muted">${esc(store?.name ?? '')}</span></th>
<td>${state.enabled ? '<span class="op-on">Enabled</span>' : '<span class="op-off">Disabled</span>'}</td>
<td>${state.version ? esc(state.version) : '<span class="op-muted">no release</span>'}${state.version && data.failed.get(state.storefrontKey)?.has(state.version) ? ' <span class="op-warn">(marked failed here)</span>' : ''}</td>
<td>${state.pinnedVersion ? `pinned to ${esc(state.pinnedVersion)}` : 'follows promoted'}</td>
<td>${state.version ? esc(errorRateText(health?.errorRate)) : '<span class="op-muted">-</span>'}</td>
<td>${fallback ? `${time(fallback.at)}: ${esc(fallback.reason)}` : '<span class="op-muted">none</span>'}</td>
<td>${previous ? esc(previous.version) : '<span class="op-muted">none</span>'}</td>${action}</tr>`;
    })
    .join('\n');
  // All storefronts at once, when they all serve the same release (else "previous" differs per storefront).
  const versions = new Set(states.map((s) => s.version));
  const [only] = versions;
  // … and, with their failed releases, the same last known good one.
  const goods = only ? states.map((s) => lastKnownGood(releases, only, data.failed.get(s.storefrontKey))?.version ?? null) : [];
  const previousOfAll =
    versions.size === 1 && only && goods[0] && goods.every((v) => v === goods[0]) ? lastKnownGood(releases, only, data.failed.get(states[0]?.storefrontKey ?? '')) : null;
  const allForm =
    canAct && previousOfAll && only
      ? postForm(
          REMOTES_ACTION,
          viewer.csrf,
          hidden('store', ALL_STORES) +
            hidden('remote', remote) +
            hidden('op', 'rollback') +
            hidden('from', only) +
            hidden('back', `/operator/releases/${remote}`) +
            button('Roll back all storefronts', `from ${only} to ${previousOfAll.version} (${remote})`, { danger: true }),
        )
      : '';
  const captionId = `rollback-${remote}`;
  const head = `<thead><tr><th scope="col">Storefront</th><th scope="col">Status</th><th scope="col">Serves</th><th scope="col">Pin</th><th scope="col">Errors (last hour)</th><th scope="col">Latest fallback</th><th scope="col">Last known good</th>${canAct ? '<th scope="col">Roll back</th>' : ''}</tr></thead>`;
  return `<h2 id="rollback-heading">Roll back per storefront</h2>
<p>A registered release reaches nobody until it is rolled out to a share of a storefront's visitors or promoted. Promoting to "all storefronts" makes it the remote's promoted release, which every storefront without a pin serves; promoting to one storefront pins it there. Rolling back pins the storefront to its last known good release: the release promoted last, other than the one it serves, that has not failed on that storefront (a release the automatic fallback left stays marked failed there until it is pinned or promoted again). It also ends a percentage rollout there. Pick "Follow promoted" in the <a href="/operator/">matrix</a> to undo the pin.</p>
${allForm}
${scrollingTable(captionId, `<table><caption id="${captionId}">What each storefront serves of ${esc(remote)}, its health, and its last known good release</caption>${head}<tbody>${rows}</tbody></table>`)}`;
}

/** The form of a rollout: which storefront(s), which release, what share of the visitors. */
function rolloutForm(viewer: Viewer, data: ReleasesData, remote: RemoteName, releases: RemoteReleaseRow[]): Html {
  const fields =
    hidden('remote', remote) +
    hidden('op', 'rollout') +
    hidden('back', `/operator/releases/${remote}`) +
    `<div class="op-field">${select(`rollout-store-${remote}`, 'store', 'Storefront', storeOptions(data.stores), false)}</div>` +
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
  const running = data.states.filter((s) => s.remote === remote && s.rolloutVersion);
  const canAct = can(viewer, 'releaser');
  const intro = `<h2 id="rollout-heading-${esc(remote)}">Promote to a percentage of visitors</h2>
<p>A rollout serves a release to a share of a storefront's visitors; the others keep the release it serves. Each visitor stays on their side from one page load to the next (the <code>shop_rollout</code> cookie). While a rollout runs, the storefront's pages are not kept by shared caches (CDN).</p>`;
  const form = canAct && releases.length ? rolloutForm(viewer, data, remote, releases) : '';
  if (running.length === 0) return `${intro}${form}<p class="op-muted">No rollout of ${esc(remote)} runs.</p>`;
  const rows = running
    .map((state) => {
      const target = `${remote} ${state.rolloutVersion} for ${state.storefrontKey}`;
      const fields =
        hidden('store', state.storefrontKey) + hidden('remote', remote) + hidden('version', state.rolloutVersion ?? '') + hidden('back', `/operator/releases/${remote}`);
      const actions = canAct
        ? `<td>${postForm(REMOTES_ACTION, viewer.csrf, fields + hidden('op', 'rollout-promote') + button('Promote to all visitors', target))}${postForm(
            REMOTES_ACTION,
            viewer.csrf,
            fields + hidden('op', 'rollout-end') + button('Stop rollout', target, { danger: true }),
          )}</td>`
        : '';
      return `<tr><th scope="row">${esc(state.storefrontKey)}</th>
<td>${state.enabled ? '<span class="op-on">Enabled</span>' : '<span class="op-off">Disabled (serves nothing)</span>'}</td>
<td>${state.version ? esc(state.version) : '<span class="op-muted">no release</span>'}</td>
<td>${esc(state.rolloutVersion ?? '')} to ${esc(state.rolloutPercent ?? '')} %</td>${actions}</tr>`;
    })
    .join('\n');
  const captionId = `rollouts-${remote}`;
  const head = `<thead><tr><th scope="col">Storefront</th><th scope="col">Status</th><th scope="col">Others get</th><th scope="col">Rollout</th>${canAct ? '<th scope="col">Actions</th>' : ''}</tr></thead>`;
  return `${intro}${form}${scrollingTable(captionId, `<table><caption id="${captionId}">Running rollouts of ${esc(remote)}</caption>${head}<tbody>${rows}</tbody></table>`)}`;
}

/**
 * Registering a release whose files are already where the shop serves them from: the build pipeline
 * copied them into the shop (the CLI does, into .data/releases) or uploaded them to a CDN.
 */
function registerSection(viewer: Viewer, remote: RemoteName, draft: RegisterDraft): Html {
  if (!can(viewer, 'releaser')) return '';
  const id = (field: string) => `register-${field}-${esc(remote)}`;
  const fields =
    hidden('remote', remote) +
    hidden('op', 'register') +
    `<div class="op-field"><label for="${id('version')}">Version</label><input id="${id('version')}" name="version" type="text" value="${esc(draft.version)}" required maxlength="100" pattern="[0-9A-Za-z][0-9A-Za-z.+_\-]*" autocomplete="off" aria-describedby="${id('version')}-hint"><span id="${id('version')}-hint" class="op-muted">Never reused: a version names one set of files for good.</span></div>` +
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

export function remoteReleasesPage(viewer: Viewer, data: ReleasesData, remote: RemoteName, notice: Notice | null, registerDraft: RegisterDraft = EMPTY_DRAFT): Html {
  const body = `<p><a href="/operator/releases">All remotes</a></p>
<h2>Releases</h2>
${releasesTable(viewer, data, remote, true)}
${registerSection(viewer, remote, registerDraft)}
${rolloutSection(viewer, data, remote)}
${rollbackSection(viewer, data, remote)}`;
  return layout({ title: `Releases of ${remote}`, current: '/operator/releases', viewer, notice, body });
}

export function allReleasesPage(viewer: Viewer, data: ReleasesData, notice: Notice | null): Html {
  const sections = REMOTE_NAMES.map(
    (remote) => `<section aria-labelledby="remote-${esc(remote)}"><h2 id="remote-${esc(remote)}">${esc(remote)}</h2>
<p><a href="/operator/releases/${esc(remote)}">${can(viewer, 'releaser') ? 'Promote or roll back' : 'Details'}<span class="op-vh"> of ${esc(remote)}</span></a></p>
${releasesTable(viewer, data, remote, false)}</section>`,
  ).join('\n');
  return layout({ title: 'Releases', current: '/operator/releases', viewer, notice, body: sections });
}
