/**
 * How the operator CLI reaches the registry. Embedded PGlite can be opened by one process only, so
 * while the server runs the CLI goes through the server's operator GraphQL API (HTTP + bearer
 * token); otherwise it opens the database itself (PGlite folder or DATABASE_URL).
 */
import type { DatabaseHandle } from '../db';
import { readLiveLock } from '../db/dir-lock';
import type { RemoteReleaseRow } from '../db/schema';
import { StorefrontDirectory } from '../domains/storefront/directory';
import type { ErrorEntry } from '../errors';
import type { ShopPaths } from '../paths';
import {
  type OperatorDeps,
  type OperatorRemotesResult,
  type PromoteRolloutInput,
  type RegisterReleaseInput,
  type SetRemoteInput,
  type StartRolloutInput,
  endRollout,
  listStorefrontRemotes,
  promoteRollout,
  registerRelease,
  setStorefrontRemote,
  startRollout,
} from '../remotes/operations';
import { type RegistryOptions, listReleases } from '../remotes/registry';
import { pageJsSizes } from '../remotes/release-check';
import type { RemoteName } from '../remotes/remote-names';
import { openPreparedDatabase } from '../startup';
import { resolveMode } from '../config/mode';
import { type OperatorActivationModel, recentActivations } from '../domains/activation/activation-store';
import { type OperatorDrawModel, findStorefront, listDraws, runAuditedDraw } from '../domains/doubler/doubler-draw';
import { storefrontUrlBuilder } from '../domains/storefront/storefront-url';
import { ErrorCode } from '../errors';
import type { PublicUrls } from '../domains/storefront/storefront-url';
import { readTokenFile } from './token';
import { type AuditEntryModel, type AuditQuery, type AuditSource, CLI_DATABASE_ACTOR, listAudit } from '../domains/operator/audit';
import { type AuditChainReport, verifyAuditChain } from '../domains/operator/audit-chain';
import {
  type OperatorAccountResult,
  createOperatorAccount,
  findAccount,
  listOperatorAccounts,
  resetOperatorSecondFactor,
  setOperatorDisabled,
  setOperatorRemotes,
  setOperatorRole,
} from '../domains/operator/accounts';
import { type ApiTokenModel, type ApiTokenResult, createApiToken, listApiTokens, revokeApiToken } from '../domains/operator/api-tokens';
import type { OperatorAccountModel } from '../domains/operator/sessions';
import { type FallbackModel, listFallbacks } from '../remotes/fallback';
import { type RemoteHealthResult, remoteHealth } from '../remotes/health';
import { findStore } from '../remotes/operations';
import { type AutoPromotePolicyModel, type SetAutoPromoteResult, listAutoPromotePolicies, setAutoPromote } from '../remotes/auto-promote';
import { ShopError, payloadOrErrors } from '../errors';
import {
  STOREFRONT_SETTINGS,
  type SetStorefrontSettingsResult,
  type StorefrontSetting,
  type StorefrontSettingsChanges,
  type StorefrontSettingsModel,
  listStorefrontSettings,
  setStorefrontSettings,
} from '../domains/storefront/storefront-settings';

export interface ReleaseInfo {
  remote: string;
  version: string;
  sourceDir: string | null;
  baseUrl: string | null;
  /** The @shop/shared contract the release was built for (null: registered before declarations). */
  contractVersion: string | null;
  routeKeys: string[];
  createdAt: string;
  /** The release check's figures (ADR 0030); null / [] for a release registered before the check. */
  builtAt: string | null;
  gitCommit: string | null;
  /** Provenance (ADR 0038): uncommitted changes at build time, and who built it; null: not said. */
  gitDirty: boolean | null;
  builder: string | null;
  pageJsGzip: Array<{ routeKey: string; bytes: number }>;
  checkedAt: string | null;
}

export interface RegisterResult {
  release: ReleaseInfo | null;
  created: boolean;
  errors: ErrorEntry[];
}

/** An audit row as the operator API shows it. */
export type AuditEntryView = Omit<AuditEntryModel, 'actorKind'>;

export interface RunDoublerDrawResult {
  draw: OperatorDrawModel | null;
  errors: ErrorEntry[];
}

export interface PreviewLinkInput {
  remote: RemoteName;
  version: string;
  store: string | null;
  hours: number | null;
}
export interface PreviewLinkResult {
  preview: { remote: RemoteName; version: string; expiresAt: string; path: string; url: string } | null;
  errors: ErrorEntry[];
}

