/**
 * Operator actions on the registry, shared by the GraphQL operator mutations (server running) and
 * the operator CLI in direct-database mode. Input problems come back as spec §8 error entries. Each
 * change writes its operator audit row (domains/operator/audit.ts) in its own transaction.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteFailedReleases } from '../db/health-schema';
import { type RemoteReleaseRow, remoteReleases, storefrontRemotes } from '../db/schema';
import type { StorefrontDirectory, StorefrontModel } from '../domains/storefront/directory';
import { ErrorCode, type ErrorEntry, payloadOrErrors, ShopError } from '../errors';
import { type AuditSource, writeAudit } from '../domains/operator/audit';
import { remoteInScope, remoteScopeRefusal } from '../domains/operator/roles';
import {
  type ReleaseDeclaration,
  conflictProblems,
  parseDeclarationText,
  providedContract,
  readReleaseDeclaration,
  releaseProblems,
} from './declarations';
import { REMOTE_NAMES, type RemoteName, isRemoteName } from './remote-names';
import {
  type RegistryOptions,
  currentDeclarations,
  findRelease,
  listReleases,
  promotedVersion,
  resolveRemotesFor,
  resolveSourceDir,
  toStoredSourceDir,
} from './registry';
import { type ReleaseFigures, type SmokeRender, buildInspector, cdnFiles, checkRelease, folderFiles } from './release-check';
import { fileHashesDigest, sameFileHashes } from './file-integrity';
import { releaseOriginProblem } from './release-origins';
import { serverBuildBase } from './server-builds';

export interface OperatorRemoteState {
  storefrontKey: string;
  storeId: number;
  remote: RemoteName;
  enabled: boolean;
  pinnedVersion: string | null;
  version: string | null;
  manifestUrl: string | null;
  /** A percentage rollout (ADR 0028): this release for rolloutPercent % of the visitors; null: none. */
  rolloutVersion: string | null;
  rolloutPercent: number | null;
}

export interface OperatorRemotesResult {
  remotes: OperatorRemoteState[];
  errors: ErrorEntry[];
}

export interface SetRemoteInput {
  store?: string | null;
  allStores?: boolean | null;
  remote: string;
  enabled?: boolean | null;
  pinnedVersion?: string | null;
  unpin?: boolean | null;
}

export interface RolloutScope {
  store?: string | null;
  allStores?: boolean | null;
  remote: string;
}

export interface StartRolloutInput extends RolloutScope {
  version: string;
  percent: number;
}

export interface PromoteRolloutInput extends RolloutScope {
  /**
   * The rollout release the caller saw (optional): when given and a storefront now rolls out another
   * one (changed since), nothing is promoted. The console always sends it.
   */
  version?: string | null;
}

export interface RegisterReleaseInput {
  remote: string;
  version: string;
  sourceDir?: string | null;
  baseUrl?: string | null;
  /** A CDN release's declaration (its shop-release.json as text); a folder release has it in the folder. */
  declaration?: string | null;
  /**
   * The operator knows the build was made from a working tree with uncommitted changes and registers
   * it all the same (required in production for a dirty build; ADR 0038). Recorded in the audit row.
   */
  allowDirty?: boolean | null;
  /**
   * Route keys the remote's promoted release serves that this release no longer implements, dropped
   * on purpose (ADR 0038): without them such a release is refused. Recorded in the audit row.
   */
  acknowledgeDroppedRouteKeys?: readonly string[] | null;
}

export interface OperatorDeps {
  db: Database;
  directory: StorefrontDirectory;
  registry: RegistryOptions;
  root: string;
  /** How a CDN release's files are fetched for the release check (tests give a stand-in). */
  fetch?: typeof fetch;
  /** The server-render smoke test of a candidate's pages (http/release-smoke.ts); absent: none runs. */
  smokeRender?: SmokeRender;
}

const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

export async function findStore(directory: StorefrontDirectory, store: string): Promise<StorefrontModel> {
  const value = store.trim();
  const found = /^\d+$/.test(value) ? await directory.byStoreId(Number(value)) : await directory.byKey(value);
  if (!found) throw new ShopError(`Unknown storefront "${store}"`, ErrorCode.UNKNOWN_STORE, 'store');
  return found;
}

function requireRemote(remote: string): RemoteName {
  if (!isRemoteName(remote)) {
    throw new ShopError(
      `Unknown remote "${remote}" (known: ${REMOTE_NAMES.join(', ')})`,
      ErrorCode.UNKNOWN_REMOTE,
      'remote',
    );
  }
  return remote;
}

/**
 * The remote of a change, when the caller may act on it (ADR 0038: a releaser scoped to some remotes
 * acts on those only; admins on all). Otherwise refused with 1403 on `remote`, and the refusal is an
 * audit row of its own (`remote.refuse`: who tried what on which remote), outside any transaction.
 */
