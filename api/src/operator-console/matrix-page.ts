/**
 * `/operator/`: the storefronts × remotes matrix. Rows are storefronts (key, name, store id), columns
 * the remotes; each cell says whether the remote is enabled there, which release it serves and
 * whether that is a pin or the promoted release, and its health in words (the error rate browsers
 * reported in the last hour, failed file or contract checks, the latest automatic fallback and why;
 * ADR 0029). Releasers and admins get, per cell, a button to
 * switch the remote on or off and a choice of release (a pin, or "follow promoted"), and a first row
 * that does the same for all storefronts at once, after the storefronts (issue 32: per-storefront
 * actions come first). The storefront column stays in view while the remotes scroll sideways on a
 * phone. A viewer sees the same data without any form.
 */
import type { RemoteReleaseRow } from '../db/schema';
import type { StorefrontModel } from '../domains/storefront/directory';
import type { StorefrontRemoteHealth } from '../remotes/health';
import type { OperatorRemoteState } from '../remotes/operations';
import { REMOTE_NAMES, type RemoteName } from '../remotes/remote-names';
import { type Html, type Notice, type Viewer, button, can, esc, hidden, layout, postForm, scrollingTable, select } from './html';

export const REMOTES_ACTION = '/operator/remotes';
/** The value of the release choice that means "no pin: follow the remote's promoted release". */
export const FOLLOW_PROMOTED = '';
/** The store value that means every storefront. */
export const ALL_STORES = '*';

export interface MatrixData {
  stores: StorefrontModel[];
  states: OperatorRemoteState[];
  /** Every release, per remote newest first (listReleases' order). */
  releases: RemoteReleaseRow[];
  /** Health per storefront and remote (remotes/health.ts). */
  health: StorefrontRemoteHealth[];
}

/** True when the health line says something is wrong (failures, a failed check, a recent fallback). */
function troubled(health: StorefrontRemoteHealth): boolean {
  return health.errorRate.failures > 0 || /failed:|fallback /.test(health.summary);
}

/** The health line of a cell: words first (colour only repeats them). */
export function healthLine(health: StorefrontRemoteHealth | undefined): Html {
  if (!health?.version) return '';
  const label = troubled(health) ? '<span class="op-warn">Health:</span>' : 'Health:';
  return `<p class="op-health">${label} ${esc(health.summary)}</p>`;
}

const cellId = (store: string, remote: string) => `release-${store}-${remote}`.replace(/[^A-Za-z0-9_-]/g, '_');

function releaseOptions(releases: RemoteReleaseRow[], remote: RemoteName, pinned: string | null) {
  return [
    { value: FOLLOW_PROMOTED, label: 'Follow promoted', selected: pinned === null },
    ...releases.filter((r) => r.remote === remote).map((r) => ({ value: r.version, label: `Pin ${r.version}`, selected: r.version === pinned })),
  ];
}

function switchForms(viewer: Viewer, data: MatrixData, store: string, storeLabel: string, remote: RemoteName, enabled: boolean | null, pinned: string | null): Html {
  const target = `${remote} for ${storeLabel}`;
  const fields = hidden('store', store) + hidden('remote', remote);
  // For "all storefronts" both buttons are offered: the storefronts may differ.
  const toggles =
    enabled === null
      ? postForm(REMOTES_ACTION, viewer.csrf, fields + hidden('op', 'enable') + button('Enable', target)) +
        postForm(REMOTES_ACTION, viewer.csrf, fields + hidden('op', 'disable') + button('Disable', target, { danger: true }))
      : enabled
        ? postForm(REMOTES_ACTION, viewer.csrf, fields + hidden('op', 'disable') + button('Disable', target, { danger: true }))
        : postForm(REMOTES_ACTION, viewer.csrf, fields + hidden('op', 'enable') + button('Enable', target));
  const id = cellId(store, remote);
  const release = postForm(
    REMOTES_ACTION,
    viewer.csrf,
    fields + hidden('op', 'release') + select(id, 'version', `Release of ${target}`, releaseOptions(data.releases, remote, pinned)) + button('Apply', `release choice to ${target}`),
  );
  return toggles + release;
}