export interface OperatorBackend {
  /** e.g. "server http://127.0.0.1:3000" or "database /repo/.data/pglite". */
  readonly description: string;
  listRemotes(store?: string): Promise<OperatorRemotesResult>;
  setRemote(input: SetRemoteInput): Promise<OperatorRemotesResult>;
  /** Percentage rollouts (ADR 0028). */
  startRollout(input: StartRolloutInput): Promise<OperatorRemotesResult>;
  promoteRollout(input: PromoteRolloutInput): Promise<OperatorRemotesResult>;
  endRollout(input: PromoteRolloutInput): Promise<OperatorRemotesResult>;
  listReleases(remote?: RemoteName): Promise<ReleaseInfo[]>;
  registerRelease(input: RegisterReleaseInput): Promise<RegisterResult>;
  /** The most recent activation orders (issue 18), newest first. */
  listActivations(limit: number): Promise<OperatorActivationModel[]>;
  /** The balance doubler's draws of every status (one storefront's or all), newest first. */
  listDoublerDraws(store: string | undefined, limit: number): Promise<OperatorDrawModel[]>;
  /** Runs a month's draw now; refused unless it has no draw or only failed ones (ADR 0025). */
  runDoublerDraw(input: { store: string; month: string; early: boolean }): Promise<RunDoublerDrawResult>;
  /** Operator accounts (issue 19, ADR 0026). */
  listOperatorAccounts(): Promise<OperatorAccountModel[]>;
  createOperatorAccount(input: { email: string; role: string; password: string; remotes?: string[] | null }): Promise<OperatorAccountResult>;
  /** The remotes a releaser may act on (null: every remote; ADR 0038). */
  setOperatorRemotes(input: { account: string; remotes: string[] | null }): Promise<OperatorAccountResult>;
  /**
   * A personal API token (ADR 0038). Through the server: the person logs in (e-mail, password, code)
   * and the token is made for that login; on the database: for the account named (cli-database).
   */
  createApiToken(input: CreateTokenInput): Promise<ApiTokenResult>;
  /** Personal tokens: the caller's own through the server (an account's with `account`, admins), any on the database. */
  listApiTokens(account?: string): Promise<ApiTokenModel[]>;
  revokeApiToken(id: string): Promise<ApiTokenResult>;
  setOperatorRole(input: { account: string; role: string }): Promise<OperatorAccountResult>;
  setOperatorDisabled(input: { account: string; disabled: boolean }): Promise<OperatorAccountResult>;
  /** Removes an account's second factor (a lost phone; ADR 0034): its sessions end, it sets up a new one. */
  resetOperatorSecondFactor(input: { account: string }): Promise<OperatorAccountResult>;
  /** The operator audit log, newest first. */
  listAuditLog(query: AuditQuery): Promise<{ entries: AuditEntryView[]; hasMore: boolean }>;
  /** Walks the audit log's hash chain and computes every hash again (ADR 0035). */
  verifyAuditLog(): Promise<AuditChainReport>;
  /** A preview link of a registered release (remotes/release-preview.ts): signed by the server, so through it only. */
  previewLink(input: PreviewLinkInput): Promise<PreviewLinkResult>;
  /** Release health per storefront and remote (ADR 0029). */
  remoteHealth(input: { store?: string; remote?: RemoteName }): Promise<RemoteHealthResult>;
  /** Automatic fallbacks, newest first. */
  listFallbacks(input: { store?: string; remote?: RemoteName; limit: number }): Promise<FallbacksResult>;
  /** The auto-promote policies (ADR 0037), one remote's or all. */
  listAutoPromote(remote?: RemoteName): Promise<AutoPromotePolicyModel[]>;
  /** Sets (afterMinutes) or switches off (null) a remote's auto-promote policy for a storefront or all. */
  setAutoPromote(input: SetAutoPromoteCliInput): Promise<SetAutoPromoteResult>;
  /** The settings operators switch per storefront (spec §4 feature toggles, §1 redeem delay warning; ADR 0059). */
  listStorefrontSettings(store?: string): Promise<StorefrontSettingsModel[]>;
  /** Switches (changes) or resets storefront settings of one storefront or all, audited. */
  setStorefrontSettings(input: SetStorefrontSettingsCliInput): Promise<SetStorefrontSettingsResult>;
  close(): Promise<void>;
}

export interface SetStorefrontSettingsCliInput {
  store: string | null;
  allStores: boolean;
  changes: StorefrontSettingsChanges;
  reset: StorefrontSetting[];
}

export interface CreateTokenInput {
  email: string;
  label: string;
  expiresInDays?: number | null;
  remotes?: string[] | null;
  /** The login's (through the server only). */
  password?: string;
  totpCode?: string | null;
}

export interface SetAutoPromoteCliInput {
  store: string | null;
  allStores: boolean;
  remote: RemoteName;
  afterMinutes: number | null;
}

export interface FallbacksResult {
  fallbacks: FallbackModel[];
  errors: ErrorEntry[];
}

/**
 * Who the CLI is in the audit log when it opens the database itself (no server, so no token and no
 * request): `cli-database`.
 */
const DATABASE_AUDIT: AuditSource = { actor: CLI_DATABASE_ACTOR, requestId: null, ipHash: null };

/** What a draw run straight on the database needs besides it: the shop's URLs (the winner's mail) and the clock. */
export interface DoublerDrawSettings {
  urls: PublicUrls;
  now(): Date;
  /** `--early` is allowed (the demo only). */
  earlyDraws: boolean;
}