export async function scopedRemote(deps: OperatorDeps, audit: AuditSource, input: { remote: string; store?: string | null }, operation: string): Promise<RemoteName> {
  const remote = requireRemote(input.remote);
  if (remoteInScope(audit, remote)) return remote;
  const refusal = remoteScopeRefusal(remote, audit.remotes ?? []);
  await writeAudit(deps.db, audit, {
    action: 'remote.refuse',
    targetKind: 'storefront-remote',
    targetId: `${input.store ? String(input.store).slice(0, 40) : '*'}/${remote}`,
    before: null,
    after: { operation, code: refusal.code, reason: refusal.message, granted: audit.remotes ?? [] },
  });
  throw refusal;
}

async function stateOf(deps: OperatorDeps, stores: StorefrontModel[], remote?: RemoteName): Promise<OperatorRemoteState[]> {
  const resolved = await resolveRemotesFor(
    deps.db,
    stores.map((s) => s.key),
    deps.registry,
  );
  return stores.flatMap((store) =>
    (resolved.get(store.key) ?? [])
      .filter((r) => !remote || r.name === remote)
      .map((r) => ({
        storefrontKey: store.key,
        storeId: store.storeId,
        remote: r.name,
        enabled: r.enabled,
        pinnedVersion: r.pinnedVersion,
        version: r.version,
        manifestUrl: r.manifestUrl,
        rolloutVersion: r.rollout?.version ?? null,
        rolloutPercent: r.rollout?.percent ?? null,
      })),
  );
}


export async function listStorefrontRemotes(deps: OperatorDeps, store?: string | null): Promise<OperatorRemotesResult> {
  return payloadOrErrors<OperatorRemotesResult>({ remotes: [], errors: [] }, async () => {
    const stores = store ? [await findStore(deps.directory, store)] : await deps.directory.all();
    return { remotes: await stateOf(deps, stores), errors: [] };
  });
}

/** A switch as the audit log records it. */
type SwitchRow = Pick<typeof storefrontRemotes.$inferSelect, 'storefrontKey' | 'enabled' | 'pinnedVersion' | 'rolloutVersion' | 'rolloutPercent'>;

const SWITCH_COLUMNS = {
  storefrontKey: storefrontRemotes.storefrontKey,
  enabled: storefrontRemotes.enabled,
  pinnedVersion: storefrontRemotes.pinnedVersion,
  rolloutVersion: storefrontRemotes.rolloutVersion,
  rolloutPercent: storefrontRemotes.rolloutPercent,
};

/**
 * Each storefront's switch of one remote, `{ CB: { enabled, pinnedVersion, rolloutVersion,
 * rolloutPercent }, … }` (an audit row's before/after). No row means the defaults.
 */
function switchesByStore(keys: string[], rows: SwitchRow[]) {
  const byKey = new Map(rows.map((row) => [row.storefrontKey, row]));
  return Object.fromEntries(
    keys.map((key) => {
      const row = byKey.get(key);
      return [
        key,
        { enabled: row?.enabled ?? true, pinnedVersion: row?.pinnedVersion ?? null, rolloutVersion: row?.rolloutVersion ?? null, rolloutPercent: row?.rolloutPercent ?? null },
      ];
    }),
  );
}

/** The switches of `remote` for `keys`, locked until the transaction ends (a change at the same moment waits). */
function lockSwitches(tx: Parameters<Parameters<Database['transaction']>[0]>[0], remote: RemoteName, keys: string[]): Promise<SwitchRow[]> {
  return tx
    .select(SWITCH_COLUMNS)
    .from(storefrontRemotes)
    .where(and(eq(storefrontRemotes.remote, remote), inArray(storefrontRemotes.storefrontKey, keys)))
    .for('update');
}

