import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseHandle } from '../../../db';
import { request } from '../../../testing/http';
import { openTestDatabase } from '../../../testing/test-server';
import { NotificationSignatureError, type StartPaymentRequest } from '../provider';
import {
  type NotificationRequestBody,
  type TestPaymentProvider,
  buildNotification,
  createTestPaymentProvider,
  signNotificationItem,
} from './test-psp-provider';
import { createTestPspHandler } from '../../../http/test-psp-pages';

const KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const OTHER_KEY = 'A'.repeat(64);

function sample(overrides: Partial<Parameters<typeof buildNotification>[0]> = {}) {
  return buildNotification(
    {
      pspReference: 'ABCDEFGH12345678',
      merchantReference: '60-2611-000123',
      amountCents: 4995,
      currency: 'EUR',
      eventCode: 'AUTHORISATION',
      success: true,
      eventDate: new Date('2026-01-02T03:04:05Z'),
      ...overrides,
    },
    KEY,
  );
}

const firstItem = (body: NotificationRequestBody) => body.notificationItems[0]?.NotificationRequestItem as NonNullable<
  NotificationRequestBody['notificationItems'][0]
>['NotificationRequestItem'];

describe('notification signature', () => {
  const provider = createTestPaymentProvider({ db: {} as never, hmacKeyHex: KEY, sweepMs: 0 });

  it('verifies what it signs and maps it to a PaymentNotification', () => {
    const body = sample();
    const [n, ...rest] = provider.verifyNotification(body);
    expect(rest).toHaveLength(0);
    expect(n).toEqual({
      eventId: 'ABCDEFGH12345678:AUTHORISATION:true',
      eventCode: 'AUTHORISATION',
      pspReference: 'ABCDEFGH12345678',
      originalReference: null,
      merchantReference: '60-2611-000123',
      eventDate: new Date('2026-01-02T03:04:05.000Z'),
      merchantAccountCode: 'ShopTestMerchant',
      success: true,
      amountCents: 4995,
      currency: 'EUR',
      reason: null,
      additionalData: {},
      raw: firstItem(body),
    });
    // The same through JSON text, as the shop receives it.
    expect(provider.verifyNotification(JSON.stringify(body))[0]?.eventId).toBe(n?.eventId);
  });

  it('matches the Adyen signing string (a known vector computed independently)', () => {
    const item = {
      pspReference: '7914073381342284',
      merchantAccountCode: 'TestMerchant',
      merchantReference: 'TestPayment-1407325143704',
      amount: { value: 1130, currency: 'EUR' },
      eventCode: 'AUTHORISATION',
      success: 'true',
    };
    // openssl dgst -sha256 -mac HMAC (Adyen's documented example) over "7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true".
    expect(signNotificationItem(item, KEY)).toBe('coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=');
  });

  it('refuses a tampered amount, a wrong key, a missing or empty signature', () => {
    const tampered = sample();
    firstItem(tampered).amount.value = 1;
    expect(() => provider.verifyNotification(tampered)).toThrow(NotificationSignatureError);

    const flipped = sample({ success: false });
    firstItem(flipped).success = 'true';
    expect(() => provider.verifyNotification(flipped)).toThrow(NotificationSignatureError);

    const wrongKey = buildNotification(
      { pspReference: 'X', merchantReference: 'Y', amountCents: 1, currency: 'EUR', eventCode: 'AUTHORISATION', success: true },
      OTHER_KEY,
    );
    expect(() => provider.verifyNotification(wrongKey)).toThrow(NotificationSignatureError);

    const unsigned = sample();
    firstItem(unsigned).additionalData = {} as never;
    expect(() => provider.verifyNotification(unsigned)).toThrow(NotificationSignatureError);
    firstItem(unsigned).additionalData = { hmacSignature: '' };
    expect(() => provider.verifyNotification(unsigned)).toThrow(NotificationSignatureError);
  });

  it('rejects a whole batch when one item is bad', () => {
    const good = firstItem(sample());
    const bad = { ...firstItem(sample({ pspReference: 'ZZZZZZZZZZZZZZZZ' })), merchantReference: 'other' };
    const body = { live: 'false', notificationItems: [{ NotificationRequestItem: good }, { NotificationRequestItem: bad }] };
    expect(() => provider.verifyNotification(body)).toThrow(NotificationSignatureError);
  });

  it('treats malformed bodies as invalid', () => {
    for (const body of [
      null,
      'not json',
      {},
      { live: 'false', notificationItems: [] },
      { live: 'false', notificationItems: [{}] },
      { ...sample(), live: 'true' },
      { live: 'false', notificationItems: [{ NotificationRequestItem: { ...firstItem(sample()), amount: { value: '4995', currency: 'EUR' } } }] },
    ]) {
      expect(() => provider.verifyNotification(body)).toThrow(NotificationSignatureError);
    }
  });

  it('gives a replay the same event id, and distinct events distinct ids', () => {
    const a = provider.verifyNotification(sample({ eventDate: new Date('2026-01-01T00:00:00Z') }))[0]?.eventId;
    const b = provider.verifyNotification(sample({ eventDate: new Date('2026-02-01T00:00:00Z') }))[0]?.eventId;
    const refused = provider.verifyNotification(sample({ success: false, reason: 'Refused' }))[0];
    expect(a).toBe(b);
    expect(refused?.eventId).toBe('ABCDEFGH12345678:AUTHORISATION:false');
    expect(refused?.reason).toBe('Refused');
  });

  it('rejects a malformed key at creation', () => {
    expect(() => createTestPaymentProvider({ db: {} as never, hmacKeyHex: 'abc' })).toThrow(/64 hex/);
  });
});

