// biome-ignore-all lint/a11y/noRedundantRoles: the release list's roles are spelled out on purpose: on a phone its rows are cards (CSS display), which some browsers take for "not a table".
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
import { Fragment, type ReactNode } from 'react';
import type { RemoteReleaseRow } from '../db/schema';
import type { StorefrontModel } from '../domains/storefront/directory';
import { ALL_STOREFRONTS, type AutoPromotePolicyModel, MAX_AUTO_PROMOTE_MINUTES } from '../remotes/auto-promote';
import { type CheckResult, errorRateText, type ReleaseHealthModel, type StorefrontRemoteHealth } from '../remotes/health';
import type { OperatorRemoteState } from '../remotes/operations';
import { pageJsSizes } from '../remotes/release-check';
import { REMOTE_NAMES, type RemoteName } from '../remotes/remote-names';
import {
  Button,
  ConsoleLayout,
  can,
  Hidden,
  type Html,
  Muted,
  type Notice,
  PostForm,
  Problems,
  renderPage,
  ScrollingTable,
  Select,
  type SelectOption,
  Spaced,
  Time,
  type Viewer,
} from './layout';
import { ALL_STORES, REMOTES_ACTION } from './matrix-page';
import type { HourFigures, LoadFigures, ReleaseFallback } from './release-figures';
import { filterQuery, promotedOf, RELEASE_STATES, type ReleaseFilters, type ReleaseStatus, releaseStatus, STATE_HINTS } from './release-filters';
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

function Check({ result }: { result: CheckResult | undefined }) {
  if (!result) return <Muted>not checked (not served)</Muted>;
  if (result.state === 'ok') return <>ok</>;
  if (result.state === 'pending') return <Muted>{result.problem ?? 'checking'}</Muted>;
  return (
    <>
      <span className="op-warn">failed:</span> {result.problem ?? ''}
    </>
  );
}

/** '12.3 kB' (1 kB = 1000 bytes, as the performance budgets count). */
function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** "2026-11-28 12:30" (UTC), machine-readable in full. */
function ShortTime({ date }: { date: Date }) {
  const iso = date.toISOString();
  return <time dateTime={iso}>{`${iso.slice(0, 10)} ${iso.slice(11, 16)}`}</time>;
}

/** "2026-11-28" (UTC), the time in the tooltip and machine-readable: the list's registration date. */
function ShortDate({ date }: { date: Date }) {
  const iso = date.toISOString();
  return (
    <time dateTime={iso} title={`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`}>
      {iso.slice(0, 10)}
    </time>
  );
}

/** "CB, CBAT, CBBE +4": a few storefronts by name, the rest counted. */
function storeList(keys: string[], shown = 3): string {
  const more = keys.length - shown;
  return `${keys.slice(0, shown).join(', ')}${more > 0 ? ` +${more}` : ''}`;
}

const key = (remote: string, version: string) => `${remote}@${version}`;

/** The largest page's gzipped JavaScript: what a visitor downloads at most for one page of it. */
function LargestPage({ release }: { release: RemoteReleaseRow }) {
  if (!release.checkedAt) return <Muted>not checked</Muted>;
  const sizes = pageJsSizes(release);
  if (!sizes.length) return <Muted>none recorded</Muted>;
  const top = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return (
    <>
      {kilobytes(top.bytes)}
      <span className="op-vh"> ({top.routeKey})</span>
    </>
  );
}

/** "no errors (0/61)", "3.3 % errors (2/61)", "no reports"; a failed file or contract check first. */
function HealthCell({ figures, releaseHealth }: { figures: LoadFigures | undefined; releaseHealth: ReleaseHealthModel | undefined }) {
  const failedCheck = releaseHealth && [releaseHealth.manifest, releaseHealth.entry, releaseHealth.contract].some((c) => c.state === 'failed');
  const checks = failedCheck ? (
    <>
      <span className="op-warn">check failed</span>
      {' · '}
    </>
  ) : null;
  if (!figures || figures.loads === 0) {
    return (
      <>
        {checks}
        <Muted>no reports</Muted>
      </>
    );
  }
  if (figures.failures === 0) {
    return (
      <>
        {checks}
        {`no errors (0/${figures.loads})`}
      </>
    );
  }
  const share = Math.round((figures.failures / figures.loads) * 1000) / 10;
  return (
    <>
      {checks}
      <span className="op-warn">{share} % errors</span>
      {` (${figures.failures}/${figures.loads})`}
    </>
  );
}