/** Switches a remote on or off, pins or unpins it; the change and its audit row are one transaction. */
export async function setStorefrontRemote(deps: OperatorDeps, input: SetRemoteInput, audit: AuditSource): Promise<OperatorRemotesResult> {
  return payloadOrErrors<OperatorRemotesResult>({ remotes: [], errors: [] }, async () => {
    const remote = await scopedRemote(deps, audit, input, typeof input.enabled === 'boolean' ? (input.enabled ? 'enable' : 'disable') : input.unpin ? 'unpin' : 'pin');
    if (Boolean(input.store) === Boolean(input.allStores)) {
      throw new ShopError('Give either a store or allStores', ErrorCode.INVALID_ARGUMENT, 'store');
    }
    if (input.pinnedVersion && input.unpin) {
      throw new ShopError('Give either pinnedVersion or unpin, not both', ErrorCode.INVALID_ARGUMENT, 'pinnedVersion');
    }
    const changesEnabled = typeof input.enabled === 'boolean';
    if (!changesEnabled && !input.pinnedVersion && !input.unpin) {
      throw new ShopError('Nothing to change: give enabled, pinnedVersion or unpin', ErrorCode.INVALID_ARGUMENT, 'enabled');
    }
    const stores = input.store ? [await findStore(deps.directory, input.store)] : await deps.directory.all();
    if (input.pinnedVersion && !(await findRelease(deps.db, remote, input.pinnedVersion))) {
      const known = (await listReleases(deps.db, remote)).map((r) => r.version);
      throw new ShopError(
        `Remote ${remote} has no release "${input.pinnedVersion}" (known: ${known.join(', ') || 'none'})`,
        ErrorCode.UNKNOWN_RELEASE,
        'pinnedVersion',
      );
    }

    const pinnedVersion = input.pinnedVersion ? input.pinnedVersion : input.unpin ? null : undefined;
    const set: Partial<typeof storefrontRemotes.$inferInsert> = { updatedAt: sql`now()` as unknown as Date };
    if (changesEnabled) set.enabled = input.enabled as boolean;
    if (pinnedVersion !== undefined) {
      set.pinnedVersion = pinnedVersion;
      // Another release (a pin, a roll back, back to the newest) ends a rollout (ADR 0028): the
      // rollout was measured against the release served until now, and a roll back must return every
      // visitor to the release rolled back to. Switching on or off keeps it.
      set.rolloutVersion = null;
      set.rolloutPercent = null;
    }

    const keys = stores.map((s) => s.key);
    await deps.db.transaction(async (tx) => {
      // The switches as they were (locked: a change at the same moment waits and is its own row).
      // No row means the defaults: enabled, no pin.
      const before = await lockSwitches(tx, remote, keys);
      const after = await tx
        .insert(storefrontRemotes)
        .values(
          stores.map((s) => ({
            storefrontKey: s.key,
            remote,
            enabled: changesEnabled ? (input.enabled as boolean) : true,
            pinnedVersion: pinnedVersion ?? null,
          })),
        )
        .onConflictDoUpdate({ target: [storefrontRemotes.storefrontKey, storefrontRemotes.remote], set })
        .returning(SWITCH_COLUMNS);
      // An operator's explicit pin of a release the health job marked failed there is the operator's
      // word that it is good again (ADR 0029): the mark goes, recorded in this change's audit row.
      const cleared = input.pinnedVersion
        ? await tx
            .delete(remoteFailedReleases)
            .where(
              and(
                eq(remoteFailedReleases.remote, remote),
                eq(remoteFailedReleases.version, input.pinnedVersion),
                inArray(remoteFailedReleases.storefrontKey, keys),
              ),
            )
            .returning({ storefrontKey: remoteFailedReleases.storefrontKey })
        : [];
      const beforeSwitches: Record<string, Record<string, unknown>> = switchesByStore(keys, before);
      const afterSwitches: Record<string, Record<string, unknown>> = switchesByStore(keys, after);
      for (const { storefrontKey } of cleared) {
        (beforeSwitches[storefrontKey] as Record<string, unknown>).failedMark = input.pinnedVersion;
        (afterSwitches[storefrontKey] as Record<string, unknown>).failedMark = null;
      }
      await writeAudit(tx, audit, {
        action: 'remote.set',
        targetKind: 'storefront-remote',
        targetId: `${input.store ? (stores[0] as StorefrontModel).key : '*'}/${remote}`,
        before: beforeSwitches,
        after: afterSwitches,
      });
    });

    return { remotes: await stateOf(deps, stores, remote), errors: [] };
  });
}

/** The storefronts of a rollout action: one, or all (`allStores`). */
async function rolloutStores(
  deps: OperatorDeps,
  input: RolloutScope,
  audit: AuditSource,
  operation: string,
): Promise<{ remote: RemoteName; stores: StorefrontModel[]; targetId: string }> {
  const remote = await scopedRemote(deps, audit, input, operation);
  if (Boolean(input.store) === Boolean(input.allStores)) {
    throw new ShopError('Give either a store or allStores', ErrorCode.INVALID_ARGUMENT, 'store');
  }
  const stores = input.store ? [await findStore(deps.directory, input.store)] : await deps.directory.all();
  return { remote, stores, targetId: `${input.store ? (stores[0] as StorefrontModel).key : '*'}/${remote}` };
}

/**
 * Starts a percentage rollout, or changes its release or percentage (ADR 0028): `version` goes to
 * `percent` % of the visitors (1-99; sticky per visitor), the others keep the release the storefront
 * serves (its base: the pin, else the newest). The release must be registered and must not be the
 * base of any of the storefronts. One transaction with the switches locked, and its audit row.
 */