/** The settings of the server the environment describes (the same variables main.ts reads). */
export function doublerDrawSettingsFromEnv(env: NodeJS.ProcessEnv): DoublerDrawSettings {
  return {
    urls: {
      mediaBase: (env.PUBLIC_MEDIA_BASE ?? '').replace(/\/+$/, ''),
      storefront: storefrontUrlBuilder(env.STOREFRONT_URL_TEMPLATE || undefined, Number(env.PORT) || 3000),
    },
    now: () => new Date(),
    earlyDraws: resolveMode(env) === 'demo',
  };
}

const toReleaseInfo = (r: RemoteReleaseRow): ReleaseInfo => ({
  remote: r.remote,
  version: r.version,
  sourceDir: r.sourceDir,
  baseUrl: r.baseUrl,
  contractVersion: r.declaration?.contractVersion ?? null,
  routeKeys: r.declaration?.routes.map((route) => route.key) ?? [],
  createdAt: r.createdAt.toISOString(),
  builtAt: r.builtAt?.toISOString() ?? null,
  gitCommit: r.gitCommit ?? null,
  gitDirty: r.gitDirty ?? null,
  builder: r.builder ?? null,
  pageJsGzip: pageJsSizes(r),
  checkedAt: r.checkedAt?.toISOString() ?? null,
});

export class DatabaseBackend implements OperatorBackend {
  readonly description: string;
  private readonly deps: OperatorDeps;

  constructor(
    private readonly handle: DatabaseHandle,
    root: string,
    registry: RegistryOptions,
    private readonly doubler: DoublerDrawSettings = doublerDrawSettingsFromEnv(process.env),
  ) {
    this.description = `database ${handle.location}`;
    // No caching: the CLI must see what it just wrote.
    this.deps = { db: handle.db, directory: new StorefrontDirectory(handle.db, 0), registry, root };
  }

  listActivations(limit: number) {
    return recentActivations(this.deps.db, limit);
  }

  async listDoublerDraws(store: string | undefined, limit: number) {
    if (!store) return listDraws(this.deps.db, { limit });
    const found = await findStorefront(this.deps.directory, store);
    if (!found) throw new OperatorHttpError(`Unknown storefront "${store}" (code ${ErrorCode.UNKNOWN_STORE})`);
    return listDraws(this.deps.db, { storefrontKey: found.key, limit });
  }

  async runDoublerDraw(input: { store: string; month: string; early: boolean }): Promise<RunDoublerDrawResult> {
    const { urls, now, earlyDraws } = this.doubler;
    return runAuditedDraw({ db: this.deps.db, directory: this.deps.directory, urls }, DATABASE_AUDIT, { ...input, now: now(), earlyAllowed: earlyDraws });
  }

  listOperatorAccounts() {
    return listOperatorAccounts(this.deps.db);
  }

  createOperatorAccount(input: { email: string; role: string; password: string; remotes?: string[] | null }) {
    return createOperatorAccount(this.deps.db, DATABASE_AUDIT, input);
  }

  setOperatorRemotes(input: { account: string; remotes: string[] | null }) {
    return setOperatorRemotes(this.deps.db, DATABASE_AUDIT, input);
  }

  /** Whoever can open the database can act as anyone: the token is made for the account named, audited as cli-database. */
  async createApiToken(input: CreateTokenInput): Promise<ApiTokenResult> {
    const account = await findAccount(this.deps.db, input.email);
    if (!account) return { token: null, secret: null, errors: [{ code: ErrorCode.UNKNOWN_OPERATOR_ACCOUNT, message: `No operator account "${input.email.slice(0, 80)}"`, referencedRequestParameter: 'account' }] };
    return createApiToken(this.deps.db, DATABASE_AUDIT, { accountId: account.id, label: input.label, expiresInDays: input.expiresInDays, remotes: input.remotes });
  }

  async listApiTokens(account?: string): Promise<ApiTokenModel[]> {
    if (!account) return listApiTokens(this.deps.db, null);
    const found = await findAccount(this.deps.db, account);
    if (!found) throw new OperatorHttpError(`No operator account "${account.slice(0, 80)}" (code ${ErrorCode.UNKNOWN_OPERATOR_ACCOUNT})`);
    return listApiTokens(this.deps.db, found.id);
  }

  revokeApiToken(id: string) {
    return revokeApiToken(this.deps.db, DATABASE_AUDIT, { id, ownerId: null });
  }

  async previewLink(): Promise<PreviewLinkResult> {
    // The link is signed with the server's keys, which the CLI on the database does not hold.
    throw new OperatorHttpError('A preview link is made by the running server: start it, or drop --via db');
  }

  setOperatorRole(input: { account: string; role: string }) {
    return setOperatorRole(this.deps.db, DATABASE_AUDIT, input);
  }