/** A shop-side receiver: records notification bodies and answers what `answers` says (then "[accepted]"). */
interface Receiver {
  url: string;
  bodies: NotificationRequestBody[];
  answers: Array<{ status: number; body: string }>;
  close(): Promise<void>;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url' | 'close'> = { bodies: [], answers: [] };
  const server = createServer((req, res) => {
    readAll(req).then((text) => {
      receiver.bodies.push(JSON.parse(text) as NotificationRequestBody);
      const answer = receiver.answers.shift() ?? { status: 200, body: '[accepted]' };
      res.writeHead(answer.status, { 'content-type': 'text/plain' });
      res.end(answer.body);
    });
  });
  const url = await listen(server);
  return {
    ...receiver,
    url: `${url}/payments/notifications/test`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('test PSP service over HTTP', () => {
  let handle: DatabaseHandle;
  let provider: TestPaymentProvider;
  let psp: Server;
  let pspUrl: string;
  let receiver: Receiver;
  const logged: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    provider = createTestPaymentProvider({
      db: handle.db,
      hmacKeyHex: KEY,
      blikDecisionDelayMs: 50,
      retryDelaysMs: [0, 30, 30, 30],
      log: (message) => logged.push(message),
    });
    const serve = createTestPspHandler({ provider });
    psp = createServer((req, res) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      serve(req, res, pathname)
        .then((handled) => {
          if (!handled) {
            res.writeHead(418);
            res.end();
          }
        })
        .catch((error: unknown) => {
          res.writeHead(500);
          res.end(String(error));
        });
    });
    pspUrl = await listen(psp);
    receiver = await startReceiver();
  });

  afterAll(async () => {
    provider?.close();
    await receiver?.close();
    psp?.closeAllConnections();
    await new Promise<void>((resolve) => (psp ? psp.close(() => resolve()) : resolve()));
    await handle?.close();
  });

  beforeEach(() => {
    receiver.bodies.length = 0;
    receiver.answers.length = 0;
    logged.length = 0;
  });

  function start(overrides: Partial<StartPaymentRequest> = {}) {
    return provider.startPayment({
      paymentId: randomUUID(),
      merchantReference: '60-2611-000123',
      amountCents: 4995,
      currency: 'EUR',
      method: 'ideal',
      issuer: 'ING',
      blikCode: null,
      shopperEmail: 'anna@example.com',
      returnUrl: 'http://shop.localhost:3000/checkout/processing?order=60-2611-000123',
      notificationUrl: receiver.url,
      ...overrides,
    });
  }