export async function startRollout(deps: OperatorDeps, input: StartRolloutInput, audit: AuditSource): Promise<OperatorRemotesResult> {
  return payloadOrErrors<OperatorRemotesResult>({ remotes: [], errors: [] }, async () => {
    const { remote, stores, targetId } = await rolloutStores(deps, input, audit, 'rollout');
    if (!Number.isInteger(input.percent) || input.percent < 1 || input.percent > 99) {
      throw new ShopError(
        'percent must be a whole number from 1 to 99 (promote the rollout for all visitors, or end it)',
        ErrorCode.INVALID_ARGUMENT,
        'percent',
      );
    }
    const version = (input.version ?? '').trim();
    if (!VERSION_PATTERN.test(version) || !(await findRelease(deps.db, remote, version))) {
      const known = (await listReleases(deps.db, remote)).map((r) => r.version);
      throw new ShopError(
        `Remote ${remote} has no release "${version.slice(0, 100)}" (known: ${known.join(', ') || 'none'})`,
        ErrorCode.UNKNOWN_RELEASE,
        'version',
      );
    }
    const keys = stores.map((s) => s.key);
    await deps.db.transaction(async (tx) => {
      const before = await lockSwitches(tx, remote, keys);
      // The base each storefront serves, read while its switch is locked.
      const bases = await resolveRemotesFor(tx as unknown as Database, keys, deps.registry);
      const same = keys.filter((key) => bases.get(key)?.find((r) => r.name === remote)?.version === version);
      if (same.length) {
        throw new ShopError(
          `${same.join(', ')} already serve${same.length === 1 ? 's' : ''} ${remote} ${version} to every visitor: roll out another release`,
          ErrorCode.INVALID_ARGUMENT,
          'version',
        );
      }
      const after = await tx
        .insert(storefrontRemotes)
        .values(stores.map((s) => ({ storefrontKey: s.key, remote, rolloutVersion: version, rolloutPercent: input.percent })))
        .onConflictDoUpdate({
          target: [storefrontRemotes.storefrontKey, storefrontRemotes.remote],
          set: { rolloutVersion: version, rolloutPercent: input.percent, updatedAt: sql`now()` as unknown as Date },
        })
        .returning(SWITCH_COLUMNS);
      await writeAudit(tx, audit, {
        action: 'remote.rollout',
        targetKind: 'storefront-remote',
        targetId,
        before: switchesByStore(keys, before),
        after: switchesByStore(keys, after),
      });
    });
    return { remotes: await stateOf(deps, stores, remote), errors: [] };
  });
}

/**
 * The storefronts' rollouts of `remote` that a promote or an end acts on (locked): every storefront of
 * the scope that has one. None: nothing to do, which is an error (a second click, or someone else was
 * faster), as is a rollout of another release than the one the caller saw.
 */
function rolloutsToChange(before: SwitchRow[], remote: RemoteName, expected: string | null | undefined, verb: string): SwitchRow[] {
  const running = before.filter((row) => row.rolloutVersion !== null);
  if (running.length === 0) {
    throw new ShopError(`Nothing to ${verb}: no rollout of ${remote} runs there`, ErrorCode.RELEASE_CONFLICT, 'remote');
  }
  const other = expected ? running.find((row) => row.rolloutVersion !== expected) : undefined;
  if (other) {
    throw new ShopError(
      `Nothing to ${verb}: ${other.storefrontKey} now rolls out ${remote} ${other.rolloutVersion}, not ${expected}`,
      ErrorCode.RELEASE_CONFLICT,
      'version',
    );
  }
  return running;
}

/**
 * Promotes a release (issue 32's lifecycle). For ONE storefront: its rollout to every visitor there (the
 * storefront is pinned to the rollout's release, the rollout cleared). For ALL storefronts: the release
 * becomes the remote's promoted release, which every storefront without a pin serves from the next page
 * load; the running rollouts of it end (they are everyone's now), pinned storefronts keep their pin
 * (held back, named in the audit row). Without `version`, the release rolled out; with it and no
 * rollout, that release at once (also an older one: a rollback for everyone). One transaction with the
 * switches and the release locked (two promotes at once: the second finds no rollout, or promotes the
 * same release again, and changes nothing more).
 */
export async function promoteRollout(deps: OperatorDeps, input: PromoteRolloutInput, audit: AuditSource): Promise<OperatorRemotesResult> {
  return payloadOrErrors<OperatorRemotesResult>({ remotes: [], errors: [] }, async () => {
    const { remote, stores, targetId } = await rolloutStores(deps, input, audit, 'promote');
    const keys = stores.map((s) => s.key);
    const expected = input.version?.trim() || null;
    await deps.db.transaction(async (tx) => {
      const before = await lockSwitches(tx, remote, keys);
      if (input.allStores) {
        await promoteEverywhere(tx as unknown as Database, remote, before, expected, audit);
        return;
      }
      const running = rolloutsToChange(before, remote, expected, 'promote');
      const after: SwitchRow[] = [];
      for (const row of running) {
        const [changed] = await tx
          .update(storefrontRemotes)
          .set({ pinnedVersion: row.rolloutVersion, rolloutVersion: null, rolloutPercent: null, updatedAt: sql`now()` as unknown as Date })
          .where(and(eq(storefrontRemotes.remote, remote), eq(storefrontRemotes.storefrontKey, row.storefrontKey)))
          .returning(SWITCH_COLUMNS);
        if (changed) after.push(changed);
      }
      const changedKeys = running.map((row) => row.storefrontKey);
      await writeAudit(tx, audit, {
        action: 'remote.promote',
        targetKind: 'storefront-remote',
        targetId,
        before: switchesByStore(changedKeys, before),
        after: switchesByStore(changedKeys, after),
      });
    });
    return { remotes: await stateOf(deps, stores, remote), errors: [] };
  });
}

