import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DirLock, DirLockedError, lockFileFor, readLiveLock } from './dir-lock';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-lock-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('DirLock', () => {
  it('records the holder and its URL, and releases', () => {
    const dir = join(tmp, 'pglite');
    const lock = DirLock.acquire(dir, 'server');
    lock.update({ url: 'http://127.0.0.1:3000' });
    expect(readLiveLock(dir)).toMatchObject({ pid: process.pid, role: 'server', url: 'http://127.0.0.1:3000' });
    lock.release();
    expect(existsSync(lockFileFor(dir))).toBe(false);
  });

  it('refuses a folder held by another live process', async () => {
    const dir = join(tmp, 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(
        lockFileFor(dir),
        JSON.stringify({ pid: other.pid, hostname: hostname(), role: 'server', url: 'http://127.0.0.1:3999', startedAt: '' }),
      );
      expect(() => DirLock.acquire(dir, 'cli')).toThrow(DirLockedError);
    } finally {
      other.kill();
    }
  });

  it('takes over the stale lock of a process that is gone', () => {
    const dir = join(tmp, 'pglite');
    writeFileSync(
      lockFileFor(dir),
      JSON.stringify({ pid: 2 ** 22 + 12345, hostname: hostname(), role: 'server', startedAt: '' }),
    );
    expect(readLiveLock(dir)).toBeUndefined();
    const lock = DirLock.acquire(dir, 'cli');
    expect(readLiveLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });
});