  async function startRedirect(overrides: Partial<StartPaymentRequest> = {}): Promise<string> {
    const { pspReference, action } = await start(overrides);
    expect(action).toEqual({ type: 'REDIRECT', url: `/test-psp/pay/${pspReference}` });
    return pspReference;
  }

  const submit = (ref: string, outcome: string) =>
    request(`${pspUrl}/test-psp/pay/${ref}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
    });

  const settle = (ref: string, outcome: string) =>
    request(`${pspUrl}/test-psp/payments/${ref}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });

  it('starts a redirect payment with an Adyen-like pspReference and an OPEN record', async () => {
    const ref = await startRedirect();
    expect(ref).toMatch(/^[A-Z0-9]{16}$/);
    expect(await startRedirect()).not.toBe(ref);
    expect(await provider.getPayment(ref)).toMatchObject({ status: 'OPEN', amountCents: 4995, issuer: 'ING', method: 'ideal' });
  });

  it('rejects invoice, a bad BLIK code and relative URLs up front', async () => {
    await expect(start({ method: 'invoice' })).rejects.toThrow(/invoice/);
    await expect(start({ method: 'blik', blikCode: '12345' })).rejects.toThrow(/BLIK/);
    await expect(start({ notificationUrl: '/payments/notifications/test' })).rejects.toThrow(/notificationUrl/);
  });

  it('renders the hosted page: amount, method, bank, the four outcomes, test banner', async () => {
    const ref = await startRedirect({ amountCents: 123456 });
    const res = await request(`${pspUrl}/test-psp/pay/${ref}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("form-action 'self' http://shop.localhost:3000");
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('Test payment service – no real money');
    expect(res.text).toContain('€1,234.56');
    expect(res.text).toContain('<dd>iDEAL</dd>');
    expect(res.text).toContain('<dt>Bank</dt><dd>ING</dd>');
    expect(res.text).toContain('60-2611-000123');
    for (const [value, label] of [
      ['authorised', 'Authorise'],
      ['refused', 'Refuse'],
      ['pending', 'Leave pending'],
      ['cancelled', 'Cancel'],
    ]) {
      // React writes a button's name last; the order of attributes means nothing.
      const button = new RegExp(`<button ([^>]*)>${label}</button>`).exec(res.text)?.[1] ?? '';
      expect(button.split(' ')).toEqual(expect.arrayContaining(['type="submit"', 'name="outcome"', `value="${value}"`]));
    }
    expect(res.text).not.toMatch(/<(script|link|img)\b/);
  });

  it('formats other currencies with their own minor units', async () => {
    const ref = await startRedirect({ currency: 'PLN', amountCents: 5000, method: 'card', issuer: null });
    const res = await request(`${pspUrl}/test-psp/pay/${ref}`);
    expect(res.text).toContain('PLN');
    expect(res.text).toContain('50.00');
    expect(res.text).not.toContain('<dt>Bank</dt>');
  });

  it('escapes a nasty merchant reference and bank', async () => {
    const ref = await startRedirect({ merchantReference: '<script>alert("x")</script>&\'', issuer: '"><img src=x>' });
    const res = await request(`${pspUrl}/test-psp/pay/${ref}`);
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('<img');
    expect(res.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#x27;');
  });

  it('answers 404 for an unknown or malformed reference', async () => {
    for (const path of ['/test-psp/pay/AAAAAAAAAAAAAAAA', '/test-psp/pay/nope', '/test-psp/elsewhere']) {
      const res = await request(`${pspUrl}${path}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Payment not found');
    }
    expect((await submit('AAAAAAAAAAAAAAAA', 'authorised')).status).toBe(404);
    expect((await settle('AAAAAAAAAAAAAAAA', 'authorised')).status).toBe(404);
  });

  it('authorise: 303 to returnUrl with resultCode, and a correctly signed AUTHORISATION', async () => {
    const ref = await startRedirect();
    const res = await submit(ref, 'authorised');
    expect(res.status).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://shop.localhost:3000/checkout/processing');
    expect(Object.fromEntries(location.searchParams)).toEqual({ order: '60-2611-000123', pspReference: ref, resultCode: 'Authorised' });

    await provider.idle();
    expect(receiver.bodies).toHaveLength(1);
    const body = receiver.bodies[0] as NotificationRequestBody;
    const item = firstItem(body);
    expect(body.live).toBe('false');
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      pspReference: ref,
      merchantReference: '60-2611-000123',
      amount: { value: 4995, currency: 'EUR' },
    });
    expect(item.additionalData.hmacSignature).toBe(signNotificationItem(item, KEY));
    expect(provider.verifyNotification(body)[0]).toMatchObject({ eventId: `${ref}:AUTHORISATION:true`, success: true });
    expect((await provider.getPayment(ref))?.status).toBe('AUTHORISED');
  });

  it('a card payment reports its card like Adyen: BIN, last four, a per-number alias, issuer country, 3-D Secure (ADR 0043)', async () => {
    const pay = async (form: string) => {
      const ref = await startRedirect({ method: 'card', issuer: null });
      const res = await request(`${pspUrl}/test-psp/pay/${ref}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      expect(res.status).toBe(303);
      await provider.idle();
      const body = receiver.bodies.at(-1) as NotificationRequestBody;
      return provider.verifyNotification(body)[0]?.additionalData ?? {};
    };
    // The hosted page offers the test cards and the 3-D Secure box, ticked.
    const ref = await startRedirect({ method: 'card', issuer: null });
    const page = (await request(`${pspUrl}/test-psp/pay/${ref}`)).text;
    expect(page).toContain('name="card"');
    expect(page).toContain('4000 0566 5566 5556 – Visa debit, issued in US');
    expect(page).toMatch(/<input type="checkbox" name="threeDS" checked="" value="authenticated"\/>/);

    const us = await pay('outcome=authorised&card=4000+0566+5566+5556');
    expect(us).toEqual({
      cardBin: '400005',
      cardSummary: '5556',
      expiryDate: '3/2030',
      alias: expect.stringMatching(/^T[0-9A-F]{15}$/),
      paymentAccountReference: expect.stringMatching(/^V[0-9A-F]{28}$/),
      issuerCountry: 'US',
      fundingSource: 'DEBIT',
      threeDOffered: 'true',
      // A browser sends an unticked box as nothing: no 3-D Secure.
      threeDAuthenticated: 'false',
      liabilityShift: 'false',
    });
    const again = await pay('outcome=authorised&card=4000056655665556&threeDS=authenticated');
    expect(again).toMatchObject({ alias: us.alias, threeDAuthenticated: 'true', liabilityShift: 'true' });
    // Without card fields (tests, scripts): the default test card, authenticated.
    expect(await pay('outcome=authorised')).toMatchObject({ cardSummary: '1111', issuerCountry: 'NL', threeDAuthenticated: 'true' });
    expect((await pay('outcome=authorised&card=5555555555554444')).alias).not.toBe(us.alias);
    // An unknown number is taken, its issuer unknown; a malformed one is refused.
    expect((await pay('outcome=authorised&card=6011000990139424')).issuerCountry).toBeUndefined();
    const bad = await startRedirect({ method: 'card', issuer: null });
    expect((await request(`${pspUrl}/test-psp/pay/${bad}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=authorised&card=12ab' })).status).toBe(400);
    // A wallet pays with the card kept in the phone: the page asks which, the notification describes it.
    const wallet = await startRedirect({ method: 'applepay', issuer: null });
    expect((await request(`${pspUrl}/test-psp/pay/${wallet}`)).text).toContain('name="card"');
    await request(`${pspUrl}/test-psp/pay/${wallet}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=authorised&card=4000056655665556' });
    await provider.idle();
    expect(provider.verifyNotification(receiver.bodies.at(-1))[0]?.additionalData).toMatchObject({ issuerCountry: 'US', paymentAccountReference: us.paymentAccountReference });
    // Other methods carry no card.
    const ideal = await startRedirect();
    await submit(ideal, 'authorised');
    await provider.idle();
    expect(provider.verifyNotification(receiver.bodies.at(-1))[0]?.additionalData).toEqual({});
  });

  it('retries until the receiver answers "[accepted]"', async () => {
    receiver.answers.push({ status: 500, body: 'oops' }, { status: 200, body: 'ok' });
    const ref = await startRedirect();
    expect((await submit(ref, 'authorised')).status).toBe(303);
    await provider.idle();
    expect(receiver.bodies).toHaveLength(3);
    // Every attempt is the same signed event.
    expect(new Set(receiver.bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('HTTP 500');
  });

  it('gives up after the last try', async () => {
    receiver.answers.push(...Array.from({ length: 4 }, () => ({ status: 503, body: '' })));
    const ref = await startRedirect();
    await submit(ref, 'authorised');
    await provider.idle();
    expect(receiver.bodies).toHaveLength(4);
    expect(logged.at(-1)).toContain('gave up');
  });

  it('refuse: AUTHORISATION success=false with reason Refused', async () => {
    const ref = await startRedirect();
    const res = await submit(ref, 'refused');
    expect(new URL(res.headers.location as string).searchParams.get('resultCode')).toBe('Refused');
    await provider.idle();
    const [n] = provider.verifyNotification(receiver.bodies[0]);
    expect(n).toMatchObject({ eventCode: 'AUTHORISATION', success: false, reason: 'Refused', eventId: `${ref}:AUTHORISATION:false` });
  });

  it('cancel: CANCELLATION success=true', async () => {
    const ref = await startRedirect();
    const res = await submit(ref, 'cancelled');
    expect(new URL(res.headers.location as string).searchParams.get('resultCode')).toBe('Cancelled');
    await provider.idle();
    const [n] = provider.verifyNotification(receiver.bodies[0]);
    expect(n).toMatchObject({ eventCode: 'CANCELLATION', success: true, pspReference: ref });
    expect((await provider.getPayment(ref))?.status).toBe('CANCELLED');
  });

  it('pending: no notification now; settle completes it once', async () => {
    const ref = await startRedirect({ method: 'bancontact', issuer: null });
    const res = await submit(ref, 'pending');
    expect(new URL(res.headers.location as string).searchParams.get('resultCode')).toBe('Pending');
    await provider.idle();
    expect(receiver.bodies).toHaveLength(0);

    const page = await request(`${pspUrl}/test-psp/pay/${ref}`);
    expect(page.text).toContain('Pending');
    expect(page.text).toContain(`/test-psp/payments/${ref}/settle`);
    expect(page.text).not.toContain('<form');

    expect((await settle(ref, 'cancelled')).status).toBe(400);
    const settled = await settle(ref, 'authorised');
    expect(settled.status).toBe(200);
    expect(settled.json()).toEqual({ pspReference: ref, status: 'AUTHORISED' });
    await provider.idle();
    expect(provider.verifyNotification(receiver.bodies[0])[0]).toMatchObject({ eventCode: 'AUTHORISATION', success: true });

    const again = await settle(ref, 'refused');
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ status: 'AUTHORISED' });
    expect((await provider.getPayment(ref))?.status).toBe('AUTHORISED');
  });

  it('settle refuses an OPEN payment (409) and a bad body (400)', async () => {
    const ref = await startRedirect();
    expect((await settle(ref, 'authorised')).status).toBe(409);
    const bad = await request(`${pspUrl}/test-psp/payments/${ref}/settle`, { method: 'POST', body: '{' });
    expect(bad.status).toBe(400);
  });

  it('a double submit does not change a decided payment', async () => {
    const ref = await startRedirect();
    await submit(ref, 'authorised');
    const second = await submit(ref, 'refused');
    expect(second.status).toBe(303);
    // The shop is told the truth: the outcome recorded first.
    expect(new URL(second.headers.location as string).searchParams.get('resultCode')).toBe('Authorised');
    await provider.idle();
    expect(receiver.bodies).toHaveLength(1);
    expect((await provider.getPayment(ref))?.status).toBe('AUTHORISED');

    // Concurrent submits: exactly one wins.
    const ref2 = await startRedirect();
    const results = await Promise.all([submit(ref2, 'authorised'), submit(ref2, 'refused'), submit(ref2, 'cancelled')]);
    const codes = new Set(results.map((r) => new URL(r.headers.location as string).searchParams.get('resultCode')));
    expect(codes.size).toBe(1);
    await provider.idle();
    expect(receiver.bodies).toHaveLength(2);

    // The decided page shows the state and a link back instead of the form.
    const page = await request(`${pspUrl}/test-psp/pay/${ref}`);
    expect(page.text).not.toContain('<form');
    expect(page.text).toContain('<strong>Authorised</strong>');
    expect(page.text).toContain(`resultCode=Authorised`);
    expect(page.text).toContain('Back to the shop');
  });

  it('rejects unknown outcomes and wrong methods or content types', async () => {
    const ref = await startRedirect();
    expect((await submit(ref, 'stolen')).status).toBe(400);
    expect((await request(`${pspUrl}/test-psp/pay/${ref}`, { method: 'POST', body: 'outcome=authorised' })).status).toBe(415);
    expect((await request(`${pspUrl}/test-psp/pay/${ref}`, { method: 'DELETE' })).status).toBe(405);
    expect((await provider.getPayment(ref))?.status).toBe('OPEN');
  });

  it('resends the same notification: a replay with the same event id and signature', async () => {
    const ref = await startRedirect();
    await submit(ref, 'refused');
    await provider.idle();
    expect(await provider.resendNotification(ref)).toBe(true);
    await provider.idle();
    expect(receiver.bodies).toHaveLength(2);
    expect(receiver.bodies[1]).toEqual(receiver.bodies[0]);
    const ids = receiver.bodies.map((b) => provider.verifyNotification(b)[0]?.eventId);
    expect(ids[0]).toBe(ids[1]);

    expect(await provider.resendNotification(await startRedirect())).toBe(false); // still OPEN: nothing to send
    expect(await provider.resendNotification('AAAAAAAAAAAAAAAA')).toBe(false);
  });

  it('BLIK: AWAIT, then the service decides by itself (000000 refuses)', async () => {
    const ok = await start({ method: 'blik', issuer: null, blikCode: '777123', currency: 'PLN' });
    const refused = await start({ method: 'blik', issuer: null, blikCode: '000000', currency: 'PLN' });
    expect(ok.action).toEqual({ type: 'AWAIT' });
    expect(refused.action).toEqual({ type: 'AWAIT' });
    expect((await provider.getPayment(ok.pspReference))?.status).toBe('OPEN');

    const deadline = Date.now() + 5_000;
    while (receiver.bodies.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await provider.idle();
    const byRef = new Map(receiver.bodies.flatMap((b) => provider.verifyNotification(b)).map((n) => [n.pspReference, n]));
    expect(byRef.get(ok.pspReference)).toMatchObject({ eventCode: 'AUTHORISATION', success: true, currency: 'PLN' });
    expect(byRef.get(refused.pspReference)).toMatchObject({ eventCode: 'AUTHORISATION', success: false, reason: 'Refused' });
    expect((await provider.getPayment(ok.pspReference))?.status).toBe('AUTHORISED');
    expect((await provider.getPayment(refused.pspReference))?.status).toBe('REFUSED');
  });

  it('leaves requests outside /test-psp to the next handler', async () => {
    expect((await request(`${pspUrl}/test-pspx`)).status).toBe(418);
    expect((await request(`${pspUrl}/graphql`)).status).toBe(418);
  });
});