  setOperatorDisabled(input: { account: string; disabled: boolean }) {
    return setOperatorDisabled(this.deps.db, DATABASE_AUDIT, input);
  }

  resetOperatorSecondFactor(input: { account: string }) {
    return resetOperatorSecondFactor(this.deps.db, DATABASE_AUDIT, input);
  }

  listAuditLog(query: AuditQuery) {
    return listAudit(this.deps.db, query);
  }

  verifyAuditLog() {
    return verifyAuditChain(this.deps.db);
  }

  listRemotes(store?: string) {
    return listStorefrontRemotes(this.deps, store);
  }

  remoteHealth(input: { store?: string; remote?: RemoteName }) {
    return remoteHealth(this.deps, input);
  }

  listFallbacks(input: { store?: string; remote?: RemoteName; limit: number }): Promise<FallbacksResult> {
    return payloadOrErrors<FallbacksResult>({ fallbacks: [], errors: [] }, async () => {
      const store = input.store ? (await findStore(this.deps.directory, input.store)).key : null;
      return { fallbacks: await listFallbacks(this.deps.db, { storefrontKey: store, remote: input.remote, limit: input.limit }), errors: [] };
    });
  }

  setRemote(input: SetRemoteInput) {
    return setStorefrontRemote(this.deps, input, DATABASE_AUDIT);
  }

  listAutoPromote(remote?: RemoteName) {
    return listAutoPromotePolicies(this.deps.db, remote);
  }

  setAutoPromote(input: SetAutoPromoteCliInput) {
    return setAutoPromote(this.deps, { remote: input.remote, store: input.store, allStores: input.allStores, minutes: input.afterMinutes }, DATABASE_AUDIT);
  }

  async listStorefrontSettings(store?: string) {
    try {
      return await listStorefrontSettings(this.deps, store ?? null);
    } catch (error) {
      if (error instanceof ShopError) throw new OperatorHttpError(`${error.message} (code ${error.code})`);
      throw error;
    }
  }

  setStorefrontSettings(input: SetStorefrontSettingsCliInput) {
    return setStorefrontSettings(this.deps, { store: input.store, allStores: input.allStores, changes: input.changes, reset: input.reset }, DATABASE_AUDIT);
  }

  startRollout(input: StartRolloutInput) {
    return startRollout(this.deps, input, DATABASE_AUDIT);
  }

  promoteRollout(input: PromoteRolloutInput) {
    return promoteRollout(this.deps, input, DATABASE_AUDIT);
  }

  endRollout(input: PromoteRolloutInput) {
    return endRollout(this.deps, input, DATABASE_AUDIT);
  }

  async listReleases(remote?: RemoteName) {
    return (await listReleases(this.deps.db, remote)).map(toReleaseInfo);
  }

  async registerRelease(input: RegisterReleaseInput): Promise<RegisterResult> {
    const result = await registerRelease(this.deps, input, DATABASE_AUDIT);
    return { ...result, release: result.release && toReleaseInfo(result.release) };
  }

  close() {
    return this.handle.close();
  }
}

const STATE_FIELDS = 'storefrontKey storeId remote enabled pinnedVersion version manifestUrl rolloutVersion rolloutPercent';
const ERROR_FIELDS = 'errors { message code referencedRequestParameter }';
const RELEASE_FIELDS = 'remote version sourceDir baseUrl contractVersion routeKeys createdAt builtAt gitCommit gitDirty builder pageJsGzip { routeKey bytes } checkedAt';
const ACTIVATION_FIELDS = 'orderNumber storefrontKey status amount { cents currency } maskedNumber createdAt dueAt doneAt attempts lastError';
const DRAW_FIELDS = 'id storefrontKey month status attempt startedBy entryCount prize { cents currency } winnerMaskedNumber failureReason createdAt drawnAt';
const ACCOUNT_FIELDS = 'id email role disabled createdAt updatedAt lastLoginAt secondFactor remotes';
const AUDIT_FIELDS = 'id at actor actorEmail actorTokenId actorTokenLabel action targetKind targetId before after requestId ipHash';
const TOKEN_FIELDS = 'id label accountId accountEmail remotes createdAt expiresAt lastUsedAt revokedAt';
const POLICY_FIELDS = 'remote scope afterMinutes setAt';
const SETTINGS_FIELDS = `storefrontKey storeId name switched ${STOREFRONT_SETTINGS.join(' ')}`;

/** A storefront's settings as the operator API answers them (flat). */
type StorefrontSettingsView = Omit<StorefrontSettingsModel, 'settings'> & StorefrontSettingsModel['settings'];

