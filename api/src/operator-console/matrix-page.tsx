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
import type { ReactNode } from 'react';
import type { RemoteReleaseRow } from '../db/schema';
import type { StorefrontModel } from '../domains/storefront/directory';
import type { StorefrontRemoteHealth } from '../remotes/health';
import type { OperatorRemoteState } from '../remotes/operations';
import { REMOTE_NAMES, type RemoteName } from '../remotes/remote-names';
import { Button, ConsoleLayout, can, Hidden, type Html, Muted, type Notice, PostForm, renderPage, ScrollingTable, Select, type Viewer } from './layout';

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
export function HealthLine({ health }: { health: StorefrontRemoteHealth | undefined }) {
  if (!health?.version) return null;
  return (
    <p className="op-health">
      {troubled(health) ? <span className="op-warn">Health:</span> : 'Health:'} {health.summary}
    </p>
  );
}

const cellId = (store: string, remote: string) => `release-${store}-${remote}`.replace(/[^A-Za-z0-9_-]/g, '_');

function releaseOptions(releases: RemoteReleaseRow[], remote: RemoteName, pinned: string | null) {
  return [
    { value: FOLLOW_PROMOTED, label: 'Follow promoted', selected: pinned === null },
    ...releases.filter((r) => r.remote === remote).map((r) => ({ value: r.version, label: `Pin ${r.version}`, selected: r.version === pinned })),
  ];
}

interface SwitchFormsProps {
  viewer: Viewer;
  data: MatrixData;
  store: string;
  storeLabel: string;
  remote: RemoteName;
  enabled: boolean | null;
  pinned: string | null;
}

function SwitchForms({ viewer, data, store, storeLabel, remote, enabled, pinned }: SwitchFormsProps) {
  const target = `${remote} for ${storeLabel}`;
  const form = (op: string, button: ReactNode) => (
    <PostForm action={REMOTES_ACTION} csrf={viewer.csrf}>
      <Hidden name="store" value={store} />
      <Hidden name="remote" value={remote} />
      <Hidden name="op" value={op} />
      {button}
    </PostForm>
  );
  const enable = form('enable', <Button visible="Enable" rest={target} />);
  const disable = form('disable', <Button visible="Disable" rest={target} danger />);
  return (
    <>
      {/* For "all storefronts" both buttons are offered: the storefronts may differ. */}
      {enabled === null ? (
        <>
          {enable}
          {disable}
        </>
      ) : enabled ? (
        disable
      ) : (
        enable
      )}
      {form(
        'release',
        <>
          <Select id={cellId(store, remote)} name="version" label={`Release of ${target}`} options={releaseOptions(data.releases, remote, pinned)} />
          <Button visible="Apply" rest={`release choice to ${target}`} />
        </>,
      )}
    </>
  );
}

interface CellProps {
  viewer: Viewer;
  data: MatrixData;
  store: StorefrontModel;
  state: OperatorRemoteState | undefined;
  remote: RemoteName;
  health: StorefrontRemoteHealth | undefined;
}

function Cell({ viewer, data, store, state, remote, health }: CellProps) {
  if (!state) {
    return (
      <td>
        <Muted>unknown</Muted>
      </td>
    );
  }
  return (
    <td className="op-cell">
      <p>{state.enabled ? <span className="op-on">Enabled</span> : <span className="op-off">Disabled</span>}</p>
      <p>
        {state.version ? (
          <>
            serves <strong>{state.version}</strong>
          </>
        ) : (
          <Muted>no release</Muted>
        )}
        {/* A percentage rollout (ADR 0028): "serves 0.1.0 · 0.2.0 to 50 % of visitors". */}
        {state.rolloutVersion ? (
          <>
            {' · '}
            <strong>{state.rolloutVersion}</strong>
            {` to ${state.rolloutPercent ?? ''} % of visitors${state.enabled ? '' : ' (paused while disabled)'}`}
          </>
        ) : null}
      </p>
      <p className="op-muted">{state.pinnedVersion ? `pinned to ${state.pinnedVersion}` : 'follows promoted'}</p>
      <HealthLine health={health} />
      {can(viewer, 'release') ? (
        <SwitchForms viewer={viewer} data={data} store={store.key} storeLabel={store.key} remote={remote} enabled={state.enabled} pinned={state.pinnedVersion} />
      ) : null}
    </td>
  );
}

export function MatrixPage({ viewer, data, notice }: { viewer: Viewer; data: MatrixData; notice: Notice | null }) {
  const byCell = new Map(data.states.map((s) => [`${s.storefrontKey}/${s.remote}`, s]));
  const healthByCell = new Map(data.health.map((h) => [`${h.storefrontKey}/${h.remote}`, h]));
  const releaser = can(viewer, 'release');
  return (
    <ConsoleLayout title="Storefronts × remotes" current="/operator/" viewer={viewer} notice={notice}>
      {releaser ? (
        <p>
          Every change takes effect at the next page load of the storefront (no rebuild, no restart) and is recorded in the{' '}
          <a href="/operator/audit">audit log</a>.
        </p>
      ) : (
        <p>Your role (viewer) reads only: changes need the role releaser or admin.</p>
      )}
      <ScrollingTable labelId="matrix-caption">
        <table className="op-sticky op-matrix">
          <caption id="matrix-caption">
            Which release of each remote every storefront serves, and its health: the errors browsers reported in the last hour (failed of all loads),
            failed checks, and the latest automatic fallback with its reason.
          </caption>
          <thead>
            <tr>
              <th scope="col">Storefront</th>
              {REMOTE_NAMES.map((r) => (
                <th key={r} scope="col">
                  <a href={`/operator/releases/${r}`}>{r}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.stores.map((store) => (
              <tr key={store.key}>
                <th scope="row">
                  {store.key}
                  <br />
                  <span className="op-muted op-store-name">
                    {store.name} · store {store.storeId}
                  </span>
                </th>
                {REMOTE_NAMES.map((remote) => (
                  <Cell
                    key={remote}
                    viewer={viewer}
                    data={data}
                    store={store}
                    state={byCell.get(`${store.key}/${remote}`)}
                    remote={remote}
                    health={healthByCell.get(`${store.key}/${remote}`)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
          {releaser ? (
            <tfoot>
              <tr className="op-all-row">
                <th scope="row">
                  All storefronts
                  <br />
                  <span className="op-muted op-store-name">({data.stores.length}) at once</span>
                </th>
                {REMOTE_NAMES.map((remote) => (
                  <td key={remote} className="op-cell">
                    <SwitchForms viewer={viewer} data={data} store={ALL_STORES} storeLabel="all storefronts" remote={remote} enabled={null} pinned={null} />
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </ScrollingTable>
    </ConsoleLayout>
  );
}

export function matrixPage(viewer: Viewer, data: MatrixData, notice: Notice | null): Html {
  return renderPage(<MatrixPage viewer={viewer} data={data} notice={notice} />);
}
