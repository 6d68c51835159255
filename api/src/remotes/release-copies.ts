/**
 * Release folders of this server: `.data/releases/<remote>/<version>-<hash>/`, a copy of a build that
 * nothing writes into again (ADR 0030: releases are immutable). The operator CLI copies a build here
 * before registering it, and so does the server start for the local builds (`<folder>/dist`), so a
 * later `pnpm build` never changes the files of a registered release.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ShopPaths } from '../paths';
import type { RemoteName } from './remote-names';

/** Short content hash of a build folder: same files, same hash (so re-releasing is idempotent). */
export function hashDirectory(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        hash.update(relative(dir, path).split('\\').join('/'));
        hash.update('\0');
        hash.update(readFileSync(path));
        hash.update('\0');
      }
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 10);
}

export interface ReleaseCopy {
  /** `<baseVersion>-<hash>`: also the folder's name. */
  version: string;
  /** The content hash of the build (10 hex digits). */
  hash: string;
  dir: string;
  /** False when an identical build had been copied before (nothing written). */
  copied: boolean;
}

/** Copies a build into `.data/releases/<remote>/<version>-<hash>/` (atomically, skipped if present). */
export function copyRelease(paths: Pick<ShopPaths, 'releasesDir'>, remote: RemoteName, sourceDir: string, baseVersion: string): ReleaseCopy {
  if (!existsSync(join(sourceDir, 'mf-manifest.json'))) throw new Error(`${sourceDir} has no mf-manifest.json`);
  const hash = hashDirectory(sourceDir);
  const version = `${baseVersion}-${hash}`;
  const dir = join(paths.releasesDir, remote, version);
  if (existsSync(join(dir, 'mf-manifest.json'))) return { version, hash, dir, copied: false };
  const staging = `${dir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(join(paths.releasesDir, remote), { recursive: true });
  // Links are copied as the files they point to: a release folder holds its files, nothing outside.
  cpSync(sourceDir, staging, { recursive: true, dereference: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return { version, hash, dir, copied: true };
}