function fromSettingsView(view: StorefrontSettingsView): StorefrontSettingsModel {
  return {
    storefrontKey: view.storefrontKey,
    storeId: view.storeId,
    name: view.name,
    switched: view.switched,
    settings: Object.fromEntries(STOREFRONT_SETTINGS.map((s) => [s, view[s]])) as StorefrontSettingsModel['settings'],
  };
}
const FALLBACK_FIELDS = 'id storefrontKey remote fromVersion toVersion failures loads clients reason at';
const CHECK_FIELDS = 'state problem';
const RELEASE_HEALTH_FIELDS = `remote version manifest { ${CHECK_FIELDS} } entry { ${CHECK_FIELDS} } contract { ${CHECK_FIELDS} }`;
const HEALTH_FIELDS = `storefrontKey storeId remote enabled pinnedVersion version release { ${RELEASE_HEALTH_FIELDS} } failures loads failingClients summary latestFallback { ${FALLBACK_FIELDS} }`;

/** The API's health entry (flat counts) as the service's model. */
interface HealthView extends Omit<RemoteHealthResult['health'][number], 'errorRate'> {
  failures: number;
  loads: number;
  failingClients: number;
}

export class OperatorHttpError extends Error {}

export class HttpBackend implements OperatorBackend {
  readonly description: string;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string | undefined,
  ) {
    this.description = `server ${baseUrl}`;
  }

  private async call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    if (!this.token) {
      throw new OperatorHttpError(
        `No operator token: set OPERATOR_API_TOKEN to your personal token (pnpm operator token:create; the server at ${this.baseUrl} needs it)`,
      );
    }
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json().catch(() => undefined)) as
      | { data?: T; errors?: Array<{ message: string; extensions?: { code?: number } }> }
      | undefined;
    if (body?.errors?.length) {
      const first = body.errors[0];
      throw new OperatorHttpError(`${first?.message} (code ${first?.extensions?.code ?? '?'})`);
    }
    if (!response.ok || !body?.data) throw new OperatorHttpError(`${this.baseUrl}/graphql answered HTTP ${response.status}`);
    return body.data;
  }

  async listRemotes(store?: string) {
    const data = await this.call<{ operatorRemotes: OperatorRemotesResult }>(
      `query($store: String) { operatorRemotes(store: $store) { remotes { ${STATE_FIELDS} } ${ERROR_FIELDS} } }`,
      { store },
    );
    return data.operatorRemotes;
  }

  async setRemote(input: SetRemoteInput) {
    const data = await this.call<{ operatorSetRemote: OperatorRemotesResult }>(
      `mutation($store: String, $allStores: Boolean, $remote: RemoteName!, $enabled: Boolean, $pinnedVersion: String, $unpin: Boolean) {
        operatorSetRemote(store: $store, allStores: $allStores, remote: $remote, enabled: $enabled, pinnedVersion: $pinnedVersion, unpin: $unpin) {
          remotes { ${STATE_FIELDS} } ${ERROR_FIELDS}
        }
      }`,
      { ...input },
    );
    return data.operatorSetRemote;
  }

  async listAutoPromote(remote?: RemoteName) {
    const data = await this.call<{ operatorAutoPromotePolicies: AutoPromotePolicyModel[] }>(
      `query($remote: RemoteName) { operatorAutoPromotePolicies(remote: $remote) { ${POLICY_FIELDS} } }`,
      { remote: remote ?? null },
    );
    return data.operatorAutoPromotePolicies;
  }

  async listStorefrontSettings(store?: string) {
    const data = await this.call<{ operatorStorefrontSettings: StorefrontSettingsView[] }>(
      `query($store: String) { operatorStorefrontSettings(store: $store) { ${SETTINGS_FIELDS} } }`,
      { store: store ?? null },
    );
    return data.operatorStorefrontSettings.map(fromSettingsView);
  }

  async setStorefrontSettings(input: SetStorefrontSettingsCliInput) {
    const data = await this.call<{ operatorSetStorefrontSettings: { storefronts: StorefrontSettingsView[]; errors: ErrorEntry[] } }>(
      `mutation($store: String, $allStores: Boolean, $settings: StorefrontSettingsInput, $reset: [StorefrontSettingName!]) {
        operatorSetStorefrontSettings(store: $store, allStores: $allStores, settings: $settings, reset: $reset) { storefronts { ${SETTINGS_FIELDS} } ${ERROR_FIELDS} }
      }`,
      { store: input.store, allStores: input.allStores, settings: input.changes, reset: input.reset },
    );
    const answer = data.operatorSetStorefrontSettings;
    return { storefronts: answer.storefronts.map(fromSettingsView), errors: answer.errors };
  }

  async setAutoPromote(input: SetAutoPromoteCliInput) {
    const data = await this.call<{ operatorSetAutoPromote: SetAutoPromoteResult }>(
      `mutation($store: String, $allStores: Boolean, $remote: RemoteName!, $afterMinutes: Int) {
        operatorSetAutoPromote(store: $store, allStores: $allStores, remote: $remote, afterMinutes: $afterMinutes) { policy { ${POLICY_FIELDS} } ${ERROR_FIELDS} }
      }`,
      { ...input },
    );
    return data.operatorSetAutoPromote;
  }

  async startRollout(input: StartRolloutInput) {
    const data = await this.call<{ operatorStartRollout: OperatorRemotesResult }>(
      `mutation($store: String, $allStores: Boolean, $remote: RemoteName!, $version: String!, $percent: Int!) {
        operatorStartRollout(store: $store, allStores: $allStores, remote: $remote, version: $version, percent: $percent) {
          remotes { ${STATE_FIELDS} } ${ERROR_FIELDS}
        }
      }`,
      { ...input },
    );
    return data.operatorStartRollout;
  }

  async promoteRollout(input: PromoteRolloutInput) {
    const data = await this.call<{ operatorPromoteRollout: OperatorRemotesResult }>(
      `mutation($store: String, $allStores: Boolean, $remote: RemoteName!, $version: String) {
        operatorPromoteRollout(store: $store, allStores: $allStores, remote: $remote, version: $version) { remotes { ${STATE_FIELDS} } ${ERROR_FIELDS} }
      }`,
      { ...input },
    );
    return data.operatorPromoteRollout;
  }

  async endRollout(input: PromoteRolloutInput) {
    const data = await this.call<{ operatorEndRollout: OperatorRemotesResult }>(
      `mutation($store: String, $allStores: Boolean, $remote: RemoteName!, $version: String) {
        operatorEndRollout(store: $store, allStores: $allStores, remote: $remote, version: $version) { remotes { ${STATE_FIELDS} } ${ERROR_FIELDS} }
      }`,
      { ...input },
    );
    return data.operatorEndRollout;
  }

  async listReleases(remote?: RemoteName) {
    const data = await this.call<{ operatorReleases: ReleaseInfo[] }>(
      `query($remote: RemoteName) { operatorReleases(remote: $remote) { ${RELEASE_FIELDS} } }`,
      { remote },
    );
    return data.operatorReleases;
  }

  async registerRelease(input: RegisterReleaseInput) {
    const data = await this.call<{ operatorRegisterRelease: RegisterResult }>(
      `mutation($remote: RemoteName!, $version: String!, $sourceDir: String, $baseUrl: String, $declaration: String, $allowDirty: Boolean, $acknowledgeDroppedRouteKeys: [String!]) {
        operatorRegisterRelease(remote: $remote, version: $version, sourceDir: $sourceDir, baseUrl: $baseUrl, declaration: $declaration,
          allowDirty: $allowDirty, acknowledgeDroppedRouteKeys: $acknowledgeDroppedRouteKeys) {
          release { ${RELEASE_FIELDS} } created ${ERROR_FIELDS}
        }
      }`,
      { ...input },
    );
    return data.operatorRegisterRelease;
  }

  async listActivations(limit: number) {
    const data = await this.call<{ operatorActivations: OperatorActivationModel[] }>(
      `query($limit: Int) { operatorActivations(limit: $limit) { ${ACTIVATION_FIELDS} } }`,
      { limit },
    );
    return data.operatorActivations;
  }

  async listDoublerDraws(store: string | undefined, limit: number) {
    const data = await this.call<{ operatorDoublerDraws: OperatorDrawModel[] }>(
      `query($store: String, $limit: Int) { operatorDoublerDraws(store: $store, limit: $limit) { ${DRAW_FIELDS} } }`,
      { store, limit },
    );
    return data.operatorDoublerDraws;
  }

  async runDoublerDraw(input: { store: string; month: string; early: boolean }) {
    const data = await this.call<{ operatorRunDoublerDraw: RunDoublerDrawResult }>(
      `mutation($store: String!, $month: String!, $early: Boolean) {
        operatorRunDoublerDraw(store: $store, month: $month, early: $early) { draw { ${DRAW_FIELDS} } ${ERROR_FIELDS} }
      }`,
      { ...input },
    );
    return data.operatorRunDoublerDraw;
  }

  async listOperatorAccounts() {
    const data = await this.call<{ operatorAccounts: OperatorAccountModel[] }>(`{ operatorAccounts { ${ACCOUNT_FIELDS} } }`);
    return data.operatorAccounts;
  }

  /** The password travels in the request body (never in a URL): use an https SHOP_URL off this machine. */
  async createOperatorAccount(input: { email: string; role: string; password: string; remotes?: string[] | null }) {
    const data = await this.call<{ operatorCreateAccount: OperatorAccountResult }>(
      `mutation($email: String!, $role: OperatorRole!, $password: String!, $remotes: [RemoteName!]) {
        operatorCreateAccount(email: $email, role: $role, password: $password, remotes: $remotes) { account { ${ACCOUNT_FIELDS} } ${ERROR_FIELDS} }
      }`,
      { ...input, remotes: input.remotes ?? null },
    );
    return data.operatorCreateAccount;
  }

  async setOperatorRemotes(input: { account: string; remotes: string[] | null }) {
    const data = await this.call<{ operatorSetRemotes: OperatorAccountResult }>(
      `mutation($account: String!, $remotes: [RemoteName!]) { operatorSetRemotes(account: $account, remotes: $remotes) { account { ${ACCOUNT_FIELDS} } ${ERROR_FIELDS} } }`,
      { ...input },
    );
    return data.operatorSetRemotes;
  }

  /**
   * Logs in as the person (no bearer token: a token never makes tokens) on /operator/graphql, creates
   * the token with that session and logs out again. The password and code travel in request bodies:
   * use an https SHOP_URL off this machine.
   */
  async createApiToken(input: CreateTokenInput): Promise<ApiTokenResult> {
    const refused = (errors: ErrorEntry[]): ApiTokenResult => ({ token: null, secret: null, errors });
    const login = await this.personCall<{ operatorLogin: { status: boolean; mustSetUpSecondFactor: boolean; errors: ErrorEntry[] } }>(
      `mutation($email: String!, $password: String!, $totpCode: String) { operatorLogin(email: $email, password: $password, totpCode: $totpCode) { status mustSetUpSecondFactor ${ERROR_FIELDS} } }`,
      { email: input.email, password: input.password ?? '', totpCode: input.totpCode ?? null },
      null,
    );
    const cookie = login.cookie;
    if (!login.data.operatorLogin.status || !cookie) {
      const errors = login.data.operatorLogin.errors;
      // The captcha after failed logins is the console's: a person solves it there.
      const [first] = errors;
      if (first?.code === ErrorCode.CAPTCHA_FAILED) return refused([{ ...first, message: `${first.message}: log in on the console (/operator/) once, then try again` }]);
      return refused(errors);
    }
    try {
      if (login.data.operatorLogin.mustSetUpSecondFactor) {
        return refused([{ code: ErrorCode.FORBIDDEN, message: 'Set up your authenticator app on the console (/operator/) first', referencedRequestParameter: 'totpCode' }]);
      }
      const created = await this.personCall<{ operatorCreateApiToken: ApiTokenResult }>(
        `mutation($label: String!, $expiresInDays: Int, $remotes: [RemoteName!]) {
          operatorCreateApiToken(label: $label, expiresInDays: $expiresInDays, remotes: $remotes) { token { ${TOKEN_FIELDS} } secret ${ERROR_FIELDS} }
        }`,
        { label: input.label, expiresInDays: input.expiresInDays ?? null, remotes: input.remotes ?? null },
        cookie,
      );
      return created.data.operatorCreateApiToken;
    } finally {
      await this.personCall('mutation { operatorLogout { status } }', {}, cookie).catch(() => {});
    }
  }

  async listApiTokens(account?: string) {
    const data = await this.call<{ operatorApiTokens: ApiTokenModel[] }>(`query($account: String) { operatorApiTokens(account: $account) { ${TOKEN_FIELDS} } }`, {
      account: account ?? null,
    });
    return data.operatorApiTokens;
  }

  async revokeApiToken(id: string) {
    const data = await this.call<{ operatorRevokeApiToken: ApiTokenResult }>(
      `mutation($id: ID!) { operatorRevokeApiToken(id: $id) { token { ${TOKEN_FIELDS} } secret ${ERROR_FIELDS} } }`,
      { id },
    );
    return data.operatorRevokeApiToken;
  }

  async previewLink(input: PreviewLinkInput) {
    const data = await this.call<{ operatorReleasePreviewLink: PreviewLinkResult }>(
      `mutation($remote: RemoteName!, $version: String!, $store: String, $hours: Int) {
        operatorReleasePreviewLink(remote: $remote, version: $version, store: $store, hours: $hours) { preview { remote version expiresAt path url } ${ERROR_FIELDS} }
      }`,
      { ...input },
    );
    return data.operatorReleasePreviewLink;
  }

  /** A call on the operator endpoint as a person (the session cookie, no bearer token). */
  private async personCall<T>(query: string, variables: Record<string, unknown>, cookie: string | null): Promise<{ data: T; cookie: string | null }> {
    const response = await fetch(`${this.baseUrl}/operator/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `shop_operator_session=${cookie}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json().catch(() => undefined)) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: number } }> } | undefined;
    if (body?.errors?.length) {
      const first = body.errors[0];
      throw new OperatorHttpError(`${first?.message} (code ${first?.extensions?.code ?? '?'})`);
    }
    if (!response.ok || !body?.data) throw new OperatorHttpError(`${this.baseUrl}/operator/graphql answered HTTP ${response.status}`);
    const issued = response.headers
      .getSetCookie()
      .map((header) => /^shop_operator_session=([^;]*)/.exec(header)?.[1])
      .find((value) => value !== undefined);
    return { data: body.data, cookie: issued || cookie };
  }

  async setOperatorRole(input: { account: string; role: string }) {
    const data = await this.call<{ operatorSetRole: OperatorAccountResult }>(
      `mutation($account: String!, $role: OperatorRole!) { operatorSetRole(account: $account, role: $role) { account { ${ACCOUNT_FIELDS} } ${ERROR_FIELDS} } }`,
      { ...input },
    );
    return data.operatorSetRole;
  }

  async setOperatorDisabled(input: { account: string; disabled: boolean }) {
    const data = await this.call<{ operatorDisableAccount: OperatorAccountResult }>(
      `mutation($account: String!, $disabled: Boolean) { operatorDisableAccount(account: $account, disabled: $disabled) { account { ${ACCOUNT_FIELDS} } ${ERROR_FIELDS} } }`,
      { ...input },
    );
    return data.operatorDisableAccount;
  }

  async resetOperatorSecondFactor(input: { account: string }) {
    const data = await this.call<{ operatorResetSecondFactor: OperatorAccountResult }>(
      `mutation($account: String!) { operatorResetSecondFactor(account: $account) { account { ${ACCOUNT_FIELDS} } ${ERROR_FIELDS} } }`,
      { ...input },
    );
    return data.operatorResetSecondFactor;
  }

  async listAuditLog(query: AuditQuery) {
    const data = await this.call<{ operatorAuditLog: { entries: AuditEntryView[]; hasMore: boolean } }>(
      `query($limit: Int, $offset: Int, $action: String, $actor: String) {
        operatorAuditLog(limit: $limit, offset: $offset, action: $action, actor: $actor) { entries { ${AUDIT_FIELDS} } hasMore }
      }`,
      { limit: query.limit, offset: query.offset, action: query.action ?? null, actor: query.actor ?? null },
    );
    return data.operatorAuditLog;
  }

  async verifyAuditLog() {
    const data = await this.call<{ operatorAuditVerify: AuditChainReport }>('{ operatorAuditVerify { rows intact lastId lastHash broken { id problem } } }');
    return data.operatorAuditVerify;
  }

  async remoteHealth(input: { store?: string; remote?: RemoteName }): Promise<RemoteHealthResult> {
    const data = await this.call<{ operatorRemoteHealth: { health: HealthView[]; releases: RemoteHealthResult['releases']; errors: ErrorEntry[] } }>(
      `query($store: String, $remote: RemoteName) {
        operatorRemoteHealth(store: $store, remote: $remote) { health { ${HEALTH_FIELDS} } releases { ${RELEASE_HEALTH_FIELDS} } ${ERROR_FIELDS} }
      }`,
      { store: input.store ?? null, remote: input.remote ?? null },
    );
    const { health, releases, errors } = data.operatorRemoteHealth;
    return {
      health: health.map(({ failures, loads, failingClients, ...rest }) => ({ ...rest, errorRate: { failures, loads, clients: failingClients } })),
      releases,
      errors,
    };
  }

  async listFallbacks(input: { store?: string; remote?: RemoteName; limit: number }): Promise<FallbacksResult> {
    const data = await this.call<{ operatorRemoteFallbacks: FallbacksResult }>(
      `query($store: String, $remote: RemoteName, $limit: Int) {
        operatorRemoteFallbacks(store: $store, remote: $remote, limit: $limit) { fallbacks { ${FALLBACK_FIELDS} } ${ERROR_FIELDS} }
      }`,
      { store: input.store ?? null, remote: input.remote ?? null, limit: input.limit },
    );
    return data.operatorRemoteFallbacks;
  }

  async close() {}
}

