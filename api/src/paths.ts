/**
 * Where things live on disk. Everything is resolved from the repository root, found by walking up
 * from the running module's folder (entry points pass `import.meta.dirname`), then from the current
 * directory; `SHOP_ROOT` overrides both (e.g. a container that copies only some folders). Runtime state
 * lives in `<root>/.data` unless `SHOP_DATA_DIR` names another folder (a volume of its own, or one per
 * server when several run from one checkout, as the end-to-end journeys' servers do).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface ShopPaths {
  root: string;
  /** Runtime state, git-ignored (`<root>/.data`, or SHOP_DATA_DIR): PGlite folder, releases, operator token. */
  dataDir: string;
  pgliteDir: string;
  releasesDir: string;
  operatorTokenFile: string;
  migrationsDir: string;
  shellDist: string;
}

function isRepoRoot(dir: string): boolean {
  return existsSync(join(dir, 'pnpm-workspace.yaml')) || existsSync(join(dir, 'api', 'drizzle'));
}

function walkUp(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    if (isRepoRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function resolveRepoRoot(moduleDir?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SHOP_ROOT) return resolve(env.SHOP_ROOT);
  const found = (moduleDir && walkUp(moduleDir)) || walkUp(process.cwd());
  if (!found) {
    throw new Error(
      'Cannot find the repository root (no pnpm-workspace.yaml above this module or the current directory); set SHOP_ROOT',
    );
  }
  return found;
}

export function shopPaths(root: string, env: NodeJS.ProcessEnv = process.env): ShopPaths {
  const dataDir = env.SHOP_DATA_DIR ? resolve(env.SHOP_DATA_DIR) : join(root, '.data');
  return {
    root,
    dataDir,
    pgliteDir: env.PGLITE_DIR ? resolve(env.PGLITE_DIR) : join(dataDir, 'pglite'),
    releasesDir: join(dataDir, 'releases'),
    operatorTokenFile: join(dataDir, 'operator-token'),
    migrationsDir: join(root, 'api', 'drizzle'),
    shellDist: join(root, 'shell', 'dist'),
  };
}

/** The shell's server renderer inside its build (`shellDist`): what server rendering and the release check load. */
export const RENDERER_FILE = join('server', 'shell-server.js');
