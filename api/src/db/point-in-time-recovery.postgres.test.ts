/**
 * The point-in-time recovery of docs/operations.md ("Backups and point-in-time recovery", ADR 0063) on a
 * PostgreSQL 15 server of its own, with the settings the document gives: WAL archived by its
 * archive_command, a base backup by pg_basebackup checked by pg_verifybackup, a recovery to a
 * recovery_target_time that pauses there (read-only, to be checked), and the promotion by
 * pg_wal_replay_resume(). A change committed after the target is not there; the recovered server then
 * takes writes.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../testing/api-process';
import { eventually } from '../testing/after-sale';
import { describeOnPostgres, findBinary, runAsServerUser } from '../testing/postgres-server';

const tool = (name: string) => {
  const file = findBinary(name);
  if (!file) throw new Error(`${name} not found`);
  return file;
};

describeOnPostgres('point-in-time recovery')('point-in-time recovery as docs/operations.md sets it up', () => {
  let work: string;
  const started: string[] = [];
  const clients: pg.Client[] = [];

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'shop-pitr-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(work, uid, gid);
    }
  });

  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => undefined);
    for (const dataDir of started) {
      try {
        runAsServerUser(tool('pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
    }
    rmSync(work, { recursive: true, force: true });
  });

  async function start(dataDir: string): Promise<pg.Client> {
    const port = await freePort();
    runAsServerUser(tool('pg_ctl'), ['-D', dataDir, '-l', `${dataDir}.log`, '-o', `-p ${port} -k ${work} -c listen_addresses=127.0.0.1`, '-w', 'start']);
    started.push(dataDir);
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    // A server stopped under it ends its connection: not an error of the test.
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  }

  const ids = async (client: pg.Client) => (await client.query<{ id: number }>('select id from orders order by id')).rows.map((row) => row.id);

  it('recovers to a moment from a base backup and the WAL archive, pauses there, and is promoted', async () => {
    const primary = join(work, 'primary');
    const archive = join(work, 'wal-archive');
    runAsServerUser('mkdir', [archive]);
    runAsServerUser(tool('initdb'), ['-D', primary, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    // The primary's settings, as docs/operations.md gives them (the archive's folder here a local one).
    appendFileSync(
      join(primary, 'postgresql.conf'),
      [
        'wal_level = replica',
        'archive_mode = on',
        `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f.part && mv ${archive}/%f.part ${archive}/%f'`,
        'archive_timeout = 60',
        'wal_compression = on',
        'max_wal_senders = 10',
        '',
      ].join('\n'),
    );
    const live = await start(primary);
    const port = String(live.port);
    await live.query('create table orders (id int primary key)');
    await live.query('insert into orders values (1)');

    const base = join(work, 'base');
    runAsServerUser(tool('pg_basebackup'), ['-h', '127.0.0.1', '-p', port, '-U', 'postgres', `--pgdata=${base}`, '--format=plain', '--wal-method=stream', '--checkpoint=fast', '--manifest-checksums=SHA256']);
    expect(runAsServerUser(tool('pg_verifybackup'), [base])).toContain('backup successfully verified');

    await live.query('insert into orders values (2)');
    // The moment to recover to: after order 2 was committed, before order 3 (a transaction's now() is its start).
    const target = (await live.query<{ at: string }>(`select now()::text as at`)).rows[0]?.at as string;
    await live.query('insert into orders values (3)');
    const { segment } = (await live.query<{ segment: string }>('select pg_walfile_name(pg_switch_wal()) as segment')).rows[0] as { segment: string };
    await eventually(
      async () => (await live.query<{ done: boolean }>('select coalesce(last_archived_wal >= $1, false) as done from pg_stat_archiver', [segment])).rows[0]?.done,
      'the segment with order 3 archived',
      60_000,
    );
    // The primary is lost.
    await live.end();
    runAsServerUser(tool('pg_ctl'), ['-D', primary, '-m', 'immediate', 'stop']);

    // Steps 2 and 3: the base backup into an empty folder, the recovery settings, recovery.signal.
    const recovered = join(work, 'recovered');
    runAsServerUser('cp', ['-a', base, recovered]);
    appendFileSync(
      join(recovered, 'postgresql.conf'),
      [`restore_command = 'cp ${archive}/%f %p'`, `recovery_target_time = '${target}'`, 'recovery_target_inclusive = off', "recovery_target_action = 'pause'", 'archive_mode = off', ''].join('\n'),
    );
    runAsServerUser('touch', [join(recovered, 'recovery.signal')]);
    const restored = await start(recovered);
    await eventually(async () => (await restored.query<{ state: string }>('select pg_get_wal_replay_pause_state() as state')).rows[0]?.state === 'paused', 'the recovery paused at the target', 60_000);

    // Step 4: read-only at the target: order 2 is there, order 3 (committed after it) is not.
    expect(await ids(restored)).toEqual([1, 2]);
    await expect(restored.query('insert into orders values (4)')).rejects.toThrow(/read-only transaction/);

    // Step 5: promoted, it takes writes.
    await restored.query('select pg_wal_replay_resume()');
    await eventually(async () => !(await restored.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering')).rows[0]?.recovering, 'the promotion', 60_000);
    await restored.query('insert into orders values (4)');
    expect(await ids(restored)).toEqual([1, 2, 4]);
  }, 120_000);
});
