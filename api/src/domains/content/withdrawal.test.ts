/**
 * The withdrawal button over real HTTP on PGlite (issue 17, §356a BGB): a guest declares withdrawal
 * with name, order number and e-mail; the declaration is kept with the order it names and
 * acknowledged by mail with its content, date and time; a made-up order number gets the same answer
 * (nothing to learn about orders); bad input is refused at its field; the mail is limited per address,
 * takes the captcha and repeats the typed name only to the order's own address (issue 31).
 */
import { and, desc, eq } from 'drizzle-orm';
import { withdrawalRequests } from '../../db/content-schema';
import { mailOutbox } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { Accounts } from '../../testing/accounts';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { renderMail } from '../mail/templates';
import { CHALLENGE, solveCaptcha } from '../../testing/redeem';
import type { Shopper } from '../../testing/shopper';

const WITHDRAW = 'mutation W($input: WithdrawContractInput!) { withdrawContract(input: $input) { status receivedAt errors { code referencedRequestParameter } } }';
type Answer = { withdrawContract: { status: boolean; receivedAt: string | null; errors: { code: number; referencedRequestParameter: string | null }[] } };

let shop: TestServer;
let accounts: Accounts;

beforeAll(async () => {
  shop = await startTestServer();
  accounts = new Accounts(shop);
});

afterAll(async () => {
  await shop?.close();
});

/** A browser from an address of its own (the limits are per IP). */
const visitor = () => accounts.visitor();

/** The declaration as the form sends it: with a solved captcha (unless `captchaToken` says otherwise). */
async function withdraw(shopper: Shopper, input: Record<string, unknown>): Promise<Answer['withdrawContract']> {
  const { captchaChallenge } = await shopper.call<{ captchaChallenge: string }>(CHALLENGE);
  return (await shopper.call<Answer>(WITHDRAW, { input: { captchaToken: await solveCaptcha(captchaChallenge), ...input } })).withdrawContract;
}

async function mailsTo(email: string) {
  return shop.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'withdrawal'))).orderBy(desc(mailOutbox.createdAt));
}

describe('the withdrawal button', () => {
  it('keeps a guest’s declaration with its order and acknowledges it with content, date and time', async () => {
    const guest = visitor();
    const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    const orderId = await checkout.fill(guest);
    const placed = await checkout.place(guest, orderId, { email: 'lena.guest@example.com', emailConfirmation: 'lena.guest@example.com' });

    const answer = await withdraw(visitor(), { name: ' Lena Lind ', orderNumber: placed.orderNumber.toLowerCase(), email: 'Lena.Guest@example.com' });
    expect(answer).toMatchObject({ status: true, errors: [] });
    expect(Date.parse(answer.receivedAt ?? '')).not.toBeNaN();
    const [kept] = await shop.handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.orderNumber, placed.orderNumber));
    expect(kept).toMatchObject({ name: 'Lena Lind', email: 'lena.guest@example.com', orderId, storefrontKey: 'CBDE', language: 'de' });

    const [mail] = await mailsTo('lena.guest@example.com');
    expect(mail?.payload).toMatchObject({ name: 'Lena Lind', orderNumber: placed.orderNumber, receivedAt: answer.receivedAt });
    const rendered = await renderMail('withdrawal', 'de', mail?.payload as never);
    expect(rendered.subject).toContain('Dein Widerruf ist bei uns eingegangen');
    expect(rendered.text).toContain(`Bestellnummer: ${placed.orderNumber}`);
    expect(rendered.text).toMatch(/Eingegangen am: .*\d{4}/);
    // The order's own address: its customer typed the name, so the acknowledgement repeats it.
    expect(rendered.text).toContain('Hallo Lena Lind,');
  });

  it('mails only what the shop wrote to an address that is not the order’s (issue 31)', async () => {
    const guest = visitor();
    const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    const placed = await checkout.place(guest, await checkout.fill(guest), { email: 'owner.of.order@example.com', emailConfirmation: 'owner.of.order@example.com' });
    const spam = 'Claim your prize at https://evil.example/win';
    for (const orderNumber of [placed.orderNumber, '60-000000-SPAM']) {
      expect(await withdraw(visitor(), { name: spam, orderNumber, email: 'victim@example.com' })).toMatchObject({ status: true, errors: [] });
    }
    const mails = await mailsTo('victim@example.com');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.payload).toMatchObject({ name: null });
      const rendered = await renderMail('withdrawal', 'de', mail.payload as never);
      expect(rendered.text).not.toContain('evil.example');
      expect(rendered.html).not.toContain('evil.example');
    }
    // Customer service still has the declaration as it was typed.
    const [kept] = await shop.handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.orderNumber, '60-000000-SPAM'));
    expect(kept?.name).toBe(spam);
  });

  it('takes the captcha: none, a forged one or a spent one is refused and mails nothing', async () => {
    const input = { name: 'Rob', orderNumber: '60-222222-ROBO', email: 'rob.target@example.com' };
    for (const captchaToken of ['', 'Zm9yZ2Vk']) {
      const answer = (await visitor().call<Answer>(WITHDRAW, { input: { ...input, captchaToken } })).withdrawContract;
      expect(answer.status).toBe(false);
      expect(answer.errors.map((e) => e.referencedRequestParameter)).toEqual(['input.captchaToken']);
    }
    const shopper = visitor();
    const { captchaChallenge } = await shopper.call<{ captchaChallenge: string }>(CHALLENGE);
    const solved = await solveCaptcha(captchaChallenge);
    expect((await shopper.call<Answer>(WITHDRAW, { input: { ...input, captchaToken: solved } })).withdrawContract.status).toBe(true);
    const replay = (await shopper.call<Answer>(WITHDRAW, { input: { ...input, captchaToken: solved } })).withdrawContract;
    expect(replay.errors.map((e) => e.code)).toEqual([ErrorCode.CAPTCHA_FAILED]);
    expect(await mailsTo('rob.target@example.com')).toHaveLength(1);
  });

  it('answers a made-up order number alike, and refuses bad input at its field', async () => {
    const answer = await withdraw(visitor(), { name: 'Eve', orderNumber: '60-000000-NOPE', email: 'eve@example.com' });
    expect(answer).toMatchObject({ status: true, errors: [] });
    const [kept] = await shop.handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.orderNumber, '60-000000-NOPE'));
    expect(kept?.orderId).toBeNull();

    const bad = await withdraw(visitor(), { name: ' ', orderNumber: '<script>', email: 'not-an-address' });
    expect(bad.status).toBe(false);
    expect(bad.errors.map((e) => e.referencedRequestParameter)).toEqual(['input.name', 'input.orderNumber', 'input.email']);
  });

  it('mails one address five times an hour at most', async () => {
    const send = () => withdraw(visitor(), { name: 'Mia', orderNumber: '60-111111-ABCD', email: 'mia.target@example.com' });
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(true);
    expect((await send()).errors.map((e) => e.code)).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
    expect(await mailsTo('mia.target@example.com')).toHaveLength(5);
  });
});
