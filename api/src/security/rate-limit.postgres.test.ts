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
import { CHALLENGE, solveCaptcha } from '../testing/redeem';
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