/** The remote's promoted release becomes `expected` (or the one rolled out); see promoteRollout. */
async function promoteEverywhere(tx: Database, remote: RemoteName, switches: SwitchRow[], expected: string | null, audit: AuditSource): Promise<void> {
  const rolledOut = [...new Set(switches.flatMap((row) => (row.rolloutVersion ? [row.rolloutVersion] : [])))];
  let version = expected;
  if (!version) {
    if (rolledOut.length !== 1) {
      throw new ShopError(
        rolledOut.length === 0
          ? `Nothing to promote: no rollout of ${remote} runs; name the release (version) to promote it at once`
          : `${remote} rolls out ${rolledOut.join(' and ')}: name the release (version) to promote`,
        ErrorCode.RELEASE_CONFLICT,
        'version',
      );
    }
    version = rolledOut[0] as string;
  }
  const others = switches.filter((row) => row.rolloutVersion !== null && row.rolloutVersion !== version);
  if (others.length) {
    throw new ShopError(
      `Nothing promoted: ${others.map((row) => row.storefrontKey).join(', ')} roll${others.length === 1 ? 's' : ''} out ${remote} ${others[0]?.rolloutVersion}, not ${version}; end that rollout first`,
      ErrorCode.RELEASE_CONFLICT,
      'version',
    );
  }
  const [release] = await tx
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
    .for('update');
  if (!release) {
    const known = (await listReleases(tx, remote)).map((r) => r.version);
    throw new ShopError(`Remote ${remote} has no release "${version.slice(0, 100)}" (known: ${known.join(', ') || 'none'})`, ErrorCode.UNKNOWN_RELEASE, 'version');
  }
  // Another remote's promoted release must not own this release's route keys or paths (ADR 0013).
  if (release.declaration) {
    const clashes = conflictProblems(release.declaration, remote, await currentDeclarations(tx));
    if (clashes.length) throw new ShopError(`Not promoted: ${clashes.join('; ')}`, ErrorCode.RELEASE_CONFLICT, 'version');
  }
  const previous = await promotedVersion(tx, remote);
  await tx.update(remoteReleases).set({ promotedAt: sql`now()` as unknown as Date }).where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  const ended = switches.filter((row) => row.rolloutVersion === version);
  if (ended.length) {
    await tx
      .update(storefrontRemotes)
      .set({ rolloutVersion: null, rolloutPercent: null, updatedAt: sql`now()` as unknown as Date })
      .where(and(eq(storefrontRemotes.remote, remote), inArray(storefrontRemotes.storefrontKey, ended.map((row) => row.storefrontKey))));
  }
  const heldBack = switches.filter((row) => row.pinnedVersion !== null && row.pinnedVersion !== version);
  await writeAudit(tx, audit, {
    action: 'release.promote',
    targetKind: 'release',
    targetId: `${remote}@${version}`,
    before: { promoted: previous, rollouts: ended.map((row) => row.storefrontKey) },
    after: { promoted: version, heldBackByPin: heldBack.map((row) => `${row.storefrontKey}@${row.pinnedVersion}`) },
  });
}

/** Ends the rollout: every visitor gets the storefront's base release again. Locked and audited like the others. */
export async function endRollout(deps: OperatorDeps, input: PromoteRolloutInput, audit: AuditSource): Promise<OperatorRemotesResult> {
  return payloadOrErrors<OperatorRemotesResult>({ remotes: [], errors: [] }, async () => {
    const { remote, stores, targetId } = await rolloutStores(deps, input, audit, 'rollout-end');
    const keys = stores.map((s) => s.key);
    await deps.db.transaction(async (tx) => {
      const before = await lockSwitches(tx, remote, keys);
      const running = rolloutsToChange(before, remote, input.version?.trim() || null, 'end');
      const changedKeys = running.map((row) => row.storefrontKey);
      const after = await tx
        .update(storefrontRemotes)
        .set({ rolloutVersion: null, rolloutPercent: null, updatedAt: sql`now()` as unknown as Date })
        .where(and(eq(storefrontRemotes.remote, remote), inArray(storefrontRemotes.storefrontKey, changedKeys)))
        .returning(SWITCH_COLUMNS);
      await writeAudit(tx, audit, {
        action: 'remote.rollout-end',
        targetKind: 'storefront-remote',
        targetId,
        before: switchesByStore(changedKeys, before),
        after: switchesByStore(changedKeys, after),
      });
    });
    return { remotes: await stateOf(deps, stores, remote), errors: [] };
  });
}

export interface RegisterReleaseResult {
  release: RemoteReleaseRow | null;
  /** False when the very same release was registered before (idempotent re-run). */
  created: boolean;
  errors: ErrorEntry[];
}

