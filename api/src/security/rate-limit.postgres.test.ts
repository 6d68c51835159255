/**
 * The abuse limits hold across processes: two API servers, each with its own pool on ONE real
 * PostgreSQL server, take concurrent requests from the same client; together they allow exactly the
 * limit (PGlite runs one statement at a time and could not show a race).
 */
import { count, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/order-schema';
import { describeOnPostgres } from '../testing/postgres-server';
import { type ServersOnPostgres, startServersOnPostgres } from '../testing/servers-on-postgres';
import type { TestServer } from '../testing/test-server';
import { CHALLENGE, CHECK_BALANCE, issueTestCard, solveCaptcha } from '../testing/redeem';
import { LIMITS } from './rate-limit';

const CHECK = 'query ($o: String!) { checkGiftCardPayment(orderUuid: $o) { order { id } errors { code } } }';
const QUOTE = 'mutation ($input: QuoteRequestInput!) { requestBusinessQuote(input: $input) { id errors { code } } }';

describeOnPostgres('abuse limits across two API servers')('abuse limits on PostgreSQL with two API servers', () => {
  let setup: ServersOnPostgres | undefined;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    setup = await startServersOnPostgres(2);
    servers = setup.servers;
  }, 120_000);

  afterAll(async () => {
    await setup?.stop();
  });

  /** Sends `n` requests at once, alternating between the two servers; resolves with each answer's first error code. */
  async function burst(n: number, send: (server: TestServer, i: number) => Promise<number | undefined>): Promise<(number | undefined)[]> {
    return Promise.all(Array.from({ length: n }, (_, i) => send(servers[i % 2] as TestServer, i)));
  }

  it(`payment checks from one address: exactly ${LIMITS.paymentCheckPerIp.limit} allowed in total`, async () => {
    const codes = await burst(LIMITS.paymentCheckPerIp.limit + 100, async (server, i) => {
      const orderUuid = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const res = await server.graphql<{ checkGiftCardPayment: { errors: { code: number }[] } }>(CHECK, {
        variables: { o: orderUuid },
        headers: { 'x-forwarded-for': '203.0.113.10' },
      });
      return res.body.data?.checkGiftCardPayment.errors[0]?.code;
    });
    // Allowed checks of unknown orders answer 2003; the refused ones 2036.
    expect(codes.filter((c) => c === 2003)).toHaveLength(LIMITS.paymentCheckPerIp.limit);
    expect(codes.filter((c) => c === 2036)).toHaveLength(100);
  });

  /** A balance check with its own solved captcha, from `address`, on either server. */
  async function checkPin(server: TestServer, card: { number: string }, pin: string, address: string): Promise<number | undefined> {
    const captchaToken = solveCaptcha((await server.graphql<{ captchaChallenge: string }>(CHALLENGE)).body.data?.captchaChallenge as string);
    const res = await server.graphql<{ checkGiftCardBalance: { errors: { code: number }[] } }>(CHECK_BALANCE, {
      variables: { input: { cardNumber: card.number, pin, captchaToken: await captchaToken } },
      headers: { 'x-store': '60', 'x-forwarded-for': address },
    });
    return res.body.data?.checkGiftCardBalance.errors[0]?.code;
  }

  it('PINs (issue 31): twenty right ones at once never lock a card; a stranger’s wrong ones never lock its owner out', async () => {
    const first = servers[0] as TestServer;
    const card = await issueTestCard(first.handle.db, first.secrets.pinPepper, { balanceCents: 5_000 });
    // Twenty right PINs at once over both servers from one address: past the limit some are refused
    // at the time, but refused attempts give their hits back and right ones are never charged.
    const rightAtOnce = await burst(20, (server) => checkPin(server, card, card.pin, '203.0.113.20'));
    expect(rightAtOnce.filter((code) => code !== undefined && code !== 2036)).toEqual([]);
    expect(await checkPin(first, card, card.pin, '203.0.113.20')).toBeUndefined();
    // A stranger's five wrong PINs at once (and five more): the stranger is locked, the owner is not.
    const wrong = card.pin === '000000' ? '000001' : '000000';
    const guesses = await burst(10, (server) => checkPin(server, card, wrong, '198.51.100.66'));
    expect(guesses.filter((code) => code === 2040)).toHaveLength(LIMITS.pinFailuresPerCardAndClient.limit);
    expect(guesses.filter((code) => code === 2036)).toHaveLength(10 - LIMITS.pinFailuresPerCardAndClient.limit);
    expect(await checkPin(servers[1] as TestServer, card, card.pin, '198.51.100.66')).toBe(2036);
    expect(await checkPin(servers[1] as TestServer, card, card.pin, '203.0.113.21')).toBeUndefined();
  });

  it(`quote requests to one recipient: exactly ${LIMITS.quoteRequestPerRecipient.limit} accepted and mailed`, async () => {
    const recipient = 'target@example.com';
    const first = servers[0] as TestServer;
    const product = await first.graphql<{ product: { id: string } }>('{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id } }');
    const productId = product.body.data?.product.id as string;
    // A solved captcha for each request (solutions count once, across the servers).
    const captchas = await Promise.all(
      Array.from({ length: 30 }, async () => solveCaptcha((await first.graphql<{ captchaChallenge: string }>(CHALLENGE)).body.data?.captchaChallenge as string)),
    );
    const codes = await burst(30, async (server, i) => {
      const res = await server.graphql<{ requestBusinessQuote: { errors: { code: number }[] } }>(QUOTE, {
        variables: {
          input: {
            companyName: 'Muster GmbH',
            contactName: 'Anna Berg',
            email: recipient,
            lines: [{ productId, quantity: 10, amountPerCardCents: 2500 }],
            captchaToken: captchas[i],
          },
        },
        // Every request from an address of its own: only the recipient's limit applies.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      return res.body.data?.requestBusinessQuote.errors[0]?.code;
    });
    expect(codes.filter((c) => c === undefined)).toHaveLength(LIMITS.quoteRequestPerRecipient.limit);
    expect(codes.filter((c) => c === 2036)).toHaveLength(30 - LIMITS.quoteRequestPerRecipient.limit);
    const [mails] = await (servers[0] as TestServer).handle.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
    expect(mails?.n).toBe(LIMITS.quoteRequestPerRecipient.limit);
  });
});
