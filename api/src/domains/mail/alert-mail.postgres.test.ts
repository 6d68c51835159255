/**
 * The alert mails' bounds across processes (issue 38, ADR 0062), on PostgreSQL with two API servers,
 * each with its own pool (PGlite runs one transaction at a time and would hide the races): a storm of
 * the same alert raised by both at once is one mail per address, and a storm of different alerts of a
 * kind stops exactly at the cap, never a failed enqueue (a deadlock or a duplicate key) on the way.
 */
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox } from '../../db/order-schema';
import { type CapturedLogs, captureLogs } from '../../testing/log-capture';
import { describeOnPostgres } from '../../testing/postgres-server';
import { type ServersOnPostgres, startServersOnPostgres } from '../../testing/servers-on-postgres';
import { createAlertMailer } from './alert-mail';

const RECIPIENTS = ['ops@example.com', 'oncall@example.org'];
const NOW = new Date();

describeOnPostgres('alert mails')('alert mails from two API processes on one PostgreSQL', () => {
  let setup: ServersOnPostgres | undefined;
  let logs: CapturedLogs;

  beforeAll(async () => {
    logs = captureLogs();
    setup = await startServersOnPostgres(2);
  }, 180_000);

  afterAll(async () => {
    await setup?.stop();
    logs.restore();
  });

  /** The sink each process's server registers, one per server (its own pool). */
  const mailers = (maxPerKind = 10) => (setup?.servers ?? []).map((server) => createAlertMailer({ db: server.handle.db, recipients: RECIPIENTS, maxPerKind, now: () => NOW }));
  const rowsOf = (kind: string) =>
    setup?.servers[0]?.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'operator-alert'), like(mailOutbox.dedupeKey, `alert-mail:${kind}:%`))) ?? [];

  it('mails the same alert raised 20 times by each process at once once per address', async () => {
    const alert = { kind: 'payment.double' as const, message: 'order 50-000000-0300 was paid twice', orderNumber: '50-000000-0300' };
    const both = mailers();
    await Promise.all(both.flatMap((mail) => Array.from({ length: 20 }, () => mail(alert))));
    expect((await rowsOf('payment.double')).map((row) => row.recipient).sort()).toEqual([...RECIPIENTS].sort());
  }, 60_000);

  it('stops a storm of different alerts of a kind from both processes exactly at the cap', async () => {
    const both = mailers(3);
    await Promise.all(
      both.flatMap((mail, process) => Array.from({ length: 8 }, (_, i) => mail({ kind: 'refund.provider', message: `order 50-000000-04${process}${i}: the provider refused the refund` }))),
    );
    const rows = await rowsOf('refund.provider');
    expect(rows).toHaveLength(3 * RECIPIENTS.length);
    // Each alert whole: both addresses of each of the three alerts mailed.
    const byAlert = new Map<string, string[]>();
    for (const row of rows) byAlert.set(String(row.payload.message), [...(byAlert.get(String(row.payload.message)) ?? []), row.recipient].sort());
    expect([...byAlert.values()]).toEqual(Array.from({ length: 3 }, () => [...RECIPIENTS].sort()));
    expect(logs.lines.filter((line) => line.level === 'warn' && line.alert === 'refund.provider')).toHaveLength(16 - 3);
  }, 60_000);
});