/**
 * Registers a release after its checks (ADR 0030); it serves nobody until it is rolled out or promoted
 * (ADR 0036). A refusal is an audit row too (issue 32: who tried to register what, and why it was
 * refused), written for a known remote only, with the location and the reasons.
 */
export async function registerRelease(deps: OperatorDeps, input: RegisterReleaseInput, audit: AuditSource): Promise<RegisterReleaseResult> {
  const result = await registerCheckedRelease(deps, input, audit);
  const [problem] = result.errors;
  if (problem && isRemoteName(input.remote)) {
    await writeAudit(deps.db, audit, {
      action: 'release.refuse',
      targetKind: 'release',
      targetId: `${input.remote}@${String(input.version).slice(0, 100)}`,
      before: null,
      after: { sourceDir: input.sourceDir ?? null, baseUrl: input.baseUrl ?? null, code: problem.code, reason: problem.message },
    });
  }
  return result;
}

function registerCheckedRelease(deps: OperatorDeps, input: RegisterReleaseInput, audit: AuditSource): Promise<RegisterReleaseResult> {
  return payloadOrErrors<RegisterReleaseResult>({ release: null, created: false, errors: [] }, async () => {
    const remote = requireRemote(input.remote);
    // A releaser scoped to other remotes (ADR 0038): refused before anything is read or fetched.
    if (!remoteInScope(audit, remote)) throw remoteScopeRefusal(remote, audit.remotes ?? []);
    if (!VERSION_PATTERN.test(input.version)) {
      throw new ShopError(`"${input.version}" is not a valid version`, ErrorCode.INVALID_ARGUMENT, 'version');
    }
    if (Boolean(input.sourceDir) === Boolean(input.baseUrl)) {
      throw new ShopError('Give either a folder inside the shop (sourceDir) or a CDN base URL (baseUrl), not both', ErrorCode.INVALID_ARGUMENT, 'sourceDir');
    }
    let sourceDir: string | null = null;
    let baseUrl: string | null = null;
    if (input.baseUrl) {
      let url: URL;
      try {
        url = new URL(input.baseUrl);
      } catch {
        throw new ShopError(`"${input.baseUrl}" is not an absolute URL`, ErrorCode.INVALID_ARGUMENT, 'baseUrl');
      }
      // Only from the origins the operators allowed (release-origins.ts): refused before any fetch.
      const problem = releaseOriginProblem(url, deps.registry.releaseOrigins ?? 'any');
      if (problem) throw new ShopError(`Release ${remote} ${input.version} refused: ${problem}`, ErrorCode.INVALID_RELEASE, 'baseUrl');
      baseUrl = input.baseUrl.replace(/\/+$/, '');
    } else if (input.sourceDir) {
      sourceDir = toStoredSourceDir(deps.root, input.sourceDir);
      // The server serves whatever folder a release names: keep that inside the shop's own tree
      // (<root>/mf-*/dist, <root>/.data/releases), so an operator token cannot expose other files.
      if (isAbsolute(sourceDir)) {
        throw new ShopError(
          `sourceDir must lie inside the shop root ${deps.root} (the operator CLI copies builds to .data/releases)`,
          ErrorCode.INVALID_ARGUMENT,
          'sourceDir',
        );
      }
      if (!existsSync(join(resolveSourceDir(deps.root, sourceDir), 'mf-manifest.json'))) {
        throw new ShopError(`${input.sourceDir} has no mf-manifest.json`, ErrorCode.INVALID_ARGUMENT, 'sourceDir');
      }
    }

    const declaration = await checkedDeclaration(deps, remote, input, sourceDir);
    const provenance = checkedProvenance(deps, remote, input, declaration);
    const dropped = await checkedDroppedKeys(deps, remote, input, declaration);
    const existing = await findRelease(deps.db, remote, input.version);
    if (existing && (existing.sourceDir !== sourceDir || existing.baseUrl !== baseUrl)) {
      // Releases are immutable (ADR 0030): a version names one set of files for good.
      throw new ShopError(`Release ${remote} ${input.version} already exists with another location`, ErrorCode.RELEASE_CONFLICT, 'version');
    }
    const figures = await checkedFiles(deps, remote, input.version, declaration, sourceDir, baseUrl);
    if (existing) sameFilesOrRefuse(remote, input.version, existing, figures);

    const inserted = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(remoteReleases)
        .values({ remote, version: input.version, sourceDir, baseUrl, declaration, ...figureColumns(figures), gitDirty: provenance.gitDirty, builder: provenance.builder })
        .onConflictDoNothing()
        .returning();
      // Registering the same release again changes nothing, and writes no row.
      if (row) {
        await writeAudit(tx, audit, {
          action: 'release.register',
          targetKind: 'release',
          targetId: `${remote}@${input.version}`,
          before: null,
          after: {
            remote,
            version: row.version,
            sourceDir: row.sourceDir,
            baseUrl: row.baseUrl,
            contractVersion: declaration.contractVersion,
            routeKeys: declaration.routes.map((r) => r.key),
            builtAt: figures.builtAt,
            gitCommit: figures.gitCommit,
            // Provenance (ADR 0038): the build's own word, and the operator's when it was dirty.
            gitDirty: provenance.gitDirty,
            builder: provenance.builder,
            ...(provenance.gitDirty && input.allowDirty ? { allowDirty: true } : {}),
            ...(dropped ? { droppedRouteKeys: dropped } : {}),
            pageJsGzip: figures.pageJsGzip,
            // Integrity (ADR 0040): how many files were hashed, and one hash over their hashes, so the
            // hash-chained audit log vouches for the row's file_hashes.
            files: Object.keys(figures.fileHashes).length,
            filesDigest: fileHashesDigest(figures.fileHashes),
          },
        });
      }
      return row;
    });
    if (inserted) return { release: inserted, created: true, errors: [] };

    const registered = await findRelease(deps.db, remote, input.version);
    if (registered && registered.sourceDir === sourceDir && registered.baseUrl === baseUrl) {
      sameFilesOrRefuse(remote, input.version, registered, figures);
      return { release: registered, created: false, errors: [] };
    }
    throw new ShopError(
      `Release ${remote} ${input.version} already exists with another location`,
      ErrorCode.RELEASE_CONFLICT,
      'version',
    );
  });
}

