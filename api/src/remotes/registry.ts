/**
 * The runtime remote registry: which release of which remote each storefront loads, and where its
 * mf-manifest.json lives. The shell reads the result through `storefrontConfig.remotes`, so a
 * release, a rollback (pin) or an operator switch takes effect on the next page load.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db';
import { type RemoteReleaseRow, remoteReleases, storefrontRemotes } from '../db/schema';
import {
  type CurrentDeclaration,
  type ReleaseDeclaration,
  readDevServerDeclaration,
} from './declarations';
import { RELEASE_DECLARATION_FILE } from '@shop/shared/routes';
import { REMOTES, type RemoteName, isRemoteName, remoteDefinition } from './remote-names';

import type { ReleaseOriginPolicy } from './release-origins';
import type { ServerBuildSource } from './server-builds';
import { log } from '../observability/log';

export interface RegistryOptions {
  /** Prefix of local release URLs, e.g. a CDN origin; '' = relative to the shop origin. */
  publicRemotesBase: string;
  /** MF_DEV_REMOTES=1: every remote comes from its webpack dev server. */
  devRemotes: boolean;
  /** The repository root (where local release folders lie). */
  root?: string;
  /**
   * With devRemotes: how a dev server's declaration is fetched (its build's `shop-release.json`);
   * default: fetch. Tests give a stand-in.
   */
  devServerFetch?: typeof fetch;
  /** The shell build this server serves (its shop-shell.json names the contract it provides). */
  shellDist?: string;
  /** Where a CDN release's server build is read (server-builds.ts); default: the release's own base URL. */
  serverBuilds?: ServerBuildSource;
  /** The origins CDN releases may come from (release-origins.ts); default: any http(s). */
  releaseOrigins?: ReleaseOriginPolicy;
  /**
   * A build from a working tree with uncommitted changes (its declaration's gitDirty, ADR 0038):
   * `allow` registers it (the demo, the default), `acknowledge` only when the registration says
   * allowDirty (production).
   */
  dirtyBuilds?: 'allow' | 'acknowledge';
}

export interface ResolvedRemote {
  name: RemoteName;
  enabled: boolean;
  /** The operator's pin, if any. */
  pinnedVersion: string | null;
  /** The version the shell will load: the pin, else the remote's promoted release; null when none is. */
  version: string | null;
  manifestUrl: string | null;
  /** The @shop/shared contract that release was built for; null when unknown (the shell will not load it). */
  contractVersion: string | null;
  /** What that release declares (routes); null when no release or no declaration. */
  declaration: ReleaseDeclaration | null;
  /**
   * A percentage rollout (ADR 0028): another release served to `percent` % of the visitors instead of
   * the one above (the base). Null when there is none, or its release is the base itself. The fields
   * above stay the base: remotesForVisitor (visitor-remotes.ts) picks one per visitor.
   */
  rollout: RemoteRollout | null;
  /**
   * How the browser checks the release's files (Subresource Integrity, ADR 0040): null for a release
   * registered without hashes, a dev server or a local override. Absent reads as null.
   */
  integrity?: RemoteIntegrity | null;
  /**
   * This browser's local override replaces the release (local-override.ts, ADR 0031): the manifest
   * is a developer's dev server, never loaded on the server. Set per request, after every cache.
   */
  localOverride?: boolean;
}

export interface RemoteRollout {
  version: string;
  /** 1 to 99. */
  percent: number;
  manifestUrl: string;
  contractVersion: string | null;
  declaration: ReleaseDeclaration | null;
  integrity?: RemoteIntegrity | null;
}

/**
 * What a browser needs to load a release only as registered (ADR 0040): the SHA-384 of its
 * mf-manifest.json, and where the SHA-384 of every other file is (this server's
 * /release-integrity/<remote>/<version>.json, from the registry).
 */
export interface RemoteIntegrity {
  manifest: string;
  filesUrl: string;
}

/** The path of a release's file hashes on this server (release-integrity.ts answers it). */
export function releaseIntegrityPath(remote: string, version: string): string {
  return `/release-integrity/${encodeURIComponent(remote)}/${encodeURIComponent(version)}.json`;
}

/** A release's RemoteIntegrity; null when it was registered before hashes were recorded (migration 0032). */
export function integrityFor(release: Pick<RemoteReleaseRow, 'remote' | 'version' | 'fileHashes'>): RemoteIntegrity | null {
  const manifest = release.fileHashes?.['mf-manifest.json'];
  return manifest ? { manifest, filesUrl: releaseIntegrityPath(release.remote, release.version) } : null;
}

export const DEV_VERSION = 'dev';

