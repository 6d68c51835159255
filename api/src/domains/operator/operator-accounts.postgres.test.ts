/**
 * Operator accounts under races, on PostgreSQL with two API servers (PGlite runs one transaction at a
 * time and would hide them; ADR 0026):
 *  - the only two admins each demote themselves at the same moment: exactly one may, the other is
 *    told it is the last admin — the shop never ends up without an admin account;
 *  - two admins disable each other at the same moment: exactly one change goes through, the other
 *    admin (disabled a moment ago) may no longer act;
 *  - an operator session issued by one process is the same session in the other (and its logout
 *    ends it in both), and each change is one audit row whichever process wrote it;
 *  - an authenticator code checked by both processes at once is accepted once (ADR 0034: the last
 *    accepted time step is compared in the UPDATE itself).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { type OperatorAccountRow, operatorAccounts, operatorAuditLog } from '../../db/operator-schema';
import { ErrorCode } from '../../errors';
import { describeOnPostgres } from '../../testing/postgres-server';
import { type ServersOnPostgres, startServersOnPostgres } from '../../testing/servers-on-postgres';
import type { TestServer } from '../../testing/test-server';
import { type AccountPayload, DISABLE, LOGOUT, ME, OperatorBrowser, SET_ROLE, createOperator } from '../../testing/operators';
import { nextCode } from '../../testing/second-factor';
import { acceptAccountCode } from './second-factor';

type Me = { operatorMe: { kind: string; account: { id: string } | null } | null };

const ROUNDS = 4;

describeOnPostgres('operator account races')('operator accounts on PostgreSQL with two API servers', () => {
  let setup: ServersOnPostgres | undefined;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    setup = await startServersOnPostgres(2);
    [first, second] = setup.servers as [TestServer, TestServer];
  }, 120_000);

  afterAll(async () => {
    await setup?.stop();
  });

  /** Two fresh admins, the only enabled ones, logged in on different servers. */
  async function twoAdmins(name: string) {
    await first.handle.db.update(operatorAccounts).set({ disabled: true }).where(eq(operatorAccounts.role, 'admin'));
    const a = await createOperator(first, `${name}-a`, 'admin');
    const b = await createOperator(first, `${name}-b`, 'admin');
    const onFirst = new OperatorBrowser(first);
    const onSecond = new OperatorBrowser(second);
    expect((await onFirst.login(a.email))?.status).toBe(true);
    expect((await onSecond.login(b.email))?.status).toBe(true);
    return { a, b, onFirst, onSecond };
  }

  const enabledAdmins = async () => {
    const [row] = await first.handle.db
      .select({ n: count() })
      .from(operatorAccounts)
      .where(and(eq(operatorAccounts.role, 'admin'), eq(operatorAccounts.disabled, false)));
    return Number(row?.n);
  };

  it('lets only one of the last two admins step down when both do at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { a, b, onFirst, onSecond } = await twoAdmins(`down${round}`);
      const answers = await Promise.all([
        onFirst.call<{ operatorSetRole: AccountPayload }>(SET_ROLE, { account: a.id, role: 'viewer' }),
        onSecond.call<{ operatorSetRole: AccountPayload }>(SET_ROLE, { account: b.id, role: 'viewer' }),
      ]);
      const outcomes = answers.map((answer) => answer.data?.operatorSetRole.account?.role ?? answer.data?.operatorSetRole.errors[0]?.code).sort();
      expect(outcomes).toEqual([ErrorCode.LAST_ADMIN, 'viewer']);
      expect(await enabledAdmins()).toBe(1);
    }
  }, 120_000);

  it('lets only one of two admins disabling each other at once go through', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { a, b, onFirst, onSecond } = await twoAdmins(`cross${round}`);
      const answers = await Promise.all([
        onFirst.call<{ operatorDisableAccount: AccountPayload }>(DISABLE, { account: b.id }),
        onSecond.call<{ operatorDisableAccount: AccountPayload }>(DISABLE, { account: a.id }),
      ]);
      const outcomes = answers.map((answer) => {
        const payload = answer.data?.operatorDisableAccount;
        // Refused before the change: the loser's session may already be gone (1401), or the loser is
        // told inside the lock that its account may no longer act (1403).
        return payload?.account ? 'disabled' : (payload?.errors[0]?.code ?? answer.errors?.[0]?.extensions?.code);
      });
      expect(outcomes.filter((o) => o === 'disabled')).toHaveLength(1);
      expect(outcomes.filter((o) => o === ErrorCode.FORBIDDEN || o === ErrorCode.UNAUTHORIZED)).toHaveLength(1);
      expect(await enabledAdmins()).toBe(1);
      const rows = await first.handle.db
        .select({ targetId: operatorAuditLog.targetId })
        .from(operatorAuditLog)
        .where(and(eq(operatorAuditLog.action, 'account.disable'), sql`${operatorAuditLog.targetId} in (${a.id}, ${b.id})`));
      expect(rows).toHaveLength(1);
    }
  }, 120_000);

  it('shares operator sessions between the processes', async () => {
    const account = await createOperator(first, 'shared', 'viewer');
    const browser = new OperatorBrowser(first);
    expect((await browser.login(account.email))?.status).toBe(true);
    const twin = new OperatorBrowser(second);
    twin.cookie = browser.cookie;
    expect((await twin.call<Me>(ME)).data?.operatorMe?.account?.id).toBe(account.id);
    await twin.call(LOGOUT);
    expect((await browser.call<Me>(ME)).data?.operatorMe).toBeNull();
  }, 60_000);

  it('accepts an authenticator code once when both processes check it at the same moment', async () => {
    const account = await createOperator(first, 'code-race', 'releaser');
    // The first login sets the authenticator up (the helper remembers its secret).
    expect((await new OperatorBrowser(first).login(account.email))?.status).toBe(true);
    // Below the logins (each process lets one password check of an account run at a time, and these
    // test servers share one process): the code's check itself, on each server's own pool.
    for (let round = 0; round < 2; round += 1) {
      const [row] = await first.handle.db.select().from(operatorAccounts).where(eq(operatorAccounts.id, account.id));
      const code = (await nextCode(account.email)) as string;
      const accepted = await Promise.all([first, second].map((server) => acceptAccountCode(server.handle.db, server.secrets.box, row as OperatorAccountRow, code)));
      expect(accepted.filter(Boolean)).toHaveLength(1);
    }
  }, 120_000);
});