/**
 * The release's declaration, checked (ADR 0013): read from the folder of a folder release, given as
 * text for a CDN release. Refused when missing or malformed (1505), built for a contract the shell
 * does not provide (1506), or claiming a key or the paths of another remote's current release (1503).
 */
async function checkedDeclaration(
  deps: OperatorDeps,
  remote: RemoteName,
  input: RegisterReleaseInput,
  sourceDir: string | null,
): Promise<ReleaseDeclaration> {
  const refuse = (problems: string[], code: number, parameter: string): never => {
    throw new ShopError(`Release ${remote} ${input.version} refused: ${problems.join('; ')}`, code, parameter);
  };
  if (sourceDir !== null && input.declaration) {
    refuse(['a folder release carries its declaration in the folder (shop-release.json); give declaration only with baseUrl'], ErrorCode.INVALID_ARGUMENT, 'declaration');
  }
  if (sourceDir === null && !input.declaration) {
    refuse(['a CDN release needs its declaration (the shop-release.json of its build) in declaration'], ErrorCode.INVALID_RELEASE, 'declaration');
  }
  const read =
    sourceDir !== null ? readReleaseDeclaration(resolveSourceDir(deps.root, sourceDir)) : parseDeclarationText(input.declaration as string);
  const parameter = sourceDir !== null ? 'sourceDir' : 'declaration';
  if (!read.ok) return refuse(read.problems, ErrorCode.INVALID_RELEASE, parameter);
  const provided = providedContract(deps.registry.shellDist ?? join(deps.root, 'shell', 'dist'));
  const problems = releaseProblems(read.value, remote, provided);
  if (problems.length) {
    refuse(problems, read.value.remote === remote ? ErrorCode.INCOMPATIBLE_CONTRACT : ErrorCode.INVALID_RELEASE, parameter);
  }
  const conflicts = conflictProblems(read.value, remote, await currentDeclarations(deps.db));
  if (conflicts.length) refuse(conflicts, ErrorCode.RELEASE_CONFLICT, parameter);
  return read.value;
}

/**
 * The build's provenance from its declaration (ADR 0038). A build from a working tree with
 * uncommitted changes is not what its commit names: where the registry asks for it (production), it
 * is registered only when the operator says so (allowDirty, `--allow-dirty`), refused with 1505 on
 * `allowDirty` otherwise.
 */
function checkedProvenance(
  deps: OperatorDeps,
  remote: RemoteName,
  input: RegisterReleaseInput,
  declaration: ReleaseDeclaration,
): { gitDirty: boolean | null; builder: string | null } {
  const gitDirty = declaration.gitDirty ?? null;
  if (gitDirty && (deps.registry.dirtyBuilds ?? 'allow') === 'acknowledge' && !input.allowDirty) {
    throw new ShopError(
      `Release ${remote} ${input.version} refused: it was built from a working tree with uncommitted changes` +
        `${declaration.gitCommit ? ` (on commit ${declaration.gitCommit.slice(0, 12)})` : ''}${declaration.builder ? ` by ${declaration.builder}` : ''}, ` +
        'so its files are not what any commit names; build it from a clean checkout, or register it deliberately with allowDirty (--allow-dirty)',
      ErrorCode.INVALID_RELEASE,
      'allowDirty',
    );
  }
  return { gitDirty, builder: declaration.builder ?? null };
}

