/**
 * On server start, the production builds in the checkout (`<folder>/dist`) become releases, so
 * `pnpm build && pnpm start` serves what was just built. Like an operator's release (ADR 0030) each is
 * copied to `.data/releases/<remote>/<version>-<hash>/` and checked headlessly before it is
 * registered; a registered version is never overwritten:
 *  - the build is registered as `<package.json version>` when that version is new;
 *  - an identical build (same files) already registered under it is left as it is;
 *  - a different build under the same package version becomes `<version>+<8-char content hash>`
 *    (another build is another release), and is logged.
 * A build whose declaration or files are refused is not registered: the registry keeps serving the
 * releases it had. A new local build is also promoted (the demo serves what was just built); an existing
 * one is left as it is, so a restart never promotes an older build again over a later promotion.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SYSTEM_ACTOR, writeAudit } from '../domains/operator/audit';
import { shopPaths } from '../paths';
import type { Database } from '../db';
import { sql } from 'drizzle-orm';
import { remoteReleases } from '../db/schema';
import { conflictProblems, providedContract, readReleaseDeclaration, releaseProblems } from './declarations';
import { figureColumns } from './operations';
import { findRelease, currentDeclarations, promotedVersion, readPackageVersion, toStoredSourceDir } from './registry';
import { buildInspector, checkRelease, folderFiles } from './release-check';
import { copyRelease } from './release-copies';
import { REMOTES, type RemoteName } from './remote-names';

export interface LocalBuildOptions {
  /** The shell build whose contract the remotes must fit; default `<root>/shell/dist`. */
  shellDist?: string;
  /** Where release folders are copied; default the shop's (`shopPaths(root).releasesDir`). */
  releasesDir?: string;
  /** Told about each build that is not registered, and why (server start logs it). */
  onRefused?(remote: RemoteName, problems: string[]): void;
  /** Told when a build is registered under `<version>+<hash>` because its version exists with other files. */
  onRenamed?(remote: RemoteName, packageVersion: string, version: string): void;
}

export interface LocalRelease {
  remote: RemoteName;
  version: string;
  sourceDir: string;
  /** False when exactly this release was registered before (a restart). */
  created: boolean;
}

/** The start registers and promotes a local build itself: no request, no client. */
const BY_THE_SYSTEM = { actor: SYSTEM_ACTOR, requestId: null, ipHash: null };

export async function registerLocalBuilds(db: Database, root: string, options: LocalBuildOptions = {}): Promise<LocalRelease[]> {
  const registered: LocalRelease[] = [];
  const shellDist = options.shellDist ?? join(root, 'shell', 'dist');
  const releasesDir = options.releasesDir ?? shopPaths(root).releasesDir;
  const provided = providedContract(shellDist);
  const inspector = buildInspector(shellDist);
  for (const { name, folder } of REMOTES) {
    const packageDir = join(root, folder);
    const dist = join(packageDir, 'dist');
    if (!existsSync(join(dist, 'mf-manifest.json'))) continue;
    const read = readReleaseDeclaration(dist);
    const problems = read.ok
      ? [...releaseProblems(read.value, name, provided), ...conflictProblems(read.value, name, await currentDeclarations(db))]
      : read.problems;
    if (!read.ok || problems.length) {
      options.onRefused?.(name, problems);
      continue;
    }
    const declaration = read.value;
    const packageVersion = readPackageVersion(packageDir);
    // The copy, not <folder>/dist, is what the release serves: the next build must not change it.
    const copy = copyRelease({ releasesDir }, name, dist, packageVersion);
    const sourceDir = toStoredSourceDir(root, copy.dir);
    const check = await checkRelease({ remote: name, declaration, files: folderFiles(copy.dir), inspect: inspector.inspect });
    if (!check.ok) {
      if (copy.copied) rmSync(copy.dir, { recursive: true, force: true });
      options.onRefused?.(name, check.problems);
      continue;
    }
    let version = packageVersion;
    const existing = await findRelease(db, name, packageVersion);
    if (existing && existing.sourceDir !== sourceDir) {
      version = `${packageVersion}+${copy.hash.slice(0, 8)}`;
      options.onRenamed?.(name, packageVersion, version);
    }
    // Registered, promoted and audited together, as an operator's registration and promotion are
    // (issue 32): the system did it. Only the demo registers local builds (main.ts), and there the
    // build just made is what the developer wants to see.
    const row = await db.transaction(async (tx) => {
      const previous = await promotedVersion(tx as unknown as Database, name);
      const [inserted] = await tx
        .insert(remoteReleases)
        .values({ remote: name, version, sourceDir, declaration, ...figureColumns(check.figures), promotedAt: sql`now()` as unknown as Date })
        .onConflictDoNothing()
        .returning({ version: remoteReleases.version });
      if (inserted) {
        await writeAudit(
          tx,
          BY_THE_SYSTEM,
          {
            action: 'release.register',
            targetKind: 'release',
            targetId: `${name}@${version}`,
            before: null,
            after: {
              remote: name,
              version,
              sourceDir,
              contractVersion: declaration.contractVersion,
              routeKeys: declaration.routes.map((r) => r.key),
              localBuild: true,
            },
          },
        );
        await writeAudit(
          tx,
          BY_THE_SYSTEM,
          {
            action: 'release.promote',
            targetKind: 'release',
            targetId: `${name}@${version}`,
            before: { promoted: previous, rollouts: [] },
            after: { promoted: version, localBuild: true },
          },
        );
      }
      return inserted;
    });
    if (!row) {
      const taken = await findRelease(db, name, version);
      if (taken?.sourceDir !== sourceDir) {
        options.onRefused?.(name, [`the version ${version} is registered with other files (${taken?.sourceDir ?? taken?.baseUrl})`]);
        continue;
      }
    }
    registered.push({ remote: name, version, sourceDir, created: Boolean(row) });
  }
  return registered;
}
