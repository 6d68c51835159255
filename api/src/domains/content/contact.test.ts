/**
 * The contact form over real HTTP on PGlite (issue 17): behind the captcha, kept for customer service,
 * mailed to the storefront's support address with what the shopper wrote, acknowledged to the sender
 * without the message; bad input refused at its field; limited per address.
 */
import { and, eq } from 'drizzle-orm';
import { storefrontBranding } from '../../db/catalogue-schema';
import { contactRequests } from '../../db/content-schema';
import { mailOutbox } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { Accounts } from '../../testing/accounts';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { renderMail } from '../mail/templates';

const CONTACT = 'mutation C($input: ContactRequestInput!) { sendContactRequest(input: $input) { status errors { code referencedRequestParameter } } }';
type Answer = { sendContactRequest: { status: boolean; errors: { code: number; referencedRequestParameter: string | null }[] } };

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

const QUESTION = 'Meine Karte ist nicht angekommen. Könnt ihr nachsehen? <script>alert(1)</script>';

describe('the contact form', () => {
  it('keeps the question, mails it to support and acknowledges the topic only to the sender', async () => {
    const browser = visitor();
    const answer = (
      await browser.call<Answer>(CONTACT, { input: { topic: 'DELIVERY', orderNumber: '60-261126-abc123', name: 'Lena Lind', email: 'Lena.Ask@example.com', message: QUESTION, captchaToken: await browser.captcha() } })
    ).sendContactRequest;
    expect(answer).toEqual({ status: true, errors: [] });
    const [kept] = await shop.handle.db.select().from(contactRequests).where(eq(contactRequests.email, 'lena.ask@example.com'));
    expect(kept).toMatchObject({ topic: 'DELIVERY', orderNumber: '60-261126-ABC123', name: 'Lena Lind', message: QUESTION, storefrontKey: 'CBDE' });

    const [branding] = await shop.handle.db.select().from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, 'CBDE'));
    const [toSupport] = await shop.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'contact-request'), eq(mailOutbox.recipient, branding?.supportEmail as string)));
    const supportMail = await renderMail('contact-request', 'de', toSupport?.payload as never);
    expect(supportMail.text).toContain('Lieferung');
    expect(supportMail.text).toContain(QUESTION);
    expect(supportMail.html).not.toContain('<script>');

    const [ack] = await shop.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'contact-acknowledgement'), eq(mailOutbox.recipient, 'lena.ask@example.com')));
    const ackMail = await renderMail('contact-acknowledgement', 'de', ack?.payload as never);
    expect(ackMail.text).toContain('„Lieferung“');
    // Nothing the sender wrote goes to the address they gave: not the message, not the name.
    expect(JSON.stringify(ack?.payload)).not.toMatch(/Karte|Lena/);
    expect(ackMail.text).not.toContain('Karte ist nicht');
  });

  it('needs a solved captcha and refuses bad input at its field', async () => {
    const input = { topic: 'OTHER', name: 'Mia', email: 'mia.ask@example.com', message: 'A question about my gift card.' };
    const robot = (await visitor().call<Answer>(CONTACT, { input: { ...input, captchaToken: 'not-a-solution' } })).sendContactRequest;
    expect(robot.errors.map((e) => e.code)).toEqual([ErrorCode.CAPTCHA_FAILED]);
    const browser = visitor();
    const bad = (await browser.call<Answer>(CONTACT, { input: { ...input, name: ' ', message: 'short', orderNumber: '<x>', captchaToken: await browser.captcha() } })).sendContactRequest;
    expect(bad.errors.map((e) => e.referencedRequestParameter)).toEqual(['input.orderNumber', 'input.name', 'input.message']);
  });

  it('acknowledges to one address five times an hour at most', async () => {
    const send = async () => {
      const browser = visitor();
      return (await browser.call<Answer>(CONTACT, { input: { topic: 'OTHER', name: 'Ben', email: 'ben.target@example.com', message: 'Another question about cards.', captchaToken: await browser.captcha() } })).sendContactRequest;
    };
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(true);
    expect((await send()).errors.map((e) => e.code)).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
  });
});