/**
 * The route keys the remote's promoted release serves that this release drops (ADR 0038): a page
 * every storefront without a pin serves would be gone at its promotion, so dropping one must be said
 * (acknowledgeDroppedRouteKeys, `--drop-route-key KEY`); refused with 1505 on
 * `acknowledgeDroppedRouteKeys` otherwise. Null when nothing is dropped (or nothing is promoted).
 */
async function checkedDroppedKeys(
  deps: OperatorDeps,
  remote: RemoteName,
  input: RegisterReleaseInput,
  declaration: ReleaseDeclaration,
): Promise<{ promoted: string; keys: string[] } | null> {
  const promoted = await promotedVersion(deps.db, remote);
  if (!promoted || promoted === input.version) return null;
  const current = (await findRelease(deps.db, remote, promoted))?.declaration;
  if (!current) return null;
  const kept = new Set(declaration.routes.map((route) => route.key));
  const keys = current.routes.map((route) => route.key).filter((key) => !kept.has(key));
  if (keys.length === 0) return null;
  const acknowledged = new Set((input.acknowledgeDroppedRouteKeys ?? []).map((key) => key.trim()));
  const unacknowledged = keys.filter((key) => !acknowledged.has(key));
  if (unacknowledged.length) {
    throw new ShopError(
      `Release ${remote} ${input.version} refused: it drops the route key${unacknowledged.length === 1 ? '' : 's'} ${unacknowledged.map((k) => `"${k}"`).join(', ')} ` +
        `that ${remote} ${promoted} (promoted) serves; if that is deliberate, acknowledge ${unacknowledged.length === 1 ? 'it' : 'them'} ` +
        `(acknowledgeDroppedRouteKeys, ${unacknowledged.map((k) => `--drop-route-key ${k}`).join(' ')})`,
      ErrorCode.INVALID_RELEASE,
      'acknowledgeDroppedRouteKeys',
    );
  }
  return { promoted, keys };
}

/** The check's figures as remote_releases columns. */
export function figureColumns(figures: ReleaseFigures) {
  return {
    builtAt: figures.builtAt ? new Date(figures.builtAt) : null,
    gitCommit: figures.gitCommit,
    pageJsGzip: figures.pageJsGzip,
    checkedAt: new Date(),
    fileHashes: figures.fileHashes,
  };
}

/**
 * A registration of a version that exists at the same location (ADR 0040): the very same release
 * again (a re-run, a double click) only when its files still hash as registered; files changed since
 * (a folder rebuilt in place, a CDN that now serves other bytes) are another build, refused with 1503
 * (register a new version). A release registered before hashes were recorded compares equal as before.
 */
function sameFilesOrRefuse(remote: RemoteName, version: string, existing: RemoteReleaseRow, figures: ReleaseFigures): void {
  if (!existing.fileHashes || sameFileHashes(existing.fileHashes, figures.fileHashes)) return;
  const changed = [...new Set([...Object.keys(existing.fileHashes), ...Object.keys(figures.fileHashes)])]
    .filter((path) => existing.fileHashes?.[path] !== figures.fileHashes[path])
    .sort();
  throw new ShopError(
    `Release ${remote} ${version} already exists with other files (${changed.length} differ${changed.length ? `: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}` : ''}): register the build as a new version`,
    ErrorCode.RELEASE_CONFLICT,
    'version',
  );
}

/**
 * The headless check of the release's files (./release-check.ts, ADR 0030): complete, compiling, and
 * its server build's `./routes` loaded and held against the declaration. Refused with every reason
 * (1505); passed, it gives the figures stored with the release.
 */
async function checkedFiles(
  deps: OperatorDeps,
  remote: RemoteName,
  version: string,
  declaration: ReleaseDeclaration,
  sourceDir: string | null,
  baseUrl: string | null,
): Promise<ReleaseFigures> {
  const shellDist = deps.registry.shellDist ?? join(deps.root, 'shell', 'dist');
  const files =
    sourceDir !== null
      ? folderFiles(resolveSourceDir(deps.root, sourceDir))
      : cdnFiles(baseUrl as string, deps.fetch, serverBuildBase(baseUrl as string, deps.registry.serverBuilds ?? 'release-base'));
  const result = await checkRelease({ remote, declaration, files, inspect: buildInspector(shellDist).inspect });
  if (!result.ok) {
    throw new ShopError(`Release ${remote} ${version} refused: ${result.problems.join('; ')}`, ErrorCode.INVALID_RELEASE, sourceDir !== null ? 'sourceDir' : 'baseUrl');
  }
  // Its pages rendered on the server before anyone gets them (http/release-smoke.ts): a server where
  // pages render offers the test; the database path of the CLI (no server) registers without it.
  const failing = deps.smokeRender ? await deps.smokeRender({ remote, version, declaration, sourceDir, baseUrl, ...result.build }) : [];
  if (failing.length) {
    throw new ShopError(`Release ${remote} ${version} refused: its pages fail on the server: ${failing.join('; ')}`, ErrorCode.INVALID_RELEASE, sourceDir !== null ? 'sourceDir' : 'baseUrl');
  }
  return result.figures;
}
