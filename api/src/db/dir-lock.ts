/**
 * PGlite has no lock of its own: two processes opening the same folder both succeed and then
 * corrupt it. So whoever opens the folder (the server or the CLI) holds a lock file next to it,
 * `<dataDir>.lock`, naming its pid and, for the server, the URL the operator CLI can talk to instead.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export interface LockInfo {
  pid: number;
  hostname: string;
  role: 'server' | 'cli';
  /** Base URL of the server holding the lock (set once it listens). */
  url?: string;
  startedAt: string;
}

export class DirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The PGlite folder is in use by ${holder.role} pid ${holder.pid}${holder.url ? ` (${holder.url})` : ''}; ` +
        `only one process can open it. Stop it, or remove ${lockFile} if that process is gone.`,
    );
    this.name = 'DirLockedError';
  }
}

export function lockFileFor(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the lock, or undefined when there is none (or it is stale). */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  const file = lockFileFor(dataDir);
  let info: LockInfo;
  try {
    info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
  if (info.hostname !== hostname()) return info; // cannot check a pid on another machine: trust it
  return isAlive(info.pid) ? info : undefined;
}

export class DirLock {
  private released = false;

  private constructor(
    readonly file: string,
    private info: LockInfo,
  ) {}

  static acquire(dataDir: string, role: LockInfo['role']): DirLock {
    const file = lockFileFor(dataDir);
    mkdirSync(dirname(file), { recursive: true });
    const info: LockInfo = { pid: process.pid, hostname: hostname(), role, startedAt: new Date().toISOString() };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(file, JSON.stringify(info), { flag: 'wx' });
        return new DirLock(file, info);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = readLiveLock(dataDir);
        if (holder && holder.pid !== process.pid) throw new DirLockedError(file, holder);
        // Stale lock of a crashed process (or our own from an earlier open): take it over.
        try {
          unlinkSync(file);
        } catch {
          /* someone else removed it first */
        }
      }
    }
    throw new Error(`Could not acquire ${file}`);
  }

  update(patch: Partial<Pick<LockInfo, 'url'>>): void {
    if (this.released) return;
    this.info = { ...this.info, ...patch };
    writeFileSync(this.file, JSON.stringify(this.info));
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    try {
      const current = JSON.parse(readFileSync(this.file, 'utf8')) as LockInfo;
      if (current.pid === process.pid) unlinkSync(this.file);
    } catch {
      /* already gone */
    }
  }
}