/** The state in words (colour only repeats them). */
function StateCell({ status }: { status: ReleaseStatus }) {
  return (
    <Spaced>
      {[
        status.states.has('promoted') ? <span key="promoted" className="op-tag op-tag-on">promoted</span> : null,
        status.canary.length ? (
          <>
            <span className="op-tag op-tag-canary">canary</span> {storeList(status.canary, 2)}
          </>
        ) : null,
        status.pinned.length ? (
          <>
            <span className="op-tag">pinned</span> {storeList(status.pinned)}
          </>
        ) : null,
        status.states.has('registered') ? <span key="registered" className="op-tag">registered</span> : null,
        status.failed.length ? (
          <>
            <span className="op-tag op-tag-bad">failed</span> on {storeList(status.failed)}
          </>
        ) : null,
        status.disabled.length ? (
          <>
            <span className="op-tag op-tag-bad">disabled</span> on {storeList(status.disabled)}
          </>
        ) : null,
      ]}
    </Spaced>
  );
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
function storeOptions(stores: StorefrontModel[], selected: string | null, allLabel: string): SelectOption[] {
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

/** The filters as a plain GET form: works without JavaScript, and a filtered page is a link. */
function FilterForm({ data, action, withRemote }: { data: ReleasesData; action: string; withRemote: boolean }) {
  const { filters } = data;
  const any = filters.store || filters.state || (withRemote && filters.remote);
  return (
    <>
      <Problems problems={data.filterProblems} />
      <form method="get" action={action} className="op-filters" aria-label="Filter releases">
        <div className="op-field">
          <Select
            id="filter-storefront"
            name="storefront"
            label="Storefront"
            options={[
              { value: '', label: 'Any storefront', selected: !filters.store },
              ...data.stores.map((s) => ({ value: s.key, label: `${s.key} · ${s.name}`, selected: s.key === filters.store })),
            ]}
            hiddenLabel={false}
          />
        </div>
        {withRemote ? (
          <div className="op-field">
            <Select
              id="filter-remote"
              name="remote"
              label="Remote"
              options={[{ value: '', label: 'Any remote', selected: !filters.remote }, ...REMOTE_NAMES.map((r) => ({ value: r, label: r, selected: r === filters.remote }))]}
              hiddenLabel={false}
            />
          </div>
        ) : null}
        <div className="op-field">
          <Select
            id="filter-state"
            name="state"
            label="State"
            options={[
              { value: '', label: 'Any state', selected: !filters.state },
              ...RELEASE_STATES.map((s) => ({ value: s, label: `${s}: ${STATE_HINTS[s]}`, selected: s === filters.state })),
            ]}
            hiddenLabel={false}
          />
        </div>
        <div className="op-filter-actions">
          <button type="submit">Filter</button>
          {any ? (
            <>
              {' '}
              <a href={action}>Clear filters</a>
            </>
          ) : null}
        </div>
      </form>
    </>
  );
}

/** "redeem, newest first · storefront CB · canary": what a list shows. */
function listCaption(data: ReleasesData, remote: string): string {
  const parts = [`Releases of ${remote}, newest first`];
  if (data.filters.store) parts.push(`states and health on ${data.filters.store}`);
  if (data.filters.state) parts.push(`only ${data.filters.state}`);
  return parts.join(' · ');
}

interface SectionProps {
  viewer: Viewer;
  data: ReleasesData;
  remote: RemoteName;
}

/**
 * The compact list: one line per release (a card on a phone, see styles.ts `.op-list`), its details
 * on its own page. With `withActions`, a releaser's "promote" form per release.
 */
function ReleaseList({ viewer, data, remote, withActions }: SectionProps & { withActions: boolean }) {
  const releases = data.releases.filter((r) => r.remote === remote);
  if (releases.length === 0) return <p className="op-muted">No release registered.</p>;
  const promoted = promotedOf(releases);
  const actions = withActions && can(viewer, 'release');
  const newest = releases[0]?.version;
  const rows = releases
    .map((release) => ({ release, status: statusOf(data, release, promoted) }))
    .filter(({ status }) => !data.filters.state || status.states.has(data.filters.state));
  if (rows.length === 0) {
    return (
      <p className="op-muted">
        No release of {remote} is {data.filters.state ?? ''}
        {data.filters.store ? ` on ${data.filters.store}` : ''}.
      </p>
    );
  }
  const captionId = `releases-${remote}`;
  const col = (label: string) => (
    <th scope="col" role="columnheader">
      {label}
    </th>
  );
  return (
    <ScrollingTable labelId={captionId}>
      {/* Roles spelled out: on a phone the rows are cards (CSS display), which some browsers take for "not a table". */}
      <table className="op-list" role="table">
        <caption id={captionId}>{listCaption(data, remote)}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {col('Version')}
            {col('Registered')}
            {col('Largest page (gzipped JS)')}
            {col('Health (last 24 h)')}
            {col('State')}
            {actions ? col('Promote') : null}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map(({ release, status }, index) => (
            <tr key={release.version} role="row">
              <th scope="row" role="rowheader">
                <a href={releasePath(remote, release.version)}>{release.version}</a>
                {release.version === newest ? (
                  <>
                    {' '}
                    <Muted>(newest)</Muted>
                  </>
                ) : null}
                {release.version === promoted ? (
                  <>
                    {' '}
                    <Muted>(promoted)</Muted>
                  </>
                ) : release.promotedAt ? null : (
                  <>
                    {' '}
                    <Muted>(never promoted)</Muted>
                  </>
                )}
              </th>
              <td role="cell" data-label="Registered">
                <ShortDate date={release.createdAt} />
              </td>
              <td role="cell" data-label="Largest page">
                <LargestPage release={release} />
              </td>
              <td role="cell" data-label="Health (24 h)">
                <HealthCell
                  figures={data.loads.get(key(remote, release.version))}
                  releaseHealth={data.releaseHealth.find((h) => h.remote === remote && h.version === release.version)}
                />
              </td>
              <td role="cell" data-label="State">
                <StateCell status={status} />
              </td>
              {actions ? (
                <td role="cell" className="op-act">
                  <PostForm action={REMOTES_ACTION} csrf={viewer.csrf}>
                    <Hidden name="remote" value={remote} />
                    <Hidden name="op" value="promote" />
                    <Hidden name="version" value={release.version} />
                    <Hidden name="back" value={backTo(data, remote)} />
                    <Select
                      id={`promote-${remote}-${index}`}
                      name="store"
                      label={`Storefront to promote ${remote} ${release.version} to`}
                      options={storeOptions(data.stores, data.filters.store, 'All storefronts (the promoted release)')}
                    />
                    <Button visible="Promote" rest={`${remote} ${release.version}`} />
                  </PostForm>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function ServesCell({ state, failedHere }: { state: OperatorRemoteState; failedHere: boolean }) {
  const notes: ReactNode[] = [state.pinnedVersion ? 'pinned' : 'follows promoted'];
  if (!state.enabled) notes.unshift(<span className="op-off">disabled</span>);
  if (state.rolloutVersion) notes.push(`${state.rolloutVersion} to ${state.rolloutPercent ?? ''} %`);
  return (
    <>
      {state.version ? <strong>{state.version}</strong> : <Muted>no release</Muted>}
      {failedHere ? (
        <>
          {' '}
          <span className="op-warn">(marked failed here)</span>
        </>
      ) : null}
      <br />
      <span className="op-muted">
        {notes.map((note, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the notes are written once, in order.
          <Fragment key={index}>
            {index > 0 ? ' · ' : null}
            <span className="op-nw">{note}</span>
          </Fragment>
        ))}
      </span>
    </>
  );
}

function StorefrontHead({ state, stores }: { state: OperatorRemoteState; stores: StorefrontModel[] }) {
  const store = stores.find((s) => s.key === state.storefrontKey);
  return (
    <th scope="row">
      {state.storefrontKey}
      <span className="op-store-name"> {store?.name ?? ''}</span>
    </th>
  );
}

/**
 * Per storefront: what it serves, a one-click roll back (right after it, so a phone shows it next to
 * the sticky storefront column), its health. "Roll back all storefronts" follows the table.
 */
function RollbackSection({ viewer, data, remote }: SectionProps) {
  const releases = data.releases.filter((r) => r.remote === remote);
  const allStates = data.states.filter((s) => s.remote === remote);
  const states = scopedStates(data, remote);
  const failed = failedByStore(data, remote);
  const canAct = can(viewer, 'release');
  // The health job's rule (ADR 0037): the same release for every storefront serving one version.
  const evidence = data.goodEvidence ?? { failed: new Set<string>(), healthy: new Map<string, Date>() };
  const goodInstead = (version: string | null) => lastKnownGood(releases, version, evidence.failed, evidence.healthy);
  // All storefronts at once, when they all serve the same release (else "previous" differs per storefront).
  const versions = new Set(allStates.map((s) => s.version));
  const [only] = versions;
  const previousOfAll = versions.size === 1 && only ? goodInstead(only) : null;
  const captionId = `rollback-${remote}`;
  return (
    <>
      <h2 id="rollback-heading">Storefronts: serve and roll back</h2>
      <details className="op-help">
        <summary>How promoting and rolling back work</summary>
        <p>
          A registered release reaches nobody until it is rolled out to a share of a storefront's visitors or promoted. Promoting to "all storefronts"
          makes it the remote's promoted release, which every storefront without a pin serves; promoting to one storefront pins it there. Rolling back
          pins the storefront to the last known good release, chosen exactly as the automatic fallback chooses it: of the releases once promoted to every
          storefront, other than the one it serves, the one with the most recent verified healthy traffic (enough signed page loads without significant
          errors) that has not failed anywhere (a release the automatic fallback left stays marked failed until it is pinned or promoted again). No such
          release: nothing to roll back to. It also ends a percentage rollout there. Pick "Follow promoted" in the <a href="/operator/">matrix</a> to
          undo the pin.
        </p>
      </details>
      {states.length ? (
        <ScrollingTable labelId={captionId}>
          <table className="op-sticky">
            <caption id={captionId}>
              What {data.filters.store ? data.filters.store : 'each storefront'} serves of {remote}, its health and its last known good release
            </caption>
            <thead>
              <tr>
                <th scope="col">Storefront</th>
                <th scope="col">Serves</th>
                {canAct ? <th scope="col">Roll back</th> : null}
                <th scope="col">Errors (last hour)</th>
                <th scope="col">Last known good</th>
                <th scope="col">Latest fallback</th>
              </tr>
            </thead>
            <tbody>
              {states.map((state) => {
                const previous = goodInstead(state.version);
                const health = data.health.find((h) => h.storefrontKey === state.storefrontKey && h.remote === remote);
                const fallback = health?.latestFallback;
                const failedHere = Boolean(state.version && failed.get(state.storefrontKey)?.has(state.version));
                return (
                  <tr key={state.storefrontKey}>
                    <StorefrontHead state={state} stores={data.stores} />
                    <td className="op-serves">
                      <ServesCell state={state} failedHere={failedHere} />
                    </td>
                    {!canAct ? null : previous ? (
                      <td>
                        <PostForm action={REMOTES_ACTION} csrf={viewer.csrf}>
                          <Hidden name="store" value={state.storefrontKey} />
                          <Hidden name="remote" value={remote} />
                          <Hidden name="op" value="rollback" />
                          <Hidden name="from" value={state.version ?? ''} />
                          <Hidden name="back" value={backTo(data, remote)} />
                          <Button visible="Roll back" rest={`${state.storefrontKey} from ${state.version} to ${previous.version}`} danger />
                        </PostForm>
                        <span className="op-muted op-to" aria-hidden="true">
                          to {previous.version}
                        </span>
                      </td>
                    ) : (
                      <td>
                        <Muted>nothing to roll back to</Muted>
                      </td>
                    )}
                    <td className="op-errors">{state.version ? errorRateText(health?.errorRate) : <Muted>-</Muted>}</td>
                    <td className="op-nw">{previous ? previous.version : <Muted>none</Muted>}</td>
                    <td className="op-wide">
                      {fallback ? (
                        <>
                          <Time iso={fallback.at} />: {fallback.reason}
                        </>
                      ) : (
                        <Muted>none</Muted>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollingTable>
      ) : (
        <p className="op-muted">No storefront.</p>
      )}
      {canAct && previousOfAll && only ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of a heading, a sentence and a form, not a fieldset of inputs.
        <div className="op-all" role="group" aria-labelledby="rollback-all-heading">
          <h3 id="rollback-all-heading">All storefronts at once</h3>
          <p>
            Every storefront serves {only}; this pins all {allStates.length} to {previousOfAll.version}.
          </p>
          <PostForm action={REMOTES_ACTION} csrf={viewer.csrf}>
            <Hidden name="store" value={ALL_STORES} />
            <Hidden name="remote" value={remote} />
            <Hidden name="op" value="rollback" />
            <Hidden name="from" value={only} />
            <Hidden name="back" value={backTo(data, remote)} />
            <button type="submit" className="op-danger op-secondary">
              Roll back all storefronts<span className="op-vh">{` from ${only} to ${previousOfAll.version} (${remote})`}</span>
            </button>
          </PostForm>
        </div>
      ) : null}
    </>
  );
}

/** The form of a rollout: which storefront(s), which release, what share of the visitors. */
function RolloutForm({ viewer, data, remote, releases }: SectionProps & { releases: RemoteReleaseRow[] }) {
  return (
    <PostForm action={REMOTES_ACTION} csrf={viewer.csrf} className="op-create" label={`Promote ${remote} to a percentage of visitors`}>
      <Hidden name="remote" value={remote} />
      <Hidden name="op" value="rollout" />
      <Hidden name="back" value={backTo(data, remote)} />
      <div className="op-field">
        <Select id={`rollout-store-${remote}`} name="store" label="Storefront" options={storeOptions(data.stores, data.filters.store, 'All storefronts')} hiddenLabel={false} />
      </div>
      <div className="op-field">
        <Select
          id={`rollout-version-${remote}`}
          name="version"
          label="Release"
          options={releases.map((r, index) => ({ value: r.version, label: `${r.version}${index === 0 ? ' (newest)' : ''}` }))}
          hiddenLabel={false}
        />
      </div>
      <div className="op-field">
        <label htmlFor={`rollout-percent-${remote}`}>Share of visitors (%)</label>
        <input
          id={`rollout-percent-${remote}`}
          name="percent"
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          required
          aria-describedby={`rollout-percent-hint-${remote}`}
        />
        <span id={`rollout-percent-hint-${remote}`} className="op-muted">
          1 to 99. Raising it keeps the visitors already in.
        </span>
      </div>
      <Button visible="Start rollout" rest={`of ${remote}`} />
    </PostForm>
  );
}

function RolloutSection({ viewer, data, remote }: SectionProps) {
  const releases = data.releases.filter((r) => r.remote === remote);
  const running = scopedStates(data, remote).filter((s) => s.rolloutVersion);
  const canAct = can(viewer, 'release');
  const captionId = `rollouts-${remote}`;
  return (
    <>
      <h2 id={`rollout-heading-${remote}`}>Promote to a percentage of visitors</h2>
      <p>
        A rollout serves a release to a share of a storefront's visitors; the others keep the release it serves. Each visitor stays on their side from
        one page load to the next (the <code>shop_rollout</code> cookie). While a rollout runs, the storefront's pages are not kept by shared caches
        (CDN).
      </p>
      {running.length === 0 ? (
        <p className="op-muted">
          No rollout of {remote} runs{data.filters.store ? ` on ${data.filters.store}` : ''}.
        </p>
      ) : (
        <ScrollingTable labelId={captionId}>
          <table className="op-sticky">
            <caption id={captionId}>Running rollouts of {remote}</caption>
            <thead>
              <tr>
                <th scope="col">Storefront</th>
                <th scope="col">Rollout</th>
                {canAct ? <th scope="col">Actions</th> : null}
                <th scope="col">Others get</th>
              </tr>
            </thead>
            <tbody>
              {running.map((state) => {
                const target = `${remote} ${state.rolloutVersion} for ${state.storefrontKey}`;
                const fields = (op: string) => (
                  <>
                    <Hidden name="store" value={state.storefrontKey} />
                    <Hidden name="remote" value={remote} />
                    <Hidden name="version" value={state.rolloutVersion ?? ''} />
                    <Hidden name="back" value={backTo(data, remote)} />
                    <Hidden name="op" value={op} />
                  </>
                );
                return (
                  <tr key={state.storefrontKey}>
                    <StorefrontHead state={state} stores={data.stores} />
                    <td className="op-nw">
                      {state.rolloutVersion ?? ''} to {state.rolloutPercent ?? ''} %
                    </td>
                    {canAct ? (
                      <td>
                        <PostForm action={REMOTES_ACTION} csrf={viewer.csrf}>
                          {fields('rollout-promote')}
                          <Button visible="Promote to all visitors" rest={target} />
                        </PostForm>
                        <PostForm action={REMOTES_ACTION} csrf={viewer.csrf}>
                          {fields('rollout-end')}
                          <Button visible="Stop rollout" rest={target} danger />
                        </PostForm>
                      </td>
                    ) : null}
                    <td>
                      {state.version ? state.version : <Muted>no release</Muted>}
                      {state.enabled ? null : (
                        <>
                          {' '}
                          <span className="op-off">(disabled: serves nothing)</span>
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {canAct && releases.length ? <RolloutForm viewer={viewer} data={data} remote={remote} releases={releases} /> : null}
    </>
  );
}

/**
 * "Promote automatically after a healthy canary of N minutes" (ADR 0037): the policies in force, each
 * with a "switch off" button, then one form to set one (a storefront first, "all storefronts" last,
 * like every action here). Off by default.
 */
function AutoPromoteSection({ viewer, data, remote }: SectionProps) {
  const canAct = can(viewer, 'release');
  const policies = data.autoPromote.filter((p) => p.remote === remote && (!data.filters.store || p.scope === data.filters.store || p.scope === ALL_STOREFRONTS));
  const scopeText = (scope: string) => (scope === ALL_STOREFRONTS ? 'All storefronts' : scope);
  const captionId = `auto-promote-${remote}`;
  return (
    <>
      <h2 id={`auto-promote-heading-${remote}`}>Promote automatically</h2>
      <p>
        Off unless set here. With a policy, the health job promotes a canary of {remote} once it has run the minutes given and was healthy all along
        (enough page loads on both sides, not significantly worse than the release it replaces, never marked failed). On one storefront the canary is
        pinned there; for all storefronts the release is promoted once every storefront running it is healthy. A storefront's own policy comes before
        the one for all.
      </p>
      {policies.length ? (
        <ScrollingTable labelId={captionId}>
          <table className="op-sticky">
            <caption id={captionId}>Auto-promote policies of {remote} (times in UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Storefront</th>
                <th scope="col">Healthy canary for</th>
                {canAct ? <th scope="col">Change</th> : null}
                <th scope="col">Set</th>
              </tr>
            </thead>
            <tbody>
              {policies.map((policy) => (
                <tr key={policy.scope}>
                  <th scope="row">{scopeText(policy.scope)}</th>
                  <td className="op-nw">after {policy.afterMinutes} min</td>
                  {canAct ? (
                    <td>
                      <PostForm action={REMOTES_ACTION} csrf={viewer.csrf}>
                        <Hidden name="store" value={policy.scope === ALL_STOREFRONTS ? ALL_STORES : policy.scope} />
                        <Hidden name="remote" value={remote} />
                        <Hidden name="op" value="auto-promote-off" />
                        <Hidden name="back" value={backTo(data, remote)} />
                        <Button visible="Switch off" rest={`automatic promotion of ${remote} for ${scopeText(policy.scope)}`} danger />
                      </PostForm>
                    </td>
                  ) : null}
                  <td>
                    <Time iso={policy.setAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : (
        <p className="op-muted">
          No policy{data.filters.store ? ` for ${data.filters.store}` : ''}: every promotion of {remote} is an operator's act.
        </p>
      )}
      {canAct ? (
        <PostForm action={REMOTES_ACTION} csrf={viewer.csrf} className="op-create" label={`Promote ${remote} automatically after a healthy canary`}>
          <Hidden name="remote" value={remote} />
          <Hidden name="op" value="auto-promote" />
          <Hidden name="back" value={backTo(data, remote)} />
          <div className="op-field">
            <Select
              id={`auto-promote-store-${remote}`}
              name="store"
              label="Storefront"
              options={storeOptions(data.stores, data.filters.store, 'All storefronts')}
              hiddenLabel={false}
            />
          </div>
          <div className="op-field">
            <label htmlFor={`auto-promote-minutes-${remote}`}>Minutes of healthy canary</label>
            <input
              id={`auto-promote-minutes-${remote}`}
              name="minutes"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_AUTO_PROMOTE_MINUTES}
              step={1}
              required
              aria-describedby={`auto-promote-minutes-hint-${remote}`}
            />
            <span id={`auto-promote-minutes-hint-${remote}`} className="op-muted">
              1 to {MAX_AUTO_PROMOTE_MINUTES} (a week).
            </span>
          </div>
          <Button visible="Set policy" rest={`automatic promotion of ${remote}`} />
        </PostForm>
      ) : null}
    </>
  );
}

/** What an operator typed into the register form, shown again when the registration is refused. */
export interface RegisterDraft {
  version: string;
  sourceDir: string;
  baseUrl: string;
  declaration: string;
}
const EMPTY_DRAFT: RegisterDraft = { version: '', sourceDir: '', baseUrl: '', declaration: '' };

/**
 * Registering a release whose files are already where the shop serves them from: the build pipeline
 * copied them into the shop (the CLI does, into .data/releases) or uploaded them to a CDN.
 */
function RegisterSection({ viewer, remote, draft }: { viewer: Viewer; remote: RemoteName; draft: RegisterDraft }) {
  if (!can(viewer, 'release')) return null;
  const id = (field: string) => `register-${field}-${remote}`;
  return (
    <>
      <h2 id={`register-heading-${remote}`}>Register a release</h2>
      <p>
        Before a release is registered, the release check loads it headless: its files must be complete and compile, its <code>./routes</code> must
        keep the contract and implement exactly the route keys it declares, and it must be built for the contract this shell provides. A release that
        fails is refused, with the reasons. A registered release is served by no storefront until it is rolled out to a share of a storefront's visitors
        or promoted.
      </p>
      <PostForm action={REMOTES_ACTION} csrf={viewer.csrf} className="op-create" label={`Register a release of ${remote}`}>
        <Hidden name="remote" value={remote} />
        <Hidden name="op" value="register" />
        <div className="op-field">
          <label htmlFor={id('version')}>Version</label>
          <input
            id={id('version')}
            name="version"
            type="text"
            defaultValue={draft.version}
            required
            maxLength={100}
            pattern="[0-9A-Za-z][0-9A-Za-z.+_\-]*"
            autoComplete="off"
            aria-describedby={`${id('version')}-hint`}
          />
          <span id={`${id('version')}-hint`} className="op-muted">
            Never reused: a version names one set of files for good.
          </span>
        </div>
        <div className="op-field">
          <label htmlFor={id('folder')}>Folder inside the shop</label>
          <input
            id={id('folder')}
            name="sourceDir"
            type="text"
            defaultValue={draft.sourceDir}
            maxLength={500}
            autoComplete="off"
            aria-describedby={`${id('folder')}-hint`}
          />
          <span id={`${id('folder')}-hint`} className="op-muted">
            For example .data/releases/{remote}/1.4.0 (its shop-release.json is the declaration).
          </span>
        </div>
        <div className="op-field">
          <label htmlFor={id('url')}>Or a CDN base URL</label>
          <input id={id('url')} name="baseUrl" type="url" defaultValue={draft.baseUrl} maxLength={500} autoComplete="off" aria-describedby={`${id('url')}-hint`} />
          <span id={`${id('url')}-hint`} className="op-muted">
            Where its mf-manifest.json lies, https://…
          </span>
        </div>
        <div className="op-field">
          <label htmlFor={id('declaration')}>Declaration of a CDN release</label>
          <textarea id={id('declaration')} name="declaration" rows={4} maxLength={12000} aria-describedby={`${id('declaration')}-hint`} defaultValue={draft.declaration} />
          <span id={`${id('declaration')}-hint`} className="op-muted">
            The shop-release.json its build wrote (only with a CDN base URL).
          </span>
        </div>
        <Button visible="Check and register" rest={`a release of ${remote}`} />
      </PostForm>
    </>
  );
}

/** Links within a long page: on a phone the sections are a thumb's reach away. */
function JumpLinks({ links }: { links: Array<[string, string]> }) {
  return (
    <nav className="op-jump" aria-label="On this page">
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface RemoteReleasesPageProps extends SectionProps {
  notice: Notice | null;
  registerDraft: RegisterDraft;
}

export function RemoteReleasesPage({ viewer, data, remote, notice, registerDraft }: RemoteReleasesPageProps) {
  const releaser = can(viewer, 'release');
  return (
    <ConsoleLayout title={`Releases of ${remote}`} current={RELEASES_PATH} viewer={viewer} notice={notice}>
      <p>
        <a href={RELEASES_PATH}>All remotes</a>
      </p>
      <JumpLinks
        links={[
          ['#releases-heading', 'Releases'],
          ['#rollback-heading', 'Storefronts'],
          [`#rollout-heading-${remote}`, 'Rollouts'],
          [`#auto-promote-heading-${remote}`, 'Auto-promote'],
          ...(releaser ? ([[`#register-heading-${remote}`, 'Register']] as Array<[string, string]>) : []),
          [comparePath(remote), 'Compare two releases'],
        ]}
      />
      <FilterForm data={data} action={remotePath(remote)} withRemote={false} />
      <h2 id="releases-heading">Releases</h2>
      <ReleaseList viewer={viewer} data={data} remote={remote} withActions />
      <p>
        <a href={comparePath(remote)}>Compare two releases of {remote}</a>
      </p>
      <RollbackSection viewer={viewer} data={data} remote={remote} />
      <RolloutSection viewer={viewer} data={data} remote={remote} />
      <AutoPromoteSection viewer={viewer} data={data} remote={remote} />
      <RegisterSection viewer={viewer} remote={remote} draft={registerDraft} />
    </ConsoleLayout>
  );
}

export function remoteReleasesPage(viewer: Viewer, data: ReleasesData, remote: RemoteName, notice: Notice | null, registerDraft: RegisterDraft = EMPTY_DRAFT): Html {
  return renderPage(<RemoteReleasesPage viewer={viewer} data={data} remote={remote} notice={notice} registerDraft={registerDraft} />);
}

function RemoteSection({ viewer, data, remote }: SectionProps) {
  const serves = data.filters.store ? data.states.find((s) => s.remote === remote && s.storefrontKey === data.filters.store) : undefined;
  const query = filterQuery(data.filters, { withRemote: false });
  return (
    <section aria-labelledby={`remote-${remote}`}>
      <h2 id={`remote-${remote}`}>{remote}</h2>
      {serves ? (
        <p>
          {serves.storefrontKey} serves {serves.version ? <strong>{serves.version}</strong> : 'no release'} ({serves.pinnedVersion ? 'pinned' : 'follows promoted'}
          {serves.enabled ? null : (
            <>
              , <span className="op-off">disabled</span>
            </>
          )}
          {serves.rolloutVersion ? `; ${serves.rolloutVersion} to ${serves.rolloutPercent ?? ''} %` : null}).
        </p>
      ) : null}
      <p className="op-links">
        <a href={query ? `${remotePath(remote)}?${query}` : remotePath(remote)}>
          {can(viewer, 'release') ? 'Promote or roll back' : 'Storefronts'}
          <span className="op-vh"> of {remote}</span>
        </a>{' '}
        <a href={comparePath(remote)}>
          Compare<span className="op-vh"> two releases of {remote}</span>
        </a>
      </p>
      <ReleaseList viewer={viewer} data={data} remote={remote} withActions={false} />
    </section>
  );
}

export function AllReleasesPage({ viewer, data, notice }: { viewer: Viewer; data: ReleasesData; notice: Notice | null }) {
  const remotes = data.filters.remote ? [data.filters.remote] : REMOTE_NAMES;
  return (
    <ConsoleLayout title="Releases" current={RELEASES_PATH} viewer={viewer} notice={notice}>
      <FilterForm data={data} action={RELEASES_PATH} withRemote />
      {remotes.map((remote) => (
        <RemoteSection key={remote} viewer={viewer} data={data} remote={remote} />
      ))}
    </ConsoleLayout>
  );
}

export function allReleasesPage(viewer: Viewer, data: ReleasesData, notice: Notice | null): Html {
  return renderPage(<AllReleasesPage viewer={viewer} data={data} notice={notice} />);
}

// ---- one release ----------------------------------------------------------------------------------

export interface ReleaseDetail {
  release: RemoteReleaseRow;
  /** Loads and failures per hour over the last day (of the filtered storefront, or all). */
  history: HourFigures[];
  fallbacks: ReleaseFallback[];
}

function Source({ release }: { release: RemoteReleaseRow }) {
  return release.baseUrl ? (
    <>
      CDN <code>{release.baseUrl}</code>
    </>
  ) : (
    <>
      folder <code>{release.sourceDir ?? ''}</code>
    </>
  );
}

const notRecorded = <Muted>not recorded</Muted>;

function CommitOf({ release }: { release: RemoteReleaseRow }) {
  return release.gitCommit ? <code>{release.gitCommit}</code> : notRecorded;
}

function BuiltAtOf({ release }: { release: RemoteReleaseRow }) {
  return release.builtAt ? <Time iso={release.builtAt.toISOString()} /> : notRecorded;
}

/** Provenance recorded since migration 0031 (whether the tree was dirty, who built it); null: not said. */
function provenance(release: RemoteReleaseRow): { dirty: boolean | null; builder: string | null } {
  const row = release as RemoteReleaseRow & { gitDirty?: boolean | null; builder?: string | null };
  return { dirty: row.gitDirty ?? null, builder: row.builder ?? null };
}

function DirtyOf({ release }: { release: RemoteReleaseRow }) {
  const { dirty } = provenance(release);
  if (dirty === null) return notRecorded;
  return dirty ? <span className="op-warn">uncommitted changes</span> : <>clean</>;
}

function BuilderOf({ release }: { release: RemoteReleaseRow }) {
  const { builder } = provenance(release);
  return builder ?? notRecorded;
}

function CheckedOf({ release }: { release: RemoteReleaseRow }) {
  return release.checkedAt ? (
    <>
      passed <Time iso={release.checkedAt.toISOString()} />
    </>
  ) : (
    <Muted>not checked (registered before the release check)</Muted>
  );
}

/** A table of facts: one row per fact, its name as the row header (two columns fit a phone). */
function FactTable({ id, caption, rows }: { id: string; caption: string; rows: Array<[string, ReactNode]> }) {
  return (
    <ScrollingTable labelId={id}>
      <table className="op-facts">
        <caption id={id}>{caption}</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function HistoryTable({ detail, store }: { detail: ReleaseDetail; store: string | null }) {
  const where = store ? ` on ${store}` : '';
  if (!detail.history.length) {
    return <p className="op-muted">No reports{where} in the last 24 hours (browsers' reports are kept for a day).</p>;
  }
  const total = detail.history.reduce((sum, h) => ({ loads: sum.loads + h.loads, failures: sum.failures + h.failures }), { loads: 0, failures: 0 });
  const id = 'history-caption';
  return (
    <ScrollingTable labelId={id}>
      <table className="op-history">
        <caption id={id}>
          Loads and failures browsers reported{where} per hour (UTC), last 24 hours: {total.failures} failures of {total.loads} loads
        </caption>
        <thead>
          <tr>
            <th scope="col">Hour</th>
            <th scope="col">Loads</th>
            <th scope="col">Failures</th>
            <th scope="col">Error rate</th>
          </tr>
        </thead>
        <tbody>
          {detail.history.map((h) => {
            const rate = h.loads ? h.failures / h.loads : 0;
            const percent = Math.round(rate * 1000) / 10;
            return (
              <tr key={h.hour}>
                <th scope="row">
                  <time dateTime={h.hour}>{`${h.hour.slice(5, 10)} ${h.hour.slice(11, 13)}:00`}</time>
                </th>
                <td>{h.loads}</td>
                <td>{h.failures ? <span className="op-warn">{h.failures}</span> : '0'}</td>
                <td>
                  <meter min={0} max={100} low={5} high={20} optimum={0} value={percent} aria-hidden="true" /> {percent} %
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

function FallbackTable({ detail }: { detail: ReleaseDetail }) {
  if (!detail.fallbacks.length) return <p className="op-muted">No automatic fallback from this release.</p>;
  return (
    <ScrollingTable labelId="fallbacks-caption">
      <table className="op-sticky">
        <caption id="fallbacks-caption">Automatic fallbacks from this release, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Storefront</th>
            <th scope="col">When</th>
            <th scope="col">To</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {detail.fallbacks.map((f, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fallbacks listed once, newest first.
            <tr key={index}>
              <th scope="row">{f.storefrontKey}</th>
              <td>
                <Time iso={f.at} />
              </td>
              <td className="op-nw">{f.toVersion ? f.toVersion : <Muted>none possible</Muted>}</td>
              <td className="op-wide">{f.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

export function ReleasePage({ viewer, data, detail }: { viewer: Viewer; data: ReleasesData; detail: ReleaseDetail }) {
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
  const facts: Array<[string, ReactNode]> = [
    ['State', <StateCell key="state" status={status} />],
    ['Registered', <Time key="registered" iso={release.createdAt.toISOString()} />],
    ['Promoted', release.promotedAt ? <Time key="promoted" iso={release.promotedAt.toISOString()} /> : <Muted key="promoted">never</Muted>],
    ['Served by', status.servedBy.length ? `${status.servedBy.length}: ${status.servedBy.join(', ')}` : <Muted key="served">none</Muted>],
    ['Built', <BuiltAtOf key="built" release={release} />],
    ['Commit', <CommitOf key="commit" release={release} />],
    ['Working tree', <DirtyOf key="dirty" release={release} />],
    ['Builder', <BuilderOf key="builder" release={release} />],
    ['Built from package', declaration ? declaration.version : <Muted key="package">unknown</Muted>],
    ['Contract', declaration ? declaration.contractVersion : <Muted key="contract">unknown (registered before declarations)</Muted>],
    ['Source', <Source key="source" release={release} />],
    ['Release check', <CheckedOf key="check" release={release} />],
    ['Manifest', <Check key="manifest" result={health?.manifest} />],
    ['Remote entry', <Check key="entry" result={health?.entry} />],
    ['Contract check', <Check key="contract-check" result={health?.contract} />],
    ['Health (last 24 h)', <HealthCell key="health" figures={data.loads.get(key(remote, release.version))} releaseHealth={health} />],
  ];
  const sizes = new Map(pageJsSizes(release).map((s) => [s.routeKey, s.bytes]));
  const keys = declaration?.routes.map((r) => r.key) ?? [...sizes.keys()];
  return (
    <ConsoleLayout title={`${remote} ${release.version}`} current={RELEASES_PATH} viewer={viewer}>
      <p className="op-links">
        <Spaced>
          {[
            <a key="releases" href={remotePath(remote)}>
              Releases of {remote}
            </a>,
            previous ? (
              <a key="compare" href={`${comparePath(remote)}?${new URLSearchParams({ from: previous.version, to: release.version })}`}>
                Compare with {previous.version}
              </a>
            ) : null,
          ]}
        </Spaced>
      </p>
      <Problems problems={data.filterProblems} />
      <FactTable id="facts-caption" caption={`${remote} ${release.version}${store ? ` (states and health on ${store})` : ''}`} rows={facts} />
      <h2 id="pages-heading">Route keys and page sizes</h2>
      {keys.length ? (
        <ScrollingTable labelId="pages-caption">
          <table className="op-facts">
            <caption id="pages-caption">
              Its {keys.length} route keys and the gzipped JavaScript each page loads (remote entry, routes and the page's chunk)
            </caption>
            <thead>
              <tr>
                <th scope="col">Route key</th>
                <th scope="col">Gzipped JS</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k}>
                  <th scope="row">
                    <code>{k}</code>
                  </th>
                  <td>{sizes.has(k) ? kilobytes(sizes.get(k) as number) : notRecorded}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : (
        <p className="op-muted">No route keys declared.</p>
      )}
      <h2 id="history-heading">Error history</h2>
      <form method="get" action={releasePath(remote, release.version)} className="op-filters" aria-label="Error history of one storefront">
        <div className="op-field">
          <Select
            id="history-storefront"
            name="storefront"
            label="Storefront"
            options={[
              { value: '', label: 'All storefronts', selected: !store },
              ...data.stores.map((s) => ({ value: s.key, label: `${s.key} · ${s.name}`, selected: s.key === store })),
            ]}
            hiddenLabel={false}
          />
        </div>
        <div className="op-filter-actions">
          <button type="submit">Show</button>
        </div>
      </form>
      <HistoryTable detail={detail} store={store} />
      <h2 id="fallbacks-heading">Fallbacks from it</h2>
      <FallbackTable detail={detail} />
    </ConsoleLayout>
  );
}

export function releasePage(viewer: Viewer, data: ReleasesData, detail: ReleaseDetail): Html {
  return renderPage(<ReleasePage viewer={viewer} data={data} detail={detail} />);
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

function SizeChange({ before, after }: { before: number | undefined; after: number | undefined }) {
  if (before === undefined && after === undefined) return notRecorded;
  if (before === undefined) return <>new page</>;
  if (after === undefined) return <>page removed</>;
  const delta = after - before;
  const percent = before ? Math.round((delta / before) * 1000) / 10 : 0;
  const text = `${signedKilobytes(delta)}${delta && before ? ` (${percent > 0 ? '+' : ''}${percent} %)` : ''}`;
  return delta > 0 ? <span className="op-warn">{text}</span> : text;
}

function KeyList({ keys, none }: { keys: string[]; none: string }) {
  if (!keys.length) return <Muted>{none}</Muted>;
  return (
    <>
      {keys.map((k, index) => (
        <Fragment key={k}>
          {index > 0 ? ', ' : null}
          <code>{k}</code>
        </Fragment>
      ))}
    </>
  );
}

function KeyChanges({ fromKeys, toKeys }: { fromKeys: string[] | null; toKeys: string[] | null }) {
  if (!fromKeys || !toKeys) return <p className="op-muted">Not known: a release registered before declarations has none.</p>;
  const added = toKeys.filter((k) => !fromKeys.includes(k));
  const removed = fromKeys.filter((k) => !toKeys.includes(k));
  const both = toKeys.filter((k) => fromKeys.includes(k));
  return (
    <ul className="op-diff">
      <li>
        <strong>Added</strong> ({added.length}): <KeyList keys={added} none="none" />
      </li>
      <li>
        <strong>Removed</strong> ({removed.length}): <KeyList keys={removed} none="none" />
      </li>
      <li>
        <strong>In both</strong> ({both.length}): <KeyList keys={both} none="none" />
      </li>
    </ul>
  );
}

type Raw = (r: RemoteReleaseRow) => string | null | undefined;

function Comparison({ remote, from, to }: { remote: RemoteName; from: RemoteReleaseRow; to: RemoteReleaseRow }) {
  const fromKeys = from.declaration?.routes.map((r) => r.key) ?? null;
  const toKeys = to.declaration?.routes.map((r) => r.key) ?? null;
  const row = (name: string, render: (r: RemoteReleaseRow) => ReactNode, raw: Raw) => (
    <tr key={name}>
      <th scope="row">
        {name}
        {(raw(from) ?? '') === (raw(to) ?? '') ? null : (
          <>
            {' '}
            <span className="op-tag op-tag-canary">changed</span>
          </>
        )}
      </th>
      <td>{render(from)}</td>
      <td>{render(to)}</td>
    </tr>
  );
  const fromSizes = new Map(pageJsSizes(from).map((s) => [s.routeKey, s.bytes]));
  const toSizes = new Map(pageJsSizes(to).map((s) => [s.routeKey, s.bytes]));
  const pageKeys = [...new Set([...(fromKeys ?? fromSizes.keys()), ...(toKeys ?? toSizes.keys())])];
  const cell = (sizes: Map<string, number>, release: RemoteReleaseRow, k: string) =>
    sizes.has(k) ? kilobytes(sizes.get(k) as number) : <Muted>{release.checkedAt ? '—' : 'not checked'}</Muted>;
  const largest = (sizes: Map<string, number>) => (sizes.size ? Math.max(...sizes.values()) : undefined);
  const [fromMax, toMax] = [largest(fromSizes), largest(toSizes)];
  return (
    <>
      <h2 id="compare-keys">
        Route keys from {from.version} to {to.version}
      </h2>
      <KeyChanges fromKeys={fromKeys} toKeys={toKeys} />
      <h2 id="compare-sizes-heading">Page sizes</h2>
      <ScrollingTable labelId="compare-sizes">
        <table className="op-sticky op-compare">
          <caption id="compare-sizes">
            Gzipped JavaScript each page loads (remote entry, routes and the page's chunk; the release check records no other file sizes)
          </caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">{from.version}</th>
              <th scope="col">{to.version}</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {pageKeys.map((k) => (
              <tr key={k}>
                <th scope="row">
                  <code>{k}</code>
                </th>
                <td>{cell(fromSizes, from, k)}</td>
                <td>{cell(toSizes, to, k)}</td>
                <td>
                  <SizeChange before={fromSizes.get(k)} after={toSizes.get(k)} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Largest page</th>
              <td>{fromMax === undefined ? <Muted>—</Muted> : kilobytes(fromMax)}</td>
              <td>{toMax === undefined ? <Muted>—</Muted> : kilobytes(toMax)}</td>
              <td>{fromMax === undefined || toMax === undefined ? null : <SizeChange before={fromMax} after={toMax} />}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollingTable>
      <h2 id="compare-build-heading">Build and commit</h2>
      <ScrollingTable labelId="compare-build">
        <table className="op-sticky op-compare">
          <caption id="compare-build">Provenance: what the declaration and the release check recorded</caption>
          <thead>
            <tr>
              <th scope="col">Recorded</th>
              <th scope="col">{from.version}</th>
              <th scope="col">{to.version}</th>
            </tr>
          </thead>
          <tbody>
            {row('Registered', (r) => <ShortTime date={r.createdAt} />, (r) => r.createdAt.toISOString())}
            {row('Built', (r) => <BuiltAtOf release={r} />, (r) => r.builtAt?.toISOString())}
            {row('Commit', (r) => (r.gitCommit ? <code title={r.gitCommit}>{r.gitCommit.slice(0, 12)}</code> : notRecorded), (r) => r.gitCommit)}
            {row('Working tree', (r) => <DirtyOf release={r} />, (r) => String(provenance(r).dirty))}
            {row('Builder', (r) => <BuilderOf release={r} />, (r) => provenance(r).builder)}
            {row('Package', (r) => (r.declaration ? r.declaration.version : <Muted>unknown</Muted>), (r) => r.declaration?.version)}
            {row('Contract', (r) => (r.declaration ? r.declaration.contractVersion : <Muted>unknown</Muted>), (r) => r.declaration?.contractVersion)}
            {row('Source', (r) => (r.baseUrl ? 'CDN' : 'folder'), (r) => (r.baseUrl ? 'cdn' : 'folder'))}
            {row('Release check', (r) => (r.checkedAt ? 'passed' : <Muted>not checked</Muted>), (r) => (r.checkedAt ? 'passed' : 'no'))}
            {row('Promoted', (r) => (r.promotedAt ? <ShortTime date={r.promotedAt} /> : <Muted>never</Muted>), (r) => r.promotedAt?.toISOString())}
          </tbody>
        </table>
      </ScrollingTable>
      <p className="op-links">
        <a href={releasePath(remote, from.version)}>{from.version} in detail</a> <a href={releasePath(remote, to.version)}>{to.version} in detail</a>
      </p>
    </>
  );
}

export function ComparePage({ viewer, data, remote, choice }: SectionProps & { choice: CompareChoice }) {
  const releases = data.releases.filter((r) => r.remote === remote);
  const options = (selected: string | undefined) =>
    releases.map((r, index) => ({ value: r.version, label: `${r.version}${index === 0 ? ' (newest)' : ''}`, selected: r.version === selected }));
  return (
    <ConsoleLayout title={`Compare releases of ${remote}`} current={RELEASES_PATH} viewer={viewer}>
      <p>
        <a href={remotePath(remote)}>Releases of {remote}</a>
      </p>
      <Problems problems={choice.problems} />
      <form method="get" action={comparePath(remote)} className="op-filters" aria-label="Choose two releases">
        <div className="op-field">
          <Select id="compare-from" name="from" label="From release" options={options(choice.from?.version)} hiddenLabel={false} />
        </div>
        <div className="op-field">
          <Select id="compare-to" name="to" label="To release" options={options(choice.to?.version)} hiddenLabel={false} />
        </div>
        <div className="op-filter-actions">
          <button type="submit">Compare</button>
        </div>
      </form>
      {releases.length < 2 ? (
        <p className="op-muted">
          {remote} has {releases.length ? 'one release' : 'no release'}: nothing to compare.
        </p>
      ) : choice.from && choice.to && choice.from.version !== choice.to.version ? (
        <Comparison remote={remote} from={choice.from} to={choice.to} />
      ) : null}
    </ConsoleLayout>
  );
}

export function comparePage(viewer: Viewer, data: ReleasesData, remote: RemoteName, choice: CompareChoice): Html {
  return renderPage(<ComparePage viewer={viewer} data={data} remote={remote} choice={choice} />);
}