function cell(
  viewer: Viewer,
  data: MatrixData,
  store: StorefrontModel,
  state: OperatorRemoteState | undefined,
  remote: RemoteName,
  health: StorefrontRemoteHealth | undefined,
): Html {
  if (!state) return '<td><span class="op-muted">unknown</span></td>';
  const status = state.enabled ? '<span class="op-on">Enabled</span>' : '<span class="op-off">Disabled</span>';
  const version = state.version ? `serves <strong>${esc(state.version)}</strong>` : '<span class="op-muted">no release</span>';
  // A percentage rollout (ADR 0028): "serves 0.1.0 · 0.2.0 to 50 % of visitors".
  const rollout = state.rolloutVersion
    ? ` · <strong>${esc(state.rolloutVersion)}</strong> to ${esc(state.rolloutPercent ?? '')} % of visitors${state.enabled ? '' : ' (paused while disabled)'}`
    : '';
  const mode = state.pinnedVersion ? `pinned to ${esc(state.pinnedVersion)}` : 'follows promoted';
  const forms = can(viewer, 'release') ? switchForms(viewer, data, store.key, store.key, remote, state.enabled, state.pinnedVersion) : '';
  return `<td class="op-cell"><p>${status}</p><p>${version}${rollout}</p><p class="op-muted">${mode}</p>${healthLine(health)}${forms}</td>`;
}

export function matrixPage(viewer: Viewer, data: MatrixData, notice: Notice | null): Html {
  const byCell = new Map(data.states.map((s) => [`${s.storefrontKey}/${s.remote}`, s]));
  const healthByCell = new Map(data.health.map((h) => [`${h.storefrontKey}/${h.remote}`, h]));
  const head = `<thead><tr><th scope="col">Storefront</th>${REMOTE_NAMES.map((r) => `<th scope="col"><a href="/operator/releases/${esc(r)}">${esc(r)}</a></th>`).join('')}</tr></thead>`;
  const allRow = can(viewer, 'release')
    ? `<tfoot><tr class="op-all-row"><th scope="row">All storefronts<br><span class="op-muted op-store-name">(${esc(data.stores.length)}) at once</span></th>${REMOTE_NAMES.map(
        (remote) => `<td class="op-cell">${switchForms(viewer, data, ALL_STORES, 'all storefronts', remote, null, null)}</td>`,
      ).join('')}</tr></tfoot>`
    : '';
  const rows = data.stores
    .map(
      (store) =>
        `<tr><th scope="row">${esc(store.key)}<br><span class="op-muted op-store-name">${esc(store.name)} · store ${esc(store.storeId)}</span></th>${REMOTE_NAMES.map((remote) =>
          cell(viewer, data, store, byCell.get(`${store.key}/${remote}`), remote, healthByCell.get(`${store.key}/${remote}`)),
        ).join('')}</tr>`,
    )
    .join('\n');
  const intro = can(viewer, 'release')
    ? '<p>Every change takes effect at the next page load of the storefront (no rebuild, no restart) and is recorded in the <a href="/operator/audit">audit log</a>.</p>'
    : '<p>Your role (viewer) reads only: changes need the role releaser or admin.</p>';
  const table = `<table class="op-sticky op-matrix"><caption id="matrix-caption">Which release of each remote every storefront serves, and its health: the errors browsers reported in the last hour (failed of all loads), failed checks, and the latest automatic fallback with its reason.</caption>${head}<tbody>${rows}</tbody>${allRow}</table>`;
  return layout({ title: 'Storefronts × remotes', current: '/operator/', viewer, notice, body: intro + scrollingTable('matrix-caption', table) });
}
