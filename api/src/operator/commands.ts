/**
 * The operator CLI's commands (entry point: ./cli.ts). Kept apart from the entry so tests can run
 * them against any backend.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASE_DECLARATION_FILE } from '@shop/shared/routes';
import type { ErrorEntry } from '../errors';
import { readReleaseDeclaration } from '../remotes/declarations';
import type { ShopPaths } from '../paths';
import type { OperatorRemoteState } from '../remotes/operations';
import { ALL_STOREFRONTS, type AutoPromotePolicyModel, MAX_AUTO_PROMOTE_MINUTES } from '../remotes/auto-promote';
import { readPackageVersion } from '../remotes/registry';
import { copyRelease } from '../remotes/release-copies';
import { REMOTE_NAMES, type RemoteName, isRemoteName, remoteDefinition } from '../remotes/remote-names';
import type { OperatorDrawModel } from '../domains/doubler/doubler-draw';
import { DatabaseBackend, type OperatorBackend } from './backends';
import { type DatabaseHandle, openDatabase } from '../db';
import { BackupError, type DatabaseChecks, type RestoreReport, backupPglite, backupPostgres, openBackup, restorePglite, restorePostgres } from '../db/backup';
import { newestMigration } from '../db/migration-status';
import { type AuditChainReport, verifyAuditChain } from '../domains/operator/audit-chain';
import type { ApiTokenModel } from '../domains/operator/api-tokens';
import { OPERATOR_ROLES, isOperatorRole, roleCan } from '../domains/operator/roles';
import type { OperatorAccountModel } from '../domains/operator/sessions';
import {
  STOREFRONT_SETTINGS,
  type StorefrontSettingsChanges,
  type StorefrontSettingsModel,
  isStorefrontSetting,
  parseSettingValue,
} from '../domains/storefront/storefront-settings';

export const HELP = `Operator CLI of the shop: the runtime remote registry, storefront settings, activations, the balance
doubler, operator accounts, the audit log, and backups.

Usage: pnpm --filter @shop/api operator <command> [options]
   or: pnpm operator <command> [options]        (from the repo root)

Commands:
  remotes [--store KEY]                             Show which release each storefront loads
  releases [--remote NAME]                          List the registered releases
  health [--store KEY] [--remote NAME]              Health of what each storefront serves: manifest, remote
                                                    entry and contract checks, errors browsers reported in
                                                    the last hour, the latest automatic fallback
  fallbacks [--store KEY] [--remote NAME] [--limit N]
                                                    Automatic fallbacks with their reasons, newest first
  remote:disable (--store KEY | --all) --remote NAME   Switch a remote off (its routes and links disappear)
  remote:enable  (--store KEY | --all) --remote NAME   Switch it on again
  remote:pin     (--store KEY | --all) --remote NAME --version V
                                                    Load exactly release V (roll back / hold back)
  remote:unpin   (--store KEY | --all) --remote NAME   Back to the remote's promoted release
  remote:rollout (--store KEY | --all) --remote NAME --version V --percent P
                                                    Serve release V to P % (1-99) of the visitors, sticky per
                                                    visitor; the others keep their release (also to change V or P)
  remote:promote --all --remote NAME [--version V]  Make the release rolled out (or V, also without a
                                                    rollout: an older V rolls everyone back) the remote's
                                                    promoted release: every storefront without a pin
                                                    serves it, its rollouts end
  remote:promote --store KEY --remote NAME [--version V]
                                                    The storefront's rollout to all its visitors (a pin)
  remote:rollout-end (--store KEY | --all) --remote NAME [--version V]
                                                    Stop the rollout: every visitor gets the pinned/promoted again
  remote:auto-promote (--store KEY | --all) --remote NAME (--after-minutes N | --off)
                                                    Promote a canary automatically once it ran N minutes
                                                    (1-10080) and was healthy all along: on that storefront
                                                    (a pin), or with --all for every storefront once each
                                                    one running it is healthy; --off: an operator promotes
                                                    (the default). Audited as remote.set
  auto-promote [--remote NAME]                      The auto-promote policies (SCOPE * = every storefront)
  storefront-settings [--store KEY]                 The settings operators switch per storefront (spec §4 feature
                                                    toggles, §1 redeem delay warning); * marks an operator's value
  storefront:set (--store KEY | --all) [--set NAME=VALUE]… [--reset NAME]…
                                                    Switch settings (on/off, headerVersion 1-3, identifyModal
                                                    login|guest) or give them back to the seed's value; every
                                                    API process serves the change within a second, no restart.
                                                    redeemDelayWarning needs the support role, the others admin.
                                                    Audited as storefront.settings
  release --remote NAME [--from DIR] [--version V] [--allow-dirty] [--drop-route-key KEY]…
                                                    Copy a production build (default <folder>/dist)
                                                    to .data/releases/<remote>/<V>-<hash>/ and register it;
                                                    it serves nobody until rolled out or promoted
  release --remote NAME --base-url URL --version V [--declaration FILE] [--allow-dirty] [--drop-route-key KEY]…
                                                    Register a release hosted on a CDN; its declaration is
                                                    FILE, else <URL>/shop-release.json
  release:preview --remote NAME --version V [--store KEY] [--hours N]
                                                    A link that shows registered release V to whoever opens
                                                    it, in that browser only (never cached or indexed; 24 h
                                                    unless --hours, at most 168); through the server only
  activations [--limit N]                           The most recent activation orders (order number, status,
                                                    amount, masked card, created, due, done)
  doubler-draws [--store KEY] [--limit N]           The balance doubler's draws with their status and reason
  doubler-draw --store KEY --month YYYY-MM [--early]
                                                    Draw that month now: only when it has no draw yet or its
                                                    draws failed, and its entries are over (--early: the
                                                    running month, in the demo only)
  operator-accounts                                 The operator accounts (e-mail, role, disabled, last login)
  create-operator --email E --role viewer|releaser|support|admin [--remotes R1,R2]
                                                    A new operator account; the password is read from
                                                    OPERATOR_PASSWORD, else from standard input (asked twice,
                                                    unechoed, on a terminal); never from the command line.
                                                    --remotes: the only remotes a releaser may act on
  operator-role --email E --role viewer|releaser|support|admin
                                                    Give an operator account another role
  operator-remotes --email E (--remotes R1,R2 | --all-remotes)
                                                    The remotes a releaser may register, canary, promote,
                                                    pin, switch and roll back (admins: all, always)
  token:create --email E --label L [--days N] [--remotes R1,R2]
                                                    Your personal API token (shown once; only its hash is
                                                    kept): through the server you log in for it (password
                                                    from OPERATOR_PASSWORD or standard input, the code of
                                                    your authenticator from --code or OPERATOR_TOTP_CODE or
                                                    a prompt); on the database (--via db) for account E.
                                                    Use it as OPERATOR_API_TOKEN; N days (default 90, 1-365)
  token:list [--email E]                            Personal tokens: yours (admins: E's; on the database: all)
  token:revoke --id ID                              Revoke a personal token at once (yours; admins: any)
  operator-disable --email E                        Disable an operator account (its sessions end at once)
  operator-enable --email E                         Enable it again
  operator-reset-second-factor --email E            Remove its authenticator app (a lost phone): its sessions end, it sets up a new one
  audit-log [--limit N] [--offset N] [--action A] [--actor X]
                                                    The audit log, newest first (X: an account's e-mail or id,
                                                    cli-token, cli-database, anonymous, system); an account's
                                                    personal token is named beside it; --json for the whole
                                                    before and after of each row
  audit-verify                                      Check the audit log's hash chain (every row's hash computed
                                                    again): the first broken row, or the last hash to keep
  backup [--to DIR]                                 A consistent backup of the database into DIR (default
                                                    <data folder>/backups): PostgreSQL with pg_dump in one
                                                    snapshot while the shop keeps running (MIGRATION_DATABASE_URL,
                                                    else DATABASE_URL), the PGlite folder only while the server
                                                    is stopped; a dump and its .manifest.json (written last:
                                                    time, migration level, SHA-256, row counts)
  restore --from FILE [--to DIR] [--no-owner]       Restore a backup (FILE: its dump or manifest, checked whole)
                                                    into a NEW, empty database: PostgreSQL at
                                                    MIGRATION_DATABASE_URL, else DATABASE_URL; a PGlite backup
                                                    into the empty folder DIR (default PGLITE_DIR). Then checks
                                                    migration level, row counts, ledgers and the audit chain.
                                                    --no-owner: leave out the dump's roles and grants (run
                                                    deploy/postgres/roles.sql afterwards)

A release is refused when its declaration (shop-release.json, written by the build) is missing or
malformed or names an unknown route key, when it was built for a @shop/shared contract the shell does
not provide, when it claims a route key or the paths of another remote's current release
(docs/adr/0013), or when the release check finds its files incomplete (a file the manifest or
shop-assets.json names is missing or does not compile, server/routes.js is missing) or its ./routes,
loaded headlessly as the server renderer loads it, does not keep the contract: another remote name,
not exactly the declared route keys, a route without component, a chunk shop-assets.json does not
list (docs/adr/0030). Releases are immutable: a version is never overwritten. \`releases\` shows the
build time, commit and gzipped JavaScript per page the check recorded (--json: all of them).
Provenance (docs/adr/0038): the build records its commit, whether the working tree had uncommitted
changes (DIRTY) and who built it (user@host, or the CI job); in production a dirty build is
registered only with --allow-dirty. A release that drops a route key the remote's promoted release
serves is refused unless each such key is named with --drop-route-key KEY. Both are in the audit row.
A releaser granted some remotes only (operator-remotes) is refused on any other (code 1403, audited).

Options:
  --store KEY     storefront key (CBDE, CB, …) or numeric store id
  --all           every storefront
  --month YYYY-MM a month of the balance doubler
  --percent P     the share of visitors of a rollout, 1 to 99
  --after-minutes N   minutes of healthy canary before an automatic promotion (1 to 10080)
  --off           switch the auto-promote policy off
  --email E       an operator account's e-mail address (or its id)
  --role R        viewer (reads), releaser (also remotes and releases), support (also the service desk),
                  admin (everything: also draws, accounts)
  --remotes LIST  remote names, comma-separated (${REMOTE_NAMES.join(',')})
  --label L       a personal token's name, e.g. the machine it lives on
  --days N        a personal token's lifetime in days (1-365, default 90)
  --code C        the current code of your authenticator app (token:create)
  --id ID         a personal token's id (token:revoke)
  --allow-dirty   register a build made with uncommitted changes (production refuses it otherwise)
  --drop-route-key KEY   acknowledge that this release drops KEY (repeat for several)
  --set NAME=VALUE  a storefront setting to switch (repeat for several; storefront:set): ${STOREFRONT_SETTINGS.join(', ')}
  --reset NAME      a storefront setting back to the seed's value (repeat for several; storefront:set)
  --limit N       how many rows to list
  --offset N      rows to skip (audit-log)
  --via http|db   force talking to the running server or to the database
  --to DIR        backup: the folder to write into; restore: the empty PGlite folder to restore into
  --from FILE     restore: the backup (its .pgdump / .pglite.tar.gz or its .manifest.json)
  --no-owner      restore: without the dump's owners and grants (another server without its roles)
  --json          machine-readable output
  -h, --help      this help

Remotes: ${REMOTE_NAMES.join(', ')}
Environment: SHOP_URL (running server, default http://127.0.0.1:$PORT), OPERATOR_API_TOKEN (your
  personal token: token:create), DATABASE_URL / PGLITE_DIR (direct database access), SHOP_ROOT,
  PUBLIC_REMOTES_BASE, OPERATOR_PASSWORD (create-operator's and token:create's password; standard
  input is preferred), OPERATOR_TOTP_CODE (token:create's code), MIGRATION_DATABASE_URL (backup and
  restore as the schema's owner), PG_BIN_DIR (the folder of pg_dump and pg_restore; default the newest
  /usr/lib/postgresql/<major>/bin, else the PATH). Backup and restore never go through the server and
  never put the database password on a command line.
Every change is written to the operator audit log: through the server as your account with your
token's id and label, as cli-database on the database itself. The demo also has a shared token
(OPERATOR_TOKEN or .data/operator-token, audited as cli-token); production has none (docs/adr/0038).
While the server runs on embedded PGlite the CLI must go through the server (PGlite allows one
process per folder).`;

export class UsageError extends Error {}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Directory relative paths (--from) are resolved against. */
  cwd: string;
  /**
   * A new operator's password (create-operator): from OPERATOR_PASSWORD or standard input, never from
   * the command line (argv is visible to every user of the machine in the process list and lands in
   * shell histories). Absent: the command refuses.
   */
  readPassword?(): Promise<string>;
  /** token:create's login through the server: the password (once) and the authenticator's code. */
  readLogin?(options: { code?: string }): Promise<{ password: string; totpCode: string | null }>;
}