/** True when `url` answers /healthz as this API (not some other dev server on that port). */
export async function isShopServer(url: string, timeoutMs = 1_500): Promise<boolean> {
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as { service?: string };
    return body.service === '@shop/api';
  } catch {
    return false;
  }
}

export interface BackendChoice {
  via?: 'http' | 'db';
  env: NodeJS.ProcessEnv;
  paths: ShopPaths;
  registry: RegistryOptions;
}

/**
 * HTTP when a shop server is reachable (SHOP_URL, else the URL the running server wrote into the
 * PGlite lock, else http://127.0.0.1:$PORT|3000); otherwise the database directly.
 */
export async function chooseBackend(choice: BackendChoice): Promise<OperatorBackend> {
  const { env, paths } = choice;
  // A personal token (ADR 0038) first; the shared one (OPERATOR_TOKEN, or the demo's file) only in the demo.
  const token = env.OPERATOR_API_TOKEN?.trim() || env.OPERATOR_TOKEN?.trim() || readTokenFile(paths.operatorTokenFile);
  if (choice.via !== 'db') {
    const lock = env.DATABASE_URL ? undefined : readLiveLock(paths.pgliteDir);
    const candidates = [env.SHOP_URL, lock?.url, `http://127.0.0.1:${env.PORT || 3000}`].filter(
      (u): u is string => Boolean(u),
    );
    for (const url of candidates) {
      if (await isShopServer(url)) return new HttpBackend(url.replace(/\/+$/, ''), token);
    }
    if (choice.via === 'http') throw new OperatorHttpError(`No shop server reachable at ${candidates.join(' or ')}`);
  }
  const { handle } = await openPreparedDatabase(paths, { role: 'cli' });
  return new DatabaseBackend(handle, paths.root, choice.registry);
}
