/**
 * The address book's limit holds under a race (PGlite runs one transaction at a time and would hide
 * it): one account with 45 receivers sends 20 adds at once through two API servers on ONE
 * PostgreSQL. Exactly 5 get in; the others are told the book is full.
 */
import { count, eq } from 'drizzle-orm';
import { savedReceivers, users } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { Accounts, STATUS, type Status } from '../../testing/accounts';
import { describeOnPostgres } from '../../testing/postgres-server';
import { RedeemVisitor } from '../../testing/redeem';
import { type ServersOnPostgres, startServersOnPostgres } from '../../testing/servers-on-postgres';
import type { TestServer } from '../../testing/test-server';
import { ADDRESS_BOOK_MAX } from './address-book';

const SAVE = `mutation S($input: SavedReceiverInput!) { saveReceiver(input: $input) { ${STATUS} } }`;

describeOnPostgres('address book race')('the address book on PostgreSQL with two API servers', () => {
  let setup: ServersOnPostgres | undefined;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    setup = await startServersOnPostgres(2);
    servers = setup.servers;
  }, 120_000);

  afterAll(async () => {
    await setup?.stop();
  });

  it('never holds more than the limit when adds race', async () => {
    const [first, second] = servers as [TestServer, TestServer];
    const { browser, email } = await new Accounts(first).loggedIn('race');
    const [user] = await first.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = user?.id as string;
    await first.handle.db.insert(savedReceivers).values(
      Array.from({ length: ADDRESS_BOOK_MAX - 5 }, (_, i) => ({ id: crypto.randomUUID(), userId, firstName: 'Mia', lastName: `Meyer ${i}`, email: `mia${i}@example.com` })),
    );
    // The same logged-in session on the second server (one deployment, one database).
    const twin = new RedeemVisitor(second, { 'x-store': '60', 'x-forwarded-for': '198.51.100.77' });
    twin.cookie = browser.cookie;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? twin : browser).call<{ saveReceiver: Status }>(SAVE, { input: { firstName: 'Ben', lastName: `Racer ${i}`, email: `ben${i}@example.com` } }),
      ),
    );
    const outcomes = answers.map((a) => (a.saveReceiver.status ? 'saved' : a.saveReceiver.errors[0]?.code));
    expect(outcomes.filter((o) => o === 'saved')).toHaveLength(5);
    expect(outcomes.filter((o) => o === ErrorCode.ADDRESS_BOOK_FULL)).toHaveLength(15);
    const [held] = await first.handle.db.select({ n: count() }).from(savedReceivers).where(eq(savedReceivers.userId, userId));
    expect(Number(held?.n)).toBe(ADDRESS_BOOK_MAX);
  }, 120_000);
});