export interface ParsedCommand {
  command: string;
  store?: string;
  all: boolean;
  remote?: string;
  version?: string;
  percent?: number;
  afterMinutes?: number;
  off: boolean;
  from?: string;
  /** backup's folder, restore's PGlite folder. */
  to?: string;
  /** restore without the dump's owners and grants. */
  noOwner: boolean;
  baseUrl?: string;
  declaration?: string;
  month?: string;
  email?: string;
  role?: string;
  action?: string;
  actor?: string;
  limit?: number;
  offset?: number;
  early: boolean;
  remotes?: string[];
  allRemotes: boolean;
  label?: string;
  days?: number;
  hours?: number;
  code?: string;
  id?: string;
  allowDirty: boolean;
  dropRouteKeys: string[];
  /** storefront:set's --set NAME=VALUE, as given. */
  settings: string[];
  /** storefront:set's --reset NAME. */
  resetSettings: string[];
  via?: 'http' | 'db';
  json: boolean;
  help: boolean;
}

export function parseCommand(argv: string[]): ParsedCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      store: { type: 'string' },
      all: { type: 'boolean', default: false },
      remote: { type: 'string' },
      version: { type: 'string' },
      percent: { type: 'string' },
      'after-minutes': { type: 'string' },
      off: { type: 'boolean', default: false },
      from: { type: 'string' },
      to: { type: 'string' },
      'no-owner': { type: 'boolean', default: false },
      'base-url': { type: 'string' },
      declaration: { type: 'string' },
      month: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      action: { type: 'string' },
      actor: { type: 'string' },
      limit: { type: 'string' },
      offset: { type: 'string' },
      // A password option is refused by name with a reason, not as an unknown option.
      password: { type: 'string' },
      early: { type: 'boolean', default: false },
      remotes: { type: 'string' },
      'all-remotes': { type: 'boolean', default: false },
      label: { type: 'string' },
      days: { type: 'string' },
      hours: { type: 'string' },
      code: { type: 'string' },
      id: { type: 'string' },
      'allow-dirty': { type: 'boolean', default: false },
      'drop-route-key': { type: 'string', multiple: true },
      set: { type: 'string', multiple: true },
      reset: { type: 'string', multiple: true },
      via: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.via !== undefined && values.via !== 'http' && values.via !== 'db') {
    throw new UsageError('--via must be http or db');
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 500)) throw new UsageError('--limit must be a whole number from 1 to 500');
  const offset = values.offset === undefined ? undefined : Number(values.offset);
  if (offset !== undefined && (!Number.isInteger(offset) || offset < 0)) throw new UsageError('--offset must be a whole number from 0');
  const percent = values.percent === undefined ? undefined : Number(values.percent);
  if (percent !== undefined && (!/^\d+$/.test(values.percent ?? '') || percent < 1 || percent > 99)) {
    throw new UsageError('--percent must be a whole number from 1 to 99 (remote:promote gives a rollout to everyone)');
  }
  const afterText = values['after-minutes'];
  const afterMinutes = afterText === undefined ? undefined : Number(afterText);
  if (afterMinutes !== undefined && (!/^\d+$/.test(afterText ?? '') || afterMinutes < 1 || afterMinutes > MAX_AUTO_PROMOTE_MINUTES)) {
    throw new UsageError(`--after-minutes must be a whole number from 1 to ${MAX_AUTO_PROMOTE_MINUTES} (a week)`);
  }
  const days = values.days === undefined ? undefined : Number(values.days);
  if (days !== undefined && (!/^\d+$/.test(values.days ?? '') || days < 1 || days > 365)) throw new UsageError('--days must be a whole number from 1 to 365');
  const hours = values.hours === undefined ? undefined : Number(values.hours);
  if (hours !== undefined && (!/^\d+$/.test(values.hours ?? '') || hours < 1 || hours > 168)) throw new UsageError('--hours must be a whole number from 1 to 168');
  const remotes = values.remotes === undefined ? undefined : values.remotes.split(',').map((r) => r.trim()).filter(Boolean);
  if (remotes) {
    const unknown = remotes.filter((r) => !isRemoteName(r));
    if (unknown.length || remotes.length === 0) throw new UsageError(`--remotes must name remotes (known: ${REMOTE_NAMES.join(', ')})${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  }
  if (values.password !== undefined) {
    throw new UsageError('Never give a password on the command line (the process list and shell history show it): set OPERATOR_PASSWORD or pipe it to standard input');
  }
  return {
    command: positionals[0] ?? '',
    store: values.store,
    all: values.all ?? false,
    remote: values.remote,
    version: values.version,
    percent,
    afterMinutes,
    off: values.off ?? false,
    from: values.from,
    to: values.to,
    noOwner: values['no-owner'] ?? false,
    baseUrl: values['base-url'],
    declaration: values.declaration,
    month: values.month,
    hours,
    email: values.email,
    role: values.role,
    action: values.action,
    actor: values.actor,
    limit,
    offset,
    early: values.early ?? false,
    remotes,
    allRemotes: values['all-remotes'] ?? false,
    label: values.label,
    days,
    code: values.code,
    id: values.id,
    allowDirty: values['allow-dirty'] ?? false,
    dropRouteKeys: (values['drop-route-key'] ?? []).map((key) => key.trim()).filter(Boolean),
    settings: values.set ?? [],
    resetSettings: (values.reset ?? []).map((name) => name.trim()).filter(Boolean),
    via: values.via as ParsedCommand['via'],
    json: values.json ?? false,
    help: (values.help ?? false) || positionals[0] === 'help',
  };
}

/** Whether the command needs the registry backend (everything except help, backup and restore). */
export function needsBackend(cmd: ParsedCommand): boolean {
  return !cmd.help && cmd.command !== '' && !isBackupCommand(cmd);
}

/**
 * backup and restore work on the database's files and tools themselves: never through the server, and
 * never through the backend's opening of the database (which would migrate and seed an empty one).
 */
export function isBackupCommand(cmd: ParsedCommand): boolean {
  return !cmd.help && (cmd.command === 'backup' || cmd.command === 'restore');
}

function requireRemoteOption(cmd: ParsedCommand): RemoteName {
  if (!cmd.remote) throw new UsageError('--remote NAME is required');
  if (!isRemoteName(cmd.remote)) throw new UsageError(`Unknown remote "${cmd.remote}" (known: ${REMOTE_NAMES.join(', ')})`);
  return cmd.remote;
}

function requireTarget(cmd: ParsedCommand): { store?: string; allStores: boolean } {
  if (Boolean(cmd.store) === cmd.all) throw new UsageError('Give either --store KEY or --all');
  return cmd.store ? { store: cmd.store, allStores: false } : { allStores: true };
}

export function formatTable(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
}

function printRemotes(io: CliIo, remotes: OperatorRemoteState[]): void {
  io.out(
    formatTable([
      ['STORE', 'ID', 'REMOTE', 'ENABLED', 'PINNED', 'VERSION', 'ROLLOUT', 'MANIFEST'],
      ...remotes.map((r) => [
        r.storefrontKey,
        String(r.storeId),
        r.remote,
        r.enabled ? 'yes' : 'NO',
        r.pinnedVersion ?? '-',
        r.version ?? '(none)',
        r.rolloutVersion ? `${r.rolloutVersion} to ${r.rolloutPercent} %` : '-',
        r.manifestUrl ?? '-',
      ]),
    ]).join('\n'),
  );
}

function printPolicies(io: CliIo, policies: AutoPromotePolicyModel[]): void {
  if (policies.length === 0) {
    io.out('No auto-promote policy: every promotion is an operator\'s act.');
    return;
  }
  io.out(
    formatTable([
      ['REMOTE', 'SCOPE', 'AFTER', 'SET'],
      ...policies.map((p) => [p.remote, p.scope === ALL_STOREFRONTS ? '* (every storefront)' : p.scope, `${p.afterMinutes} min`, p.setAt]),
    ]).join('\n'),
  );
}

/** storefront:set's --set NAME=VALUE options as changes; an unknown setting or value is a usage error. */
function parseSettingOptions(options: readonly string[]): StorefrontSettingsChanges {
  const changes: Record<string, unknown> = {};
  for (const option of options) {
    const at = option.indexOf('=');
    const name = (at < 0 ? option : option.slice(0, at)).trim();
    if (!isStorefrontSetting(name)) throw new UsageError(`Unknown setting "${name}" in --set (known: ${STOREFRONT_SETTINGS.join(', ')})`);
    const value = at < 0 ? null : parseSettingValue(name, option.slice(at + 1));
    if (value === null) {
      const allowed = name === 'headerVersion' ? '1, 2 or 3' : name === 'identifyModal' ? 'login or guest' : 'on or off';
      throw new UsageError(`--set ${name}=VALUE needs ${allowed}`);
    }
    if (name in changes) throw new UsageError(`--set ${name} is given twice`);
    changes[name] = value;
  }
  return changes as StorefrontSettingsChanges;
}

function settingText(value: unknown): string {
  return value === true ? 'on' : value === false ? 'off' : String(value);
}

function printStorefrontSettings(io: CliIo, stores: StorefrontSettingsModel[]): void {
  io.out(
    formatTable([
      ['STORE', 'ID', ...STOREFRONT_SETTINGS],
      ...stores.map((store) => [
        store.storefrontKey,
        String(store.storeId),
        ...STOREFRONT_SETTINGS.map((s) => `${settingText(store.settings[s])}${store.switched.includes(s) ? '*' : ''}`),
      ]),
    ]).join('\n'),
  );
  io.out("* an operator's value; the others are the seed's (storefront:set --reset NAME gives the seed's back).");
}

/** '12.34 EUR' (the operator's tables are not localized). */
function money(amount: { cents: number; currency: string } | null): string {
  return amount ? `${(amount.cents / 100).toFixed(2)} ${amount.currency}` : '-';
}

function printDraws(io: CliIo, draws: OperatorDrawModel[]): void {
  if (draws.length === 0) {
    io.out('No draws.');
    return;
  }
  io.out(
    formatTable([
      ['STORE', 'MONTH', 'STATUS', 'ATTEMPT', 'BY', 'ENTRIES', 'PRIZE', 'WINNER', 'DRAWN', 'REASON'],
      ...draws.map((d) => [
        d.storefrontKey,
        d.month,
        d.status,
        String(d.attempt),
        d.startedBy,
        d.entryCount === null ? '-' : String(d.entryCount),
        money(d.prize),
        d.winnerMaskedNumber ?? '-',
        d.drawnAt ?? d.createdAt,
        d.failureReason ?? '',
      ]),
    ]).join('\n'),
  );
}

/** A before/after column of the audit table: a change to every storefront is long (--json shows it all). */
function clip(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function requireOption(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`${name} is required`);
  return value;
}

function requireRole(cmd: ParsedCommand): string {
  if (!cmd.role) throw new UsageError(`--role is required (${OPERATOR_ROLES.join(', ')})`);
  if (!isOperatorRole(cmd.role)) throw new UsageError(`Unknown role "${cmd.role}" (known: ${OPERATOR_ROLES.join(', ')})`);
  return cmd.role;
}

function printAccounts(io: CliIo, accounts: OperatorAccountModel[]): void {
  if (accounts.length === 0) {
    io.out('No operator accounts.');
    return;
  }
  io.out(
    formatTable([
      ['EMAIL', 'ROLE', 'REMOTES', 'DISABLED', 'CREATED', 'LAST LOGIN', 'ID'],
      ...accounts.map((a) => [
        a.email,
        a.role,
        !roleCan(a.role, 'release') ? '-' : a.role === 'admin' || !a.remotes ? 'all' : a.remotes.join(','),
        a.disabled ? 'YES' : 'no',
        a.createdAt,
        a.lastLoginAt ?? '-',
        a.id,
      ]),
    ]).join('\n'),
  );
}

function printTokens(io: CliIo, tokens: ApiTokenModel[]): void {
  if (tokens.length === 0) {
    io.out('No personal tokens.');
    return;
  }
  const now = Date.now();
  io.out(
    formatTable([
      ['ID', 'LABEL', 'ACCOUNT', 'REMOTES', 'CREATED', 'EXPIRES', 'LAST USED', 'STATE'],
      ...tokens.map((t) => [
        t.id,
        t.label,
        t.accountEmail ?? t.accountId,
        t.remotes ? t.remotes.join(',') : "account's",
        t.createdAt,
        t.expiresAt,
        t.lastUsedAt ?? '-',
        t.revokedAt ? `revoked ${t.revokedAt}` : Date.parse(t.expiresAt) <= now ? 'expired' : 'active',
      ]),
    ]).join('\n'),
  );
}

/** What the operator acknowledges with a registration (ADR 0038). */
function acknowledgements(cmd: ParsedCommand): { allowDirty?: boolean; acknowledgeDroppedRouteKeys?: string[] } {
  return {
    ...(cmd.allowDirty ? { allowDirty: true } : {}),
    ...(cmd.dropRouteKeys.length ? { acknowledgeDroppedRouteKeys: cmd.dropRouteKeys } : {}),
  };
}

function failOnErrors(errors: ErrorEntry[]): void {
  if (errors.length) throw new UsageError(errors.map((e) => `${e.message} (code ${e.code})`).join('\n'));
}

/** A CDN release's declaration: the given file, else the one published beside its manifest. */
async function cdnDeclaration(baseUrl: string, file: string | undefined): Promise<string> {
  if (file) {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`Cannot read the declaration ${file}: ${(error as Error).message}`);
    }
  }
  const url = `${baseUrl.replace(/\/+$/, '')}/${RELEASE_DECLARATION_FILE}`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    throw new UsageError(`Cannot fetch the release declaration ${url} (${(error as Error).message}); pass --declaration FILE`);
  }
}

export async function runCommand(
  cmd: ParsedCommand,
  backend: OperatorBackend,
  paths: ShopPaths,
  io: CliIo,
): Promise<void> {
  const emitJson = (value: unknown) => io.out(JSON.stringify(value, null, 2));

  switch (cmd.command) {
    case 'remotes': {
      const result = await backend.listRemotes(cmd.store);
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.remotes);
      printRemotes(io, result.remotes);
      return;
    }
    case 'releases': {
      const remote = cmd.remote ? requireRemoteOption(cmd) : undefined;
      const releases = await backend.listReleases(remote);
      if (cmd.json) return emitJson(releases);
      io.out(
        formatTable([
          ['REMOTE', 'VERSION', 'CONTRACT', 'ROUTES', 'CREATED', 'BUILT', 'COMMIT', 'BUILDER', 'GZIP JS PER PAGE', 'LOCATION'],
          ...releases.map((r) => [
            r.remote,
            r.version,
            r.contractVersion ?? '(none)',
            String(r.routeKeys.length),
            r.createdAt,
            r.builtAt ?? '-',
            `${r.gitCommit ? r.gitCommit.slice(0, 8) : '-'}${r.gitDirty ? ' DIRTY' : ''}`,
            r.builder ? clip(r.builder, 30) : '-',
            r.checkedAt ? clip(r.pageJsGzip.map((p) => `${p.routeKey} ${(p.bytes / 1000).toFixed(1)}kB`).join(', ') || '-', 60) : 'not checked',
            r.baseUrl ?? r.sourceDir ?? '',
          ]),
        ]).join('\n'),
      );
      return;
    }
    case 'remote:disable':
    case 'remote:enable':
    case 'remote:pin':
    case 'remote:unpin': {
      const remote = requireRemoteOption(cmd);
      const target = requireTarget(cmd);
      const change =
        cmd.command === 'remote:disable'
          ? { enabled: false }
          : cmd.command === 'remote:enable'
            ? { enabled: true }
            : cmd.command === 'remote:unpin'
              ? { unpin: true }
              : { pinnedVersion: cmd.version };
      if (cmd.command === 'remote:pin' && !cmd.version) throw new UsageError('--version V is required');
      const result = await backend.setRemote({ ...target, remote, ...change });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.remotes);
      printRemotes(io, result.remotes);
      io.out(`Done (${backend.description}). Storefronts pick this up on their next page load.`);
      return;
    }
    case 'remote:rollout':
    case 'remote:promote':
    case 'remote:rollout-end': {
      const remote = requireRemoteOption(cmd);
      const target = requireTarget(cmd);
      let result: Awaited<ReturnType<OperatorBackend['startRollout']>>;
      if (cmd.command === 'remote:rollout') {
        if (!cmd.version) throw new UsageError('--version V is required');
        if (cmd.percent === undefined) throw new UsageError('--percent P is required (1 to 99)');
        result = await backend.startRollout({ ...target, remote, version: cmd.version, percent: cmd.percent });
      } else {
        const input = { ...target, remote, version: cmd.version ?? null };
        result = cmd.command === 'remote:promote' ? await backend.promoteRollout(input) : await backend.endRollout(input);
      }
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.remotes);
      printRemotes(io, result.remotes);
      io.out(`Done (${backend.description}). Storefronts pick this up on their next page load.`);
      return;
    }
    case 'remote:auto-promote': {
      const remote = requireRemoteOption(cmd);
      const target = requireTarget(cmd);
      if ((cmd.afterMinutes === undefined) === !cmd.off) throw new UsageError('Give either --after-minutes N or --off');
      const result = await backend.setAutoPromote({ ...target, store: target.store ?? null, remote, afterMinutes: cmd.off ? null : (cmd.afterMinutes ?? null) });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.policy);
      const where = target.store ? `on ${target.store}` : 'for every storefront';
      io.out(
        result.policy
          ? `${remote}: a canary ${where} that ran ${result.policy.afterMinutes} minutes and was healthy all along is promoted automatically (${backend.description}).`
          : `${remote}: no automatic promotion ${where}; an operator promotes (${backend.description}).`,
      );
      printPolicies(io, await backend.listAutoPromote(remote));
      return;
    }
    case 'storefront-settings': {
      const settings = await backend.listStorefrontSettings(cmd.store);
      if (cmd.json) return emitJson(settings);
      printStorefrontSettings(io, settings);
      return;
    }
    case 'storefront:set': {
      const target = requireTarget(cmd);
      const changes = parseSettingOptions(cmd.settings);
      const reset = cmd.resetSettings.map((name) => {
        if (!isStorefrontSetting(name)) throw new UsageError(`Unknown setting "${name}" (known: ${STOREFRONT_SETTINGS.join(', ')})`);
        return name;
      });
      if (Object.keys(changes).length + reset.length === 0) throw new UsageError('Give at least one --set NAME=VALUE or --reset NAME');
      const result = await backend.setStorefrontSettings({ store: target.store ?? null, allStores: target.allStores, changes, reset });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.storefronts);
      const where = target.store ? `on ${result.storefronts[0]?.storefrontKey ?? target.store}` : 'on every storefront';
      io.out(`Storefront settings changed ${where} (${backend.description}); every API process serves them within a second.`);
      printStorefrontSettings(io, result.storefronts);
      return;
    }
    case 'auto-promote': {
      const remote = cmd.remote ? requireRemoteOption(cmd) : undefined;
      const policies = await backend.listAutoPromote(remote);
      if (cmd.json) return emitJson(policies);
      printPolicies(io, policies);
      return;
    }
    case 'release': {
      const remote = requireRemoteOption(cmd);
      if (cmd.baseUrl) {
        if (!cmd.version) throw new UsageError('--version V is required with --base-url');
        const declaration = await cdnDeclaration(cmd.baseUrl, cmd.declaration ? resolve(io.cwd, cmd.declaration) : undefined);
        const result = await backend.registerRelease({ remote, version: cmd.version, baseUrl: cmd.baseUrl, declaration, ...acknowledgements(cmd) });
        failOnErrors(result.errors);
        if (cmd.json) return emitJson(result.release);
        io.out(`Registered ${remote} ${cmd.version} at ${cmd.baseUrl}${result.created ? '' : ' (already registered)'}.`);
        io.out(releaseNextSteps(remote, cmd.version));
        return;
      }
      const folder = join(paths.root, remoteDefinition(remote).folder);
      const sourceDir = cmd.from ? resolve(io.cwd, cmd.from) : join(folder, 'dist');
      if (!existsSync(join(sourceDir, 'mf-manifest.json'))) {
        throw new UsageError(
          `${sourceDir} has no mf-manifest.json: build the remote first (pnpm --filter @shop/${remoteDefinition(remote).folder} build)`,
        );
      }
      let baseVersion = cmd.version;
      if (!baseVersion) {
        try {
          baseVersion = readPackageVersion(folder);
        } catch (error) {
          throw new UsageError(`Cannot read the version of ${folder}: ${(error as Error).message}; pass --version V`);
        }
      }
      // Checked here too, so a build without a valid declaration is not copied at all; the registry
      // checks again, with the contract of the shell it serves.
      const declared = readReleaseDeclaration(sourceDir);
      if (!declared.ok) throw new UsageError(`Release ${remote} refused: ${declared.problems.join('; ')}`);
      const copy = copyRelease(paths, remote, sourceDir, baseVersion);
      const result = await backend.registerRelease({ remote, version: copy.version, sourceDir: copy.dir, ...acknowledgements(cmd) });
      // A refused release leaves no folder behind that could be mistaken for one.
      if (result.errors.length && copy.copied) rmSync(copy.dir, { recursive: true, force: true });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson({ ...result.release, copied: copy.copied, created: result.created });
      io.out(`Released ${remote} ${copy.version} from ${sourceDir}`);
      io.out(`  files: ${copy.dir}${copy.copied ? '' : ' (identical build, already there)'}`);
      const built = result.release;
      if (built) io.out(`  built from ${built.gitCommit ?? 'an unknown commit'}${built.gitDirty ? ' WITH UNCOMMITTED CHANGES' : ''} by ${built.builder ?? 'an unknown builder'}`);
      if (!result.created) io.out('  (this release was already registered)');
      const sizes = result.release?.pageJsGzip ?? [];
      if (sizes.length) io.out(`  checked; gzipped JavaScript per page: ${sizes.map((p) => `${p.routeKey} ${(p.bytes / 1000).toFixed(1)} kB`).join(', ')}`);
      io.out(releaseNextSteps(remote, copy.version));
      return;
    }
    case 'health': {
      const remote = cmd.remote ? requireRemoteOption(cmd) : undefined;
      const result = await backend.remoteHealth({ store: cmd.store, remote });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result);
      const checkText = (c: { state: string; problem: string | null } | undefined) => (!c ? '-' : c.state === 'ok' ? 'ok' : c.state === 'pending' ? 'pending' : 'FAILED');
      io.out(
        formatTable([
          ['STORE', 'REMOTE', 'VERSION', 'MANIFEST', 'ENTRY', 'CONTRACT', 'FAILED', 'LOADS', 'BROWSERS', 'HEALTH'],
          ...result.health.map((h) => [
            h.storefrontKey,
            h.remote,
            h.version ?? '(none)',
            checkText(h.release?.manifest),
            checkText(h.release?.entry),
            checkText(h.release?.contract),
            String(h.errorRate.failures),
            String(h.errorRate.loads),
            String(h.errorRate.clients),
            h.summary,
          ]),
        ]).join('\n'),
      );
      // The problems of failed checks in full (the table shows only that they failed).
      for (const release of result.releases) {
        for (const [name, check] of [['manifest', release.manifest], ['entry', release.entry], ['contract', release.contract]] as const) {
          if (check.state === 'failed') io.out(`${release.remote} ${release.version} ${name}: ${check.problem}`);
        }
      }
      return;
    }
    case 'fallbacks': {
      const remote = cmd.remote ? requireRemoteOption(cmd) : undefined;
      const result = await backend.listFallbacks({ store: cmd.store, remote, limit: cmd.limit ?? 50 });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.fallbacks);
      if (result.fallbacks.length === 0) return io.out('No automatic fallbacks.');
      io.out(
        formatTable([
          ['AT', 'STORE', 'REMOTE', 'FROM', 'TO', 'REASON'],
          ...result.fallbacks.map((f) => [f.at, f.storefrontKey, f.remote, f.fromVersion, f.toVersion ?? '(none)', f.reason]),
        ]).join('\n'),
      );
      return;
    }
    case 'activations': {
      const activations = await backend.listActivations(cmd.limit ?? 20);
      if (cmd.json) return emitJson(activations);
      if (activations.length === 0) return io.out('No activations.');
      io.out(
        formatTable([
          ['ORDER', 'STORE', 'STATUS', 'AMOUNT', 'CARD', 'CREATED', 'DUE', 'DONE', 'PROBLEM'],
          ...activations.map((a) => [
            a.orderNumber,
            a.storefrontKey,
            a.status,
            money(a.amount),
            a.maskedNumber,
            a.createdAt,
            a.dueAt ?? '-',
            a.doneAt ?? '-',
            a.lastError ? `${a.lastError} (${a.attempts} tries)` : '',
          ]),
        ]).join('\n'),
      );
      return;
    }
    case 'doubler-draws': {
      const draws = await backend.listDoublerDraws(cmd.store, cmd.limit ?? 50);
      if (cmd.json) return emitJson(draws);
      printDraws(io, draws);
      return;
    }
    case 'doubler-draw': {
      if (!cmd.store) throw new UsageError('--store KEY is required');
      if (!cmd.month) throw new UsageError('--month YYYY-MM is required');
      const result = await backend.runDoublerDraw({ store: cmd.store, month: cmd.month, early: cmd.early });
      failOnErrors(result.errors);
      if (cmd.json) emitJson(result.draw);
      else if (result.draw) printDraws(io, [result.draw]);
      const status = result.draw?.status;
      // A failed draw is the command failing (exit code 1), after it showed the recorded reason.
      if (status !== 'DONE' && status !== 'NO_ENTRIES') throw new UsageError('The draw FAILED (reason above); it may be run again once the cause is fixed.');
      if (!cmd.json) {
        io.out(
          status === 'DONE'
            ? 'Drawn: the winner is mailed and the result is published on the doubler page.'
            : 'No entry of that month was eligible: nothing was drawn.',
        );
      }
      return;
    }
    case 'operator-accounts': {
      const accounts = await backend.listOperatorAccounts();
      if (cmd.json) return emitJson(accounts);
      printAccounts(io, accounts);
      return;
    }
    case 'create-operator': {
      const email = requireOption(cmd.email, '--email E');
      const role = requireRole(cmd);
      if (!io.readPassword) throw new UsageError('No way to read the password: set OPERATOR_PASSWORD or pipe it to standard input');
      const password = await io.readPassword();
      const result = await backend.createOperatorAccount({ email, role, password, remotes: cmd.remotes ?? null });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.account);
      if (result.account) printAccounts(io, [result.account]);
      io.out(`Created the ${role} account ${result.account?.email}: it logs in on /operator/graphql (operatorLogin).`);
      return;
    }
    case 'operator-role': {
      const account = requireOption(cmd.email, '--email E');
      const result = await backend.setOperatorRole({ account, role: requireRole(cmd) });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.account);
      if (result.account) printAccounts(io, [result.account]);
      return;
    }
    case 'operator-remotes': {
      const account = requireOption(cmd.email, '--email E');
      if (Boolean(cmd.remotes) === cmd.allRemotes) throw new UsageError('Give either --remotes R1,R2 or --all-remotes');
      const result = await backend.setOperatorRemotes({ account, remotes: cmd.remotes ?? null });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.account);
      if (result.account) printAccounts(io, [result.account]);
      return;
    }
    case 'token:create': {
      const email = requireOption(cmd.email, '--email E');
      const label = requireOption(cmd.label, '--label L');
      const database = backend instanceof DatabaseBackend;
      let login: { password?: string; totpCode?: string | null } = {};
      if (!database) {
        if (!io.readLogin) throw new UsageError('No way to read your password: set OPERATOR_PASSWORD or pipe it to standard input');
        login = await io.readLogin({ code: cmd.code });
      }
      const result = await backend.createApiToken({ email, label, expiresInDays: cmd.days ?? null, remotes: cmd.remotes ?? null, ...login });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson({ ...result.token, secret: result.secret });
      if (result.token) printTokens(io, [result.token]);
      io.out('Your personal token (shown this once; only its hash is kept):');
      io.out(result.secret ?? '');
      io.out('Use it as OPERATOR_API_TOKEN for the CLI; every change with it is audited as you, naming this token.');
      return;
    }
    case 'token:list': {
      const tokens = await backend.listApiTokens(cmd.email);
      if (cmd.json) return emitJson(tokens);
      printTokens(io, tokens);
      return;
    }
    case 'token:revoke': {
      const id = requireOption(cmd.id, '--id ID');
      const result = await backend.revokeApiToken(id);
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.token);
      if (result.token) printTokens(io, [result.token]);
      io.out('Revoked: the token is refused from its next call.');
      return;
    }
    case 'operator-disable':
    case 'operator-enable': {
      const account = requireOption(cmd.email, '--email E');
      const result = await backend.setOperatorDisabled({ account, disabled: cmd.command === 'operator-disable' });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.account);
      if (result.account) printAccounts(io, [result.account]);
      return;
    }
    case 'operator-reset-second-factor': {
      const account = requireOption(cmd.email, '--email E');
      const result = await backend.resetOperatorSecondFactor({ account });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.account);
      if (result.account) printAccounts(io, [result.account]);
      return;
    }
    case 'audit-log': {
      const page = await backend.listAuditLog({ limit: cmd.limit ?? 50, offset: cmd.offset ?? 0, action: cmd.action, actor: cmd.actor });
      if (cmd.json) return emitJson(page);
      if (page.entries.length === 0) return io.out('No audit entries.');
      io.out(
        formatTable([
          ['ID', 'AT', 'ACTOR', 'ACTION', 'TARGET', 'BEFORE', 'AFTER'],
          ...page.entries.map((e) => [
            e.id,
            e.at,
            `${e.actorEmail ?? e.actor}${e.actorTokenLabel ? ` (token ${e.actorTokenLabel})` : ''}`,
            e.action,
            e.targetKind ? `${e.targetKind} ${e.targetId ?? '-'}` : '-',
            clip(e.before ?? '-'),
            clip(e.after ?? '-'),
          ]),
        ]).join('\n'),
      );
      if (page.hasMore) io.out(`(more: --offset ${(cmd.offset ?? 0) + page.entries.length})`);
      return;
    }
    case 'release:preview': {
      const remote = requireRemoteOption(cmd);
      if (!cmd.version) throw new UsageError('--version V is required');
      const result = await backend.previewLink({ remote, version: cmd.version, store: cmd.store ?? null, hours: cmd.hours ?? null });
      failOnErrors(result.errors);
      if (cmd.json) return emitJson(result.preview);
      const preview = result.preview as NonNullable<typeof result.preview>;
      io.out(`Preview of ${remote} ${preview.version}, for whoever opens the link (in that browser only), until ${preview.expiresAt}:`);
      io.out(`  ${preview.url}`);
      io.out(`  on another storefront: its address + ${preview.path}; end it: /preview/end`);
      return;
    }
    case 'audit-verify': {
      const report = await backend.verifyAuditLog();
      if (cmd.json) emitJson(report);
      // A broken chain is the command failing (exit code 1), whatever the output format.
      if (report.broken) throw new UsageError(`Audit log chain BROKEN at row ${report.broken.id} (${report.rows} rows checked): ${report.broken.problem}`);
      if (!cmd.json) io.out(`${report.rows} rows, chain intact (last hash ${report.lastHash}${report.lastId ? `, row ${report.lastId}` : ''})`);
      return;
    }
    default:
      throw new UsageError(cmd.command ? `Unknown command "${cmd.command}"\n\n${HELP}` : HELP);
  }
}

/** What a registered release is for: nobody gets it until an operator rolls it out or promotes it (issue 32). */
function releaseNextSteps(remote: RemoteName, version: string): string {
  return [
    '  Registered only: no storefront serves it yet.',
    `  Preview: operator release:preview --remote ${remote} --version ${version} [--store KEY]`,
    `  Canary:  operator remote:rollout --store KEY --remote ${remote} --version ${version} --percent 10`,
    `  Promote: operator remote:promote --all --remote ${remote} --version ${version}`,
  ].join('\n');
}

/** The database URL backup and restore use: the schema owner's when given (it reads and creates everything), else the runtime's. */
function backupDatabaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  return env.MIGRATION_DATABASE_URL?.trim() || env.DATABASE_URL?.trim() || undefined;
}

function describeChecks(checks: DatabaseChecks): string[] {
  const { migrations } = checks;
  return [
    `  migration level: ${migrations.applied} applied, newest ${migrations.newestTag ?? migrations.newestWhen ?? '(none)'}`,
    `  rows: ${Object.entries(checks.rowCounts).map(([table, rows]) => `${table} ${rows}`).join(', ')}`,
    `  card balances ${checks.giftCardBalanceCents} cents, ledger ${checks.ledgerCents} cents${checks.cardsOffLedger ? `, ${checks.cardsOffLedger} CARDS OFF THEIR LEDGER` : ''}`,
    `  audit log: last row ${checks.auditLog.lastId ?? '(none)'} ${checks.auditLog.lastHash ?? ''}`.trimEnd(),
  ];
}

/** `pnpm operator backup` and `restore` (ADR 0063): on the database itself, see db/backup.ts. */
export async function runBackupCommand(cmd: ParsedCommand, paths: ShopPaths, env: NodeJS.ProcessEnv, io: CliIo): Promise<void> {
  try {
    if (cmd.command === 'backup') return await backupCommand(cmd, paths, env, io);
    return await restoreCommand(cmd, paths, env, io);
  } catch (error) {
    if (error instanceof BackupError) throw new UsageError(error.message);
    throw error;
  }
}

async function backupCommand(cmd: ParsedCommand, paths: ShopPaths, env: NodeJS.ProcessEnv, io: CliIo): Promise<void> {
  if (cmd.from || cmd.noOwner) throw new UsageError('backup takes only --to DIR (--from and --no-owner are restore\'s)');
  const dir = cmd.to ? resolve(io.cwd, cmd.to) : join(paths.dataDir, 'backups');
  const url = backupDatabaseUrl(env);
  const progress = cmd.json ? undefined : { snapshot: (at: string) => io.out(`Snapshot at ${at}: the backup holds everything committed before it. Dumping…`) };
  const { manifest, manifestFile, dumpFile } = url
    ? await backupPostgres({ url, dir, migrationsDir: paths.migrationsDir, env, progress })
    : await backupPglite({ dataDir: paths.pgliteDir, dir, migrationsDir: paths.migrationsDir });
  if (cmd.json) return io.out(JSON.stringify({ manifestFile, dumpFile, manifest }, null, 2));
  io.out(`Backed up ${manifest.source} as of ${manifest.snapshotAt} (${(manifest.bytes / 1e6).toFixed(1)} MB, sha256 ${manifest.sha256}):`);
  io.out(`  dump:     ${dumpFile}`);
  io.out(`  manifest: ${manifestFile}`);
  for (const line of describeChecks(manifest.checks)) io.out(line);
  io.out(`Restore into a new, empty database: pnpm operator restore --from ${manifestFile}`);
  if (manifest.checks.cardsOffLedger) io.err(`WARNING: ${manifest.checks.cardsOffLedger} cards' balances are not the sum of their ledger in the database itself.`);
}

async function restoreCommand(cmd: ParsedCommand, paths: ShopPaths, env: NodeJS.ProcessEnv, io: CliIo): Promise<void> {
  const from = requireOption(cmd.from, '--from FILE');
  const backup = await openBackup(resolve(io.cwd, from));
  let report: RestoreReport;
  let restored: DatabaseHandle;
  if (backup.manifest.kind === 'postgres') {
    if (cmd.to) throw new UsageError('--to DIR is for a PGlite backup; a PostgreSQL backup goes into the database of DATABASE_URL (or MIGRATION_DATABASE_URL)');
    const url = backupDatabaseUrl(env);
    if (!url) throw new UsageError('Set DATABASE_URL (or MIGRATION_DATABASE_URL: the owner) to a new, empty database to restore this PostgreSQL backup into');
    report = await restorePostgres({ backup, url, migrationsDir: paths.migrationsDir, noOwner: cmd.noOwner, env });
    restored = await openDatabase({ url, env: { ...env, PG_POOL_MAX: '1' } });
  } else {
    if (cmd.noOwner) throw new UsageError('--no-owner is for a PostgreSQL backup');
    const dataDir = cmd.to ? resolve(io.cwd, cmd.to) : paths.pgliteDir;
    report = await restorePglite({ backup, dataDir, migrationsDir: paths.migrationsDir });
    restored = await openDatabase({ dataDir, role: 'cli' });
  }
  // The chain is checked row by row too (ADR 0035): a backup restores the log, not just its last hash.
  let chain: AuditChainReport;
  try {
    chain = await verifyAuditChain(restored.db);
  } finally {
    await restored.close();
  }
  const problems = [...report.problems, ...(chain.broken ? [`audit log chain BROKEN at row ${chain.broken.id}: ${chain.broken.problem}`] : [])];
  if (cmd.json) io.out(JSON.stringify({ ...report, auditChain: chain, problems }, null, 2));
  else {
    io.out(`Restored ${backup.dumpFile} (${report.manifest.source} as of ${report.manifest.snapshotAt}) into ${report.target}:`);
    for (const line of describeChecks(report.checks)) io.out(line);
    io.out(`  audit chain: ${chain.rows} rows${chain.broken ? '' : `, intact (last hash ${chain.lastHash})`}`);
  }
  if (problems.length) throw new UsageError(`The restored database does NOT match the backup; do not use it:\n  ${problems.join('\n  ')}`);
  if (cmd.json) return;
  io.out('It matches the backup: migration level, row counts, balances and ledgers, and the audit log.');
  const newest = newestMigration(paths.migrationsDir);
  const level = report.checks.migrations.newestWhen ?? 0;
  if (level < newest) io.out('This release has newer migrations: the first server started on it applies them (or run db:migrate).');
  if (level > newest) io.out('WARNING: the backup has migrations this release does not know: serve it with the release that made it.');
  if (backup.manifest.kind === 'postgres' && !cmd.noOwner) io.out('Its owners and grants are the dump\'s (deploy/postgres/roles.sql).');
}