export function devManifestUrl(remote: RemoteName): string {
  return `http://localhost:${remoteDefinition(remote).devPort}/mf-manifest.json`;
}

/** The declaration a remote's dev server generated from its route modules. */
export function devDeclarationUrl(remote: RemoteName): string {
  return `http://localhost:${remoteDefinition(remote).devPort}/${RELEASE_DECLARATION_FILE}`;
}

export function manifestUrlFor(release: Pick<RemoteReleaseRow, 'remote' | 'version' | 'baseUrl'>, options: RegistryOptions): string {
  if (release.baseUrl) return `${release.baseUrl.replace(/\/+$/, '')}/mf-manifest.json`;
  const base = options.publicRemotesBase.replace(/\/+$/, '');
  return `${base}/remotes/${encodeURIComponent(release.remote)}/${encodeURIComponent(release.version)}/mf-manifest.json`;
}

/**
 * Each remote's promoted release: the one promoted last (issue 32). A registered release that was
 * never promoted is served to nobody but its previews and canaries.
 */
async function promotedReleases(db: Database): Promise<Map<string, RemoteReleaseRow>> {
  const rows = await db
    .selectDistinctOn([remoteReleases.remote])
    .from(remoteReleases)
    .where(isNotNull(remoteReleases.promotedAt))
    .orderBy(asc(remoteReleases.remote), desc(remoteReleases.promotedAt), desc(remoteReleases.version));
  return new Map(rows.map((r) => [r.remote, r]));
}

/** The releases of the pins and rollouts (`remote@version` → row). */
async function releasesByVersion(
  db: Database,
  pins: Array<{ remote: string; version: string }>,
): Promise<Map<string, RemoteReleaseRow>> {
  if (pins.length === 0) return new Map();
  const rows = await db
    .select()
    .from(remoteReleases)
    .where(
      inArray(
        remoteReleases.version,
        pins.map((p) => p.version),
      ),
    );
  return new Map(rows.map((r) => [`${r.remote}@${r.version}`, r]));
}

/**
 * The registry state for several storefronts at once (one query each for switches, promoted and
 * pinned releases), in the fixed remote order.
 */
export async function resolveRemotesFor(
  db: Database,
  storefrontKeys: string[],
  options: RegistryOptions,
): Promise<Map<string, ResolvedRemote[]>> {
  const switches = storefrontKeys.length
    ? await db.select().from(storefrontRemotes).where(inArray(storefrontRemotes.storefrontKey, storefrontKeys))
    : [];
  const pins = switches.flatMap((s) => [
    ...(s.pinnedVersion ? [{ remote: s.remote, version: s.pinnedVersion }] : []),
    ...(s.rolloutVersion ? [{ remote: s.remote, version: s.rolloutVersion }] : []),
  ]);
  const [promoted, pinned] = options.devRemotes
    ? [new Map<string, RemoteReleaseRow>(), new Map<string, RemoteReleaseRow>()]
    : await Promise.all([promotedReleases(db), releasesByVersion(db, pins)]);
  // Read per call: a route module a team adds is routed on the next page load after its dev server rebuilt.
  const devDeclarations = options.devRemotes ? await devServerDeclarations(options.devServerFetch) : new Map<RemoteName, ReleaseDeclaration>();

  const result = new Map<string, ResolvedRemote[]>();
  for (const key of storefrontKeys) {
    result.set(
      key,
      REMOTES.map(({ name }) => {
        // A storefront without a row (a remote added after seeding) loads the remote by default.
        const row = switches.find((s) => s.storefrontKey === key && s.remote === name);
        const enabled = row?.enabled ?? true;
        const pinnedVersion = row?.pinnedVersion ?? null;
        if (options.devRemotes) {
          const declaration = devDeclarations.get(name) ?? null;
          return {
            name,
            enabled,
            pinnedVersion,
            version: DEV_VERSION,
            manifestUrl: devManifestUrl(name),
            contractVersion: declaration?.contractVersion ?? null,
            declaration,
            // The dev servers serve one build each: there is nothing to roll out.
            rollout: null,
            // Rebuilt on every change: nothing was hashed.
            integrity: null,
          };
        }
        const release = pinnedVersion ? pinned.get(`${name}@${pinnedVersion}`) : promoted.get(name);
        const declaration = release?.declaration ?? null;
        const rolloutRelease = row?.rolloutVersion && row.rolloutPercent ? pinned.get(`${name}@${row.rolloutVersion}`) : undefined;
        return {
          name,
          enabled,
          pinnedVersion,
          version: release?.version ?? pinnedVersion,
          manifestUrl: release ? manifestUrlFor(release, options) : null,
          contractVersion: declaration?.contractVersion ?? null,
          declaration,
          integrity: release ? integrityFor(release) : null,
          // A rollout of the release the storefront serves anyway (it was promoted meanwhile) is none.
          rollout:
            rolloutRelease && row?.rolloutPercent && rolloutRelease.version !== release?.version
              ? {
                  version: rolloutRelease.version,
                  percent: row.rolloutPercent,
                  manifestUrl: manifestUrlFor(rolloutRelease, options),
                  contractVersion: rolloutRelease.declaration?.contractVersion ?? null,
                  declaration: rolloutRelease.declaration ?? null,
                  integrity: integrityFor(rolloutRelease),
                }
              : null,
        };
      }),
    );
  }
  return result;
}

/** The dev servers' declarations; one that is not up yet or is broken is reported and routes nothing. */
async function devServerDeclarations(fetchFn: typeof fetch | undefined): Promise<Map<RemoteName, ReleaseDeclaration>> {
  const result = new Map<RemoteName, ReleaseDeclaration>();
  const reads = await Promise.all(REMOTES.map(async ({ name }) => [name, await readDevServerDeclaration(devDeclarationUrl(name), fetchFn)] as const));
  for (const [name, read] of reads) {
    if (read.ok) result.set(name, read.value);
    else log.warn({ remote: name }, `[registry] the ${name} dev server's declaration: ${read.problems.join('; ')}`);
  }
  return result;
}

/** What each remote's promoted release declares (the release storefronts without a pin load). */
export async function currentDeclarations(db: Database): Promise<CurrentDeclaration[]> {
  const promoted = await promotedReleases(db);
  return [...promoted.values()].flatMap((release) =>
    release.declaration && isRemoteName(release.remote)
      ? [{ remote: release.remote, version: release.version, declaration: release.declaration }]
      : [],
  );
}

export async function resolveStorefrontRemotes(
  db: Database,
  storefrontKey: string,
  options: RegistryOptions,
): Promise<ResolvedRemote[]> {
  return (await resolveRemotesFor(db, [storefrontKey], options)).get(storefrontKey) ?? [];
}

/** The version of `remote` promoted last (what storefronts without a pin serve); null: none is. */
export async function promotedVersion(db: Database, remote: string): Promise<string | null> {
  const [row] = await db
    .select({ version: remoteReleases.version })
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), isNotNull(remoteReleases.promotedAt)))
    .orderBy(desc(remoteReleases.promotedAt), desc(remoteReleases.version))
    .limit(1);
  return row?.version ?? null;
}

export async function findRelease(db: Database, remote: string, version: string): Promise<RemoteReleaseRow | undefined> {
  const [row] = await db
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
    .limit(1);
  return row;
}

/**
 * findRelease with a short memory (`cacheMs`), for paths every page request takes (remote files, the
 * server renderer). Bounded: versions may come from a URL, and anyone can invent them.
 */
export function createReleaseLookup(db: Database, cacheMs: number, maxEntries = 1_000) {
  const releases = new Map<string, { release: RemoteReleaseRow | undefined; expires: number }>();
  return async function lookupRelease(remote: string, version: string): Promise<RemoteReleaseRow | undefined> {
    const key = `${remote}@${version}`;
    const cached = releases.get(key);
    if (cached && cached.expires > Date.now()) return cached.release;
    const release = await findRelease(db, remote, version);
    releases.set(key, { release, expires: Date.now() + cacheMs });
    if (releases.size > maxEntries) releases.delete(releases.keys().next().value as string);
    return release;
  };
}

export async function listReleases(db: Database, remote?: RemoteName): Promise<RemoteReleaseRow[]> {
  return db
    .select()
    .from(remoteReleases)
    .where(remote ? eq(remoteReleases.remote, remote) : undefined)
    .orderBy(asc(remoteReleases.remote), desc(remoteReleases.createdAt), desc(remoteReleases.version));
}

/**
 * A release folder as stored: relative to the shop root when inside it, so moving the checkout keeps
 * it valid. A relative `dir` is read from the shop root (what an operator types in the console).
 */
export function toStoredSourceDir(root: string, dir: string): string {
  const absolute = resolve(root, dir);
  const rel = relative(root, absolute);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split('\\').join('/') : absolute;
}

export function resolveSourceDir(root: string, stored: string): string {
  return isAbsolute(stored) ? stored : join(root, stored);
}

export function readPackageVersion(packageDir: string): string {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string' || !pkg.version) throw new Error(`${packageDir}/package.json has no version`);
  return pkg.version;
}

export { isRemoteName };
