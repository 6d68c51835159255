/**
 * The mail outbox end to end on a migrated, seeded in-memory PGlite: enqueueing (idempotent), the
 * worker draining through the file transport (files, SENT, PIN removed), retries with back-off and
 * FAILED, scheduled mail, the templates (German, Dutch, escaping), the card PDF and the dev page.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { type Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db';
import { mailOutbox } from '../../db/order-schema';
import { openTestDatabase } from '../../testing/test-server';
import { renderGiftCardPdf } from './card-pdf';
import { pdfText } from './pdf-fonts';
import { pdfContent, pdfDrawnText } from '../../testing/pdf-text';
import { readCode128 } from '../../testing/code128';
import { createDevOutboxHandler } from '../../http/dev-outbox';
import { formatDay, formatMoney, groupCardNumber, mailLocale } from './format';
import { MAIL_LANGUAGES, mailTexts } from './mail-texts';
import type { GiftCardMailPayload, OrderConfirmationPayload, QuoteRequestPayload } from './mail-types';
import { retryDelayMs, startMailWorker } from './mail-worker';
import { enqueueMail } from './outbox';
import { createSecretBox } from '../../security/secret-box';
import { renderMail } from './templates';
import { type MailTransport, createMailTransport, fileStamp } from './transport';
import { captureLogs } from '../../testing/log-capture';

const CARD_NUMBER = '6299123456789012345';
const PIN = '482913';
const box = createSecretBox('ab'.repeat(32));
/** Every mail through the sealing outbox, as the order code enqueues them. */
const enqueue: typeof enqueueMail = (db, mail) => enqueueMail(db, mail, box);

function giftCardPayload(overrides: Partial<GiftCardMailPayload> = {}): GiftCardMailPayload {
  return {
    orderNumber: '2025-000123',
    storefrontName: 'Cadeaubon.nl',
    shopUrl: 'http://cbnl.localhost:3000',
    senderName: 'Anna de Vries',
    receiverName: 'Bram',
    productTitle: 'VVV Cadeaukaart',
    backgroundColor: '#e30613',
    foregroundColor: '#ffffff',
    cardImageUrl: 'http://cbnl.localhost:3000/media/card/vvv.svg?v=1.1',
    amount: { cents: 2500, currency: 'EUR' },
    number: CARD_NUMBER,
    pin: PIN,
    personalMessage: 'Gefeliciteerd!\nVeel plezier 🎉',
    balanceCheckUrl: 'http://cbnl.localhost:3000/saldo',
    validUntil: '2030-11-24',
    ...overrides,
  };
}

function orderPayload(overrides: Partial<OrderConfirmationPayload> = {}): OrderConfirmationPayload {
  return {
    orderNumber: '2025-000123',
    orderId: '6b0f4a52-6d2b-4c8e-9a51-8f1a2b3c4d5e',
    storefrontName: 'Cadeaubon.de',
    shopUrl: 'http://localhost:3000',
    customerName: 'Anna Schmidt',
    customerEmail: 'anna@example.com',
    status: 'COMPLETED',
    paymentMethod: 'ideal',
    lines: [
      {
        title: 'Zalando Geschenkkarte',
        variationType: 'PHYSICAL',
        quantity: 2,
        amount: { cents: 2500, currency: 'EUR' },
        total: { cents: 5395, currency: 'EUR' },
        receiver: 'Bram Müller',
        extras: [{ title: 'Geschenkverpackung', total: { cents: 395, currency: 'EUR' } }],
      },
      {
        title: 'Amazon E-Geschenkkarte',
        variationType: 'DIGITAL',
        quantity: 1,
        amount: { cents: 5000, currency: 'EUR' },
        total: { cents: 5000, currency: 'EUR' },
        receiver: 'Clara',
        extras: [],
      },
    ],
    adjustments: [{ title: 'Versandkosten', price: { cents: 295, currency: 'EUR' } }],
    grandTotal: { cents: 10690, currency: 'EUR' },
    tax: { cents: 47, currency: 'EUR' },
    shipments: [
      {
        deliveryType: 'PHYSICAL',
        receiver: 'Bram Müller',
        dispatchDate: '2025-11-24',
        deliveryFrom: '2025-11-26',
        deliveryTo: '2025-11-28',
        scheduledAt: null,
      },
      {
        deliveryType: 'DIGITAL',
        receiver: 'Clara',
        dispatchDate: null,
        deliveryFrom: '2025-11-24T10:00:00.000Z',
        deliveryTo: '2025-11-24T11:00:00.000Z',
        scheduledAt: null,
      },
    ],
    ...overrides,
  };
}

const quotePayload: QuoteRequestPayload = {
  storefrontName: 'Cadeaubon.de',
  companyName: 'ACME GmbH',
  contactName: 'Dora Weber',
  cardCount: 250,
  amountPerCard: { cents: 2000, currency: 'EUR' },
  message: 'Bitte bis Dezember',
};

let handle: DatabaseHandle;
let outboxDir: string;
let clock: Date;
const now = () => new Date(clock.getTime());

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  outboxDir = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
  // A whole second a minute ahead of the database clock, so rows enqueued with now() are due.
  clock = new Date(Math.ceil((Date.now() + 60_000) / 1000) * 1000);
});

afterEach(() => {
  rmSync(outboxDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

function fileTransport(): MailTransport {
  return createMailTransport({ outboxDir, from: 'shop@example.com', now });
}

async function rowByKey(dedupeKey: string) {
  const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
  if (!row) throw new Error(`no row ${dedupeKey}`);
  return row;
}

describe('enqueueMail', () => {
  it('inserts once per dedupe key', async () => {
    const mail = {
      kind: 'quote-request' as const,
      dedupeKey: 'quote:1',
      storefrontKey: 'CBDE',
      language: 'de',
      recipient: 'dora@example.com',
      payload: quotePayload,
    };
    expect(await enqueue(handle.db, mail)).toBe(true);
    expect(await enqueue(handle.db, mail)).toBe(false);
    // Inside a transaction, too.
    expect(await handle.db.transaction((tx) => enqueue(tx, { ...mail, recipient: 'other@example.com' }))).toBe(false);
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'PENDING', attempts: 0, recipient: 'dora@example.com', kind: 'quote-request' });
  });

  it("gives the mail its storefront's time zone, so its times read as the storefront's pages show them", async () => {
    const base = { kind: 'quote-request' as const, language: 'en', recipient: 'zoe@example.com', payload: quotePayload };
    await enqueue(handle.db, { ...base, dedupeKey: 'zone:au', storefrontKey: 'CBAU' });
    await enqueue(handle.db, { ...base, dedupeKey: 'zone:nl', storefrontKey: 'CB' });
    await enqueue(handle.db, { ...base, dedupeKey: 'zone:given', storefrontKey: 'CBAU', payload: { ...quotePayload, timeZone: 'UTC' } as typeof quotePayload });
    expect((await rowByKey('zone:au')).payload).toMatchObject({ timeZone: 'Australia/Sydney' });
    expect((await rowByKey('zone:nl')).payload).toMatchObject({ timeZone: 'Europe/Amsterdam' });
    expect((await rowByKey('zone:given')).payload).toMatchObject({ timeZone: 'UTC' });
  });

  it("gives the mail its storefront's locale, so amounts and dates read as in the storefront's country", async () => {
    const base = { kind: 'quote-request' as const, recipient: 'zoe@example.com', payload: quotePayload };
    await enqueue(handle.db, { ...base, language: 'pt', dedupeKey: 'locale:br', storefrontKey: 'CBBR' });
    await enqueue(handle.db, { ...base, language: 'pt', dedupeKey: 'locale:pt', storefrontKey: 'GCSPT' });
    await enqueue(handle.db, { ...base, language: 'es', dedupeKey: 'locale:mx', storefrontKey: 'CBMX' });
    await enqueue(handle.db, { ...base, language: 'fr', dedupeKey: 'locale:be', storefrontKey: 'CBBE' });
    await enqueue(handle.db, { ...base, language: 'de', dedupeKey: 'locale:given', storefrontKey: 'CBDE', payload: { ...quotePayload, locale: 'de-at' } });
    expect((await rowByKey('locale:br')).payload).toMatchObject({ locale: 'pt-br' });
    expect((await rowByKey('locale:pt')).payload).toMatchObject({ locale: 'pt-pt' });
    expect((await rowByKey('locale:mx')).payload).toMatchObject({ locale: 'es-mx' });
    expect((await rowByKey('locale:given')).payload).toMatchObject({ locale: 'de-at' });
    // The Belgian storefront's locale is Dutch (nl-be); a French mail takes only its region: fr-BE, no Dutch dates.
    const belgian = await rowByKey('locale:be');
    expect(belgian.payload).toMatchObject({ locale: 'nl-be' });
    expect(mailLocale(belgian.language, (belgian.payload as { locale: string }).locale)).toBe('fr-BE');
  });
});

describe('mail worker', () => {
  it('sends due mail through the file transport, marks it SENT and removes the PIN', async () => {
    await enqueue(handle.db, {
      kind: 'gift-card',
      dedupeKey: 'gift-card:1',
      storefrontKey: 'CB',
      language: 'nl',
      recipient: 'bram@example.com',
      payload: giftCardPayload(),
    });
    await enqueue(handle.db, {
      kind: 'order-confirmation',
      dedupeKey: 'order-confirmation:1',
      storefrontKey: 'CBDE',
      language: 'de',
      recipient: 'anna@example.com',
      payload: orderPayload(),
    });
    const worker = startMailWorker({ secrets: box, db: handle.db, transport: fileTransport(), intervalMs: 3_600_000, now });
    try {
      expect(await worker.drainOnce()).toBe(2);
      expect(await worker.drainOnce()).toBe(0);
    } finally {
      await worker.stop();
    }

    const card = await rowByKey('gift-card:1');
    expect(card).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(card.sentAt?.toISOString()).toBe(clock.toISOString());
    expect(card.subject).toBe('Anna de Vries heeft je een cadeaukaart gestuurd: VVV Cadeaukaart');
    // The PIN was only ever sealed; once sent, not even the sealed copy is kept.
    expect(card.payload.pin).toBeNull();
    expect(card.sealedSecrets).toBeNull();
    expect(card.payload.number).toBe(CARD_NUMBER);
    expect(card.deliveredTo).toBe(join(outboxDir, `${fileStamp(clock)}-${card.id}.eml`));

    const files = readdirSync(outboxDir).sort();
    const base = `${fileStamp(clock)}-${card.id}`;
    expect(files).toEqual(expect.arrayContaining([`${base}.eml`, `${base}.html`, `${base}-cadeaukaart-2345.pdf`]));
    const eml = readFileSync(join(outboxDir, `${base}.eml`), 'utf8');
    expect(eml).toMatch(/^To: bram@example\.com\r$/m);
    expect(eml).toMatch(/^From: .*<shop@example\.com>\r$/m);
    expect(eml).toContain('Content-Type: application/pdf; name=cadeaukaart-2345.pdf');
    const html = readFileSync(join(outboxDir, `${base}.html`), 'utf8');
    expect(html).toContain('6299 1234 5678 9012 345');
    expect(html).toContain(PIN);
    const pdf = readFileSync(join(outboxDir, `${base}-cadeaukaart-2345.pdf`));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const order = await rowByKey('order-confirmation:1');
    expect(order).toMatchObject({ status: 'SENT', subject: 'Vielen Dank für deine Bestellung 2025-000123' });
    expect(existsSync(order.deliveredTo ?? '')).toBe(true);
  });

  it('retries a failing transport with back-off and gives up after maxAttempts', async () => {
    const errors = captureLogs();
    const send = jest.fn<ReturnType<MailTransport['send']>, Parameters<MailTransport['send']>>(() =>
      Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
    );
    const transport: MailTransport = { kind: 'smtp', description: 'broken', send, close: () => {} };
    await enqueue(handle.db, {
      kind: 'gift-card',
      dedupeKey: 'gift-card:retry',
      storefrontKey: 'CB',
      language: 'nl',
      recipient: 'bram@example.com',
      payload: giftCardPayload(),
    });
    const worker = startMailWorker({ secrets: box, db: handle.db, transport, intervalMs: 3_600_000, maxAttempts: 3, now });
    try {
      expect(await worker.drainOnce()).toBe(0);
      let row = await rowByKey('gift-card:retry');
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
      expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(30_000);

      // Not due yet: nothing happens.
      clock = new Date(clock.getTime() + 29_000);
      expect(await worker.drainOnce()).toBe(0);
      expect(send).toHaveBeenCalledTimes(1);

      clock = new Date(clock.getTime() + 1_000);
      await worker.drainOnce();
      row = await rowByKey('gift-card:retry');
      expect(row).toMatchObject({ status: 'PENDING', attempts: 2 });
      expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(60_000);

      clock = new Date(clock.getTime() + 60_000);
      await worker.drainOnce();
      row = await rowByKey('gift-card:retry');
      expect(row).toMatchObject({ status: 'FAILED', attempts: 3, sentAt: null });
      // Not sent: the PIN is kept, sealed (never in clear), for an operator's retry.
      expect(row.payload.pin).toBeNull();
      expect(JSON.stringify(row)).not.toContain(PIN);
      expect(box.open<{ pin: string }>(row.sealedSecrets as string).pin).toBe(PIN);

      clock = new Date(clock.getTime() + 24 * 3_600_000);
      await worker.drainOnce();
      expect(send).toHaveBeenCalledTimes(3);
    } finally {
      await worker.stop();
    }
    errors.restore();
    expect(errors.lines.find((line) => line.msg.includes('attempt 3/3'))).toMatchObject({
      level: 'error',
      msg: expect.stringMatching(/^\[mail\] gift-card .*attempt 3\/3 failed, giving up/),
      mailKind: 'gift-card',
      gaveUp: true,
      err: expect.stringContaining('ECONNREFUSED'),
    });
    // The mail's PIN never reaches the log (issue 11's rule, kept by the structured log).
    expect(errors.text()).not.toContain(PIN);
    expect([1, 2, 3, 4, 7, 8, 9].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });

  it('keeps a scheduled mail until its moment', async () => {
    await enqueue(handle.db, {
      kind: 'gift-card',
      dedupeKey: 'gift-card:scheduled',
      storefrontKey: 'CB',
      language: 'nl',
      recipient: 'bram@example.com',
      payload: giftCardPayload(),
      notBefore: new Date(clock.getTime() + 10 * 86_400_000),
    });
    const worker = startMailWorker({ secrets: box, db: handle.db, transport: fileTransport(), intervalMs: 3_600_000, now });
    try {
      expect(await worker.drainOnce()).toBe(0);
      expect(await rowByKey('gift-card:scheduled')).toMatchObject({ status: 'PENDING', attempts: 0 });
      const scheduled = new Date(clock.getTime() + 10 * 86_400_000);
      clock = new Date(scheduled.getTime() - 1_000);
      expect(await worker.drainOnce()).toBe(0);
      clock = scheduled;
      expect(await worker.drainOnce()).toBe(1);
      expect(await rowByKey('gift-card:scheduled')).toMatchObject({ status: 'SENT', attempts: 1 });
    } finally {
      await worker.stop();
    }
  });

  it('drains on its own timer and stops cleanly', async () => {
    await enqueue(handle.db, {
      kind: 'quote-request',
      dedupeKey: 'quote:timer',
      storefrontKey: 'CBDE',
      language: 'de',
      recipient: 'dora@example.com',
      payload: quotePayload,
    });
    const worker = startMailWorker({ secrets: box, db: handle.db, transport: fileTransport(), intervalMs: 20, now });
    try {
      for (let i = 0; i < 200 && (await rowByKey('quote:timer')).status !== 'SENT'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await worker.stop();
    }
    expect(await rowByKey('quote:timer')).toMatchObject({ status: 'SENT', subject: 'Deine Angebotsanfrage bei Cadeaubon.de' });
  });
});

describe('file transport', () => {
  it('deletes mail files older than the retention, so PINs do not stay on disk for good', async () => {
    const old = join(outboxDir, '20200101-000000-old.eml');
    writeFileSync(old, 'PIN 482913');
    utimesSync(old, new Date('2020-01-01'), new Date('2020-01-01'));
    const transport = createMailTransport({ outboxDir, from: 'shop@example.com', now, fileRetentionMs: 24 * 60 * 60_000 });
    const { deliveredTo } = await transport.send({ to: 'a@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', attachments: [] });
    expect(existsSync(deliveredTo)).toBe(true);
    expect(existsSync(old)).toBe(false);
    transport.close();
  });
});

describe('templates', () => {
  it('writes the German order confirmation with dispatch date and delivery window', async () => {
    const mail = await renderMail('order-confirmation', 'de', orderPayload());
    expect(mail.subject).toBe('Vielen Dank für deine Bestellung 2025-000123');
    expect(mail.html).toContain('<html lang="de"');
    expect(mail.html).toContain('Versand am Montag, 24. November 2025, voraussichtliche Zustellung zwischen Mittwoch, 26. November und Freitag, 28. November');
    expect(mail.html).toContain('per E-Mail innerhalb von 1 Stunde');
    expect(mail.html).toContain('106,90\u00a0€');
    expect(mail.html).toContain('inkl. MwSt. 0,47\u00a0€');
    expect(mail.html).toContain('+ Geschenkverpackung');
    expect(mail.html).not.toContain('IBAN');
    expect(mail.text).toContain('Versand am Montag, 24. November 2025');
    expect(mail.text).toContain('2 × Zalando Geschenkkarte (Geschenkkarte per Post, 25,00\u00a0€, Für Bram Müller): 53,95\u00a0€');
    expect(mail.attachments).toEqual([]);
  });

  it('writes the Dutch invoice confirmation with bank transfer instructions and a scheduled e-card', async () => {
    const mail = await renderMail(
      'order-confirmation',
      'nl',
      orderPayload({
        storefrontName: 'Cadeaubon.nl',
        status: 'PENDING',
        paymentMethod: 'invoice',
        timeZone: 'Europe/Amsterdam',
        shipments: [
          {
            deliveryType: 'DIGITAL',
            receiver: 'Clara',
            dispatchDate: null,
            deliveryFrom: '2025-12-05T08:00:00.000Z',
            deliveryTo: '2025-12-05T09:00:00.000Z',
            scheduledAt: '2025-12-05T08:00:00.000Z',
          },
        ],
      }),
    );
    expect(mail.subject).toBe('We hebben je bestelling 2025-000123 ontvangen');
    expect(mail.html).toContain('Betalen via bankoverschrijving');
    expect(mail.html).toContain('IBAN');
    expect(mail.html).toContain('Omschrijving');
    expect(mail.html).toContain('Cadeaubon.nl');
    expect(mail.text).toMatch(/Omschrijving: 2025-000123/);
    expect(mail.text).toContain('Maak €\u00a0106,90 binnen 14 dagen over');
    expect(mail.text).toContain('per e-mail op vrijdag 5 december 2025 om 09:00');
  });

  it('writes the Dutch, German and Polish card mails and falls back to English for a language no storefront speaks', async () => {
    const nl = await renderMail('gift-card', 'nl', giftCardPayload());
    expect(nl.subject).toBe('Anna de Vries heeft je een cadeaukaart gestuurd: VVV Cadeaukaart');
    expect(nl.text).toContain('Kaartnummer: 6299 1234 5678 9012 345');
    expect(nl.text).toContain(`Pincode: ${PIN}`);
    expect(nl.text).toContain('Geldig tot: 24 november 2030');
    expect(nl.attachments).toEqual([expect.objectContaining({ filename: 'cadeaukaart-2345.pdf', contentType: 'application/pdf' })]);

    const de = await renderMail('gift-card', 'de', giftCardPayload({ storefrontName: 'Cadeaubon.de' }));
    expect(de.subject).toBe('Anna de Vries hat dir eine Geschenkkarte geschickt: VVV Cadeaukaart');
    expect(de.html).toContain('Guthaben prüfen');
    expect(de.html).toContain('25,00\u00a0€');
    expect(de.text).toContain('So löst du die Karte ein'.toUpperCase());

    const pl = await renderMail('gift-card', 'pl', giftCardPayload({ locale: 'pl-pl', amount: { cents: 2500, currency: 'PLN' } }));
    expect(pl.subject).toBe('Anna de Vries przesyła Ci kartę podarunkową: VVV Cadeaukaart');
    expect(pl.text).toContain('Numer karty: 6299 1234 5678 9012 345');
    expect(pl.text).toContain('Ważna do: 24 listopada 2030');
    expect(pl.html).toContain('25,00\u00a0zł');
    expect(pl.attachments).toEqual([expect.objectContaining({ filename: 'karta-podarunkowa-2345.pdf' })]);
    const ro = await renderMail('gift-card', 'ro', giftCardPayload());
    expect(ro.subject).toBe('Anna de Vries sent you a gift card: VVV Cadeaukaart');
    expect(ro.html).toContain('<html lang="en"');
    const fr = await renderMail('quote-request', 'fr', quotePayload);
    expect(fr.subject).toBe('Votre demande de devis chez Cadeaubon.de');
  });

  it('addresses German readers with "du" in every German mail text, as the shop does', async () => {
    const mails = [
      await renderMail('order-confirmation', 'de', orderPayload()),
      await renderMail('order-confirmation', 'de', orderPayload({ status: 'PENDING' })),
      await renderMail('gift-card', 'de', giftCardPayload()),
      await renderMail('gift-card', 'de', giftCardPayload({ selfGift: true })),
      await renderMail('quote-request', 'de', quotePayload),
    ];
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text]) expect(part).not.toMatch(/\b(Sie|Ihnen|Ihre?[mnrs]?)\b/);
    }
    const texts = mailTexts('de');
    const all = Object.values(texts)
      .map((value) => (typeof value === 'function' ? (value as (...args: string[]) => string)('X', 'Y') : String(value)))
      .join('\n');
    expect(all).not.toMatch(/\b(Sie|Ihnen|Ihre?[mnrs]?)\b/);
    expect(all).toContain('Du erhältst diese E-Mail');
  });

  it('does not say someone sent the card when the buyer ordered it for their own address (a redeem)', async () => {
    const self = giftCardPayload({ selfGift: true, senderName: 'Rita Roth', receiverName: 'Rita Roth', personalMessage: null });
    const de = await renderMail('gift-card', 'de', { ...self, storefrontName: 'Cadeaubon.de' });
    expect(de.subject).toBe('Deine Geschenkkarte: VVV Cadeaukaart');
    expect(de.text).toContain('hier ist deine Geschenkkarte von Cadeaubon.de');
    for (const part of [de.subject, de.html, de.text]) {
      expect(part).not.toContain('geschickt');
      expect(part).not.toContain('im Auftrag von');
    }
    const nl = await renderMail('gift-card', 'nl', self);
    expect(nl.subject).toBe('Je cadeaukaart: VVV Cadeaukaart');
    expect(nl.text).not.toMatch(/gestuurd|namens/);
    const en = await renderMail('gift-card', 'en', self);
    expect(en.subject).toBe('Your gift card: VVV Cadeaukaart');
    expect(en.text).not.toMatch(/sent you a|on behalf of/);
    const fr = await renderMail('gift-card', 'fr', self);
    expect(fr.subject).toBe('Votre carte cadeau : VVV Cadeaukaart');
    expect(fr.text).not.toMatch(/envoyé une carte|de la part de/);
  });

  it('escapes everything from the payload', async () => {
    const mail = await renderMail(
      'gift-card',
      'en',
      giftCardPayload({
        personalMessage: '<script>alert("x")</script>\nLove & hugs',
        senderName: 'Eve <eve@evil.example>',
        productTitle: 'Card "quoted" <b>',
        backgroundColor: 'red;background:url(javascript:alert(1))',
        cardImageUrl: 'javascript:alert(1)',
        balanceCheckUrl: 'javascript:alert(2)',
      }),
    );
    expect(mail.html).not.toContain('<script');
    // The line break as react-dom writes it (<br/>): the same in HTML as the <br> it was.
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br/>Love &amp; hugs');
    expect(mail.html).toContain('Eve &lt;eve@evil.example&gt;');
    expect(mail.html).toContain('Card &quot;quoted&quot; &lt;b&gt;');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('background-color:#1f2937');
    expect(mail.subject).toBe('Eve <eve@evil.example> sent you a gift card: Card "quoted" <b>');
  });

  it('groups the card number in fours', () => {
    expect(groupCardNumber(CARD_NUMBER)).toBe('6299 1234 5678 9012 345');
  });
});

describe('card PDF', () => {
  it('draws the card with number, PIN and message', async () => {
    const pdf = await renderGiftCardPdf(giftCardPayload(), 'nl', { creationDate: new Date('2025-11-24T09:00:00Z') });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfDrawnText(pdf);
    expect(text).toContain('6299 1234 5678 9012 345');
    expect(text).toContain(PIN);
    expect(text).toContain('VVV Cadeaukaart');
    expect(text).toContain('Gefeliciteerd!');
    expect(text).toContain('Zo wissel je de kaart in');
    // The validity, from the card's data.
    expect(text).toContain('Geldig tot');
    expect(text).toContain('24 november 2030');
    // Same input, same bytes.
    const again = await renderGiftCardPdf(giftCardPayload(), 'nl', { creationDate: new Date('2025-11-24T09:00:00Z') });
    expect(again.equals(pdf)).toBe(true);
    // One page.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('draws the card number as a Code 128 barcode a scanner reads back', async () => {
    const pdf = await renderGiftCardPdf(giftCardPayload({ validUntil: null }), 'de');
    // The bars: the filled rectangles of the barcode's height (the white quiet-zone box is wider than any bar).
    const rects = [...pdfContent(pdf).matchAll(/([\d.]+) ([\d.]+) ([\d.]+) 34 re/g)].map((m) => ({ x: Number(m[1]), width: Number(m[3]) }));
    const bars = rects.filter((r) => r.width < 10).sort((a, b) => a.x - b.x);
    expect(bars.length).toBeGreaterThan(20);
    const module = Math.min(...bars.map((b) => b.width));
    const widths: number[] = [];
    bars.forEach((bar, i) => {
      const previous = bars[i - 1];
      if (previous) widths.push(Math.round((bar.x - previous.x - previous.width) / module));
      widths.push(Math.round(bar.width / module));
    });
    expect(readCode128(widths)).toBe(CARD_NUMBER);
    // Without a validity date the PDF simply has none (payloads stored before it was there).
    expect(pdfDrawnText(pdf)).not.toContain('Gültig bis');
  });

  it('writes the card in every storefront language, amounts and dates in the storefront\'s locale', async () => {
    const english = mailTexts('en');
    for (const language of MAIL_LANGUAGES.filter((l) => l !== 'en')) {
      const t = mailTexts(language);
      const pdf = await renderGiftCardPdf(giftCardPayload({ personalMessage: null }), language, { creationDate: new Date('2025-11-24T09:00:00Z') });
      const drawn = pdfDrawnText(pdf);
      // Every label as the catalogue writes it (’, ą, ø …): nothing transliterated any more.
      for (const label of [t.value, t.cardNumber, t.validUntil, t.howToRedeem, t.giftCard]) expect([language, drawn]).toEqual([language, expect.stringContaining(label)]);
      for (const label of [english.cardNumber, english.validUntil, english.howToRedeem]) expect([language, drawn]).not.toEqual([language, expect.stringContaining(label)]);
    }
    const brazil = pdfDrawnText(await renderGiftCardPdf(giftCardPayload({ locale: 'pt-br', amount: { cents: 2500, currency: 'BRL' } }), 'pt'));
    expect(brazil).toContain(pdfText(formatMoney({ cents: 2500, currency: 'BRL' }, 'pt-BR')));
    expect(brazil).toContain(formatDay('2030-11-24', 'pt-BR', 'Europe/Berlin', { weekday: false }));
    expect(brazil).toContain('Como resgatar o cartão');
  });

  it('stays on one page with a long message', async () => {
    const pdf = await renderGiftCardPdf(
      giftCardPayload({ personalMessage: 'Alles Gute zum Geburtstag! '.repeat(40), productTitle: 'Łódź Karta podarunkowa' }),
      'de',
    );
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  const POLISH = 'Zażółć gęślą jaźń – Łódź';

  it('prints a Polish storefront\'s card letter for letter, in an embedded subset of Noto Sans', async () => {
    const polish = giftCardPayload({
      storefrontName: `${POLISH} Sklep`,
      productTitle: 'Karta Łódź',
      senderName: 'Łucja Źdźbło',
      personalMessage: `${POLISH}!\nŚciskam, Łucja`,
      locale: 'pl-pl',
      amount: { cents: 10_000, currency: 'PLN' },
      shopUrl: 'http://pl.localhost:3000',
    });
    const created = { creationDate: new Date('2025-11-24T09:00:00Z') };
    const pdf = await renderGiftCardPdf(polish, 'pl', created);
    const lines = pdfDrawnText(pdf).split('\n');
    const t = mailTexts('pl');
    // The brand on the card, the title, the sender, the message: each a line of its own, exactly.
    expect(lines).toContain(`${POLISH} Sklep`);
    expect(lines).toContain('Karta Łódź');
    expect(lines).toContain(t.messageFrom('Łucja Źdźbło'));
    expect(lines).toContain(`${POLISH}!`);
    expect(lines).toContain('Ściskam, Łucja');
    expect(lines).toContain(t.validUntil);
    expect(lines).toContain(formatDay('2030-11-24', 'pl-PL', 'Europe/Berlin', { weekday: false }));
    expect(lines).toContain(formatMoney({ cents: 10_000, currency: 'PLN' }, 'pl-PL'));
    // The digits in Courier, the rest in three embedded subsets (regular, bold, italic); no box for a missing glyph.
    expect(lines).toContain('6299 1234 5678 9012 345');
    const source = pdf.toString('latin1');
    expect(source.match(/\/FontFile2 /g)).toHaveLength(3);
    expect(source.match(/\/BaseFont \/[A-Z]{6}\+NotoSans-(?:Regular|Bold|Italic)\b/g)?.length).toBe(6);
    expect(source).toContain('/BaseFont /Courier-Bold');
    expect(source).not.toContain('/Helvetica');
    expect(pdfDrawnText(pdf)).not.toContain('\u0000');
    expect(pdfDrawnText(pdf)).not.toContain('\ufffd');
    // Subsets, compressed: the three full faces are ~630 kB each; before the embedded font the PDF was ~7.7 kB.
    expect(pdf.length).toBeLessThan(24_000);
    // Same input, same bytes (the subsets too).
    const again = await renderGiftCardPdf(polish, 'pl', created);
    expect(again.equals(pdf)).toBe(true);
  });

  it('still prints a German card, with umlauts, ß and the euro sign', async () => {
    const pdf = await renderGiftCardPdf(
      giftCardPayload({ storefrontName: 'Cadeaubon.de', productTitle: 'Geschenkkarte Größe M', personalMessage: 'Herzliche Grüße, Jürgen – bis bald!' }),
      'de',
    );
    const lines = pdfDrawnText(pdf).split('\n');
    expect(lines).toContain('Cadeaubon.de');
    expect(lines).toContain('Geschenkkarte Größe M');
    expect(lines).toContain('Herzliche Grüße, Jürgen – bis bald!');
    expect(lines).toContain('Gültig bis');
    expect(lines).toContain(formatMoney({ cents: 2500, currency: 'EUR' }, 'de-DE'));
    expect(lines).toContain(mailTexts('de').howToRedeem);
  });

  it('keeps a letter readable in the next card after one that embedded it only as part of another (n in ń)', async () => {
    await renderGiftCardPdf(giftCardPayload({ personalMessage: 'Jaźń…' }), 'pl');
    const lines = pdfDrawnText(await renderGiftCardPdf(giftCardPayload({ personalMessage: 'Jürgen. Bis bald.' }), 'de')).split('\n');
    expect(lines).toContain('Jürgen. Bis bald.');
  });

  it('drops emoji and letters the font lacks instead of breaking the PDF', async () => {
    const pdf = await renderGiftCardPdf(
      giftCardPayload({ personalMessage: 'Alles Gute 🎉👨‍👩‍👧 zum Geburtstag ❤️ 生日快乐 Őrült jó, Åsa!', productTitle: '🎁 Geschenkkarte' }),
      'de',
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const lines = pdfDrawnText(pdf).split('\n');
    expect(lines).toContain('Alles Gute zum Geburtstag Őrült jó, Åsa!');
    expect(lines).toContain('Geschenkkarte');
    expect(pdfDrawnText(pdf)).not.toContain('\u0000');
    expect(pdfDrawnText(pdf)).not.toContain('\ufffd');
    // The fallback itself: composed, line breaks kept, other controls and what no face draws dropped.
    expect(pdfText('Łódź 🎉 € Grüße – ő ű æ ø å ß')).toBe('Łódź € Grüße – ő ű æ ø å ß');
    expect(pdfText('z\u0307ółw')).toBe('żółw');
    expect(pdfText('a\r\nb\tc\u0007d\u2028e')).toBe('a\nb cd\ne');
    expect(pdfText('Ελλάδα Київ')).toBe('Ελλάδα Київ');
    expect(pdfText('שלום 你好 ok')).toBe('ok');
  });
});

describe('dev outbox page', () => {
  let server: Server;
  let port: number;

  beforeEach(async () => {
    const handler = createDevOutboxHandler({ db: handle.db, outboxDir, transportDescription: outboxDir });
    server = createServer((req, res) => {
      // As server.ts computes it.
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      handler(req, res, pathname)
        .then((handled) => {
          if (!handled) res.writeHead(404).end('not mine');
        })
        .catch(() => res.writeHead(500).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A raw request path, sent as is (no URL normalisation on the client). */
  function get(path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('lists the outbox with links to the files and serves them', async () => {
    await enqueue(handle.db, {
      kind: 'gift-card',
      dedupeKey: 'gift-card:dev',
      storefrontKey: 'CB',
      language: 'nl',
      recipient: '<b>bram</b>@example.com',
      payload: giftCardPayload(),
    });
    await enqueue(handle.db, {
      kind: 'quote-request',
      dedupeKey: 'quote:dev',
      storefrontKey: 'CBDE',
      language: 'de',
      recipient: 'dora@example.com',
      payload: quotePayload,
      notBefore: new Date('2030-01-01T00:00:00Z'),
    });
    const worker = startMailWorker({ secrets: box, db: handle.db, transport: fileTransport(), intervalMs: 3_600_000, now });
    await worker.drainOnce();
    await worker.stop();
    const card = await rowByKey('gift-card:dev');
    const base = `${fileStamp(clock)}-${card.id}`;

    const page = await get('/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('&lt;b&gt;bram&lt;/b&gt;@example.com');
    expect(page.body).not.toContain('<b>bram');
    expect(page.body).toContain('gift-card');
    expect(page.body).toContain('quote-request');
    expect(page.body).toContain('heeft je een cadeaukaart gestuurd');
    expect(page.body).toContain(`href="/dev/outbox/files/${base}.html"`);
    expect(page.body).toContain(`href="/dev/outbox/files/${base}.eml"`);
    expect(page.body).toContain(`href="/dev/outbox/files/${base}-cadeaukaart-2345.pdf"`);
    expect(page.body).not.toContain(PIN);

    const html = await get(`/dev/outbox/files/${base}.html`);
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain('sandbox');
    const eml = await get(`/dev/outbox/files/${base}.eml`);
    expect(eml.headers['content-type']).toBe('message/rfc822');
    const pdf = await get(`/dev/outbox/files/${base}-cadeaukaart-2345.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);

    expect((await get('/dev/outbox/files/nope.eml')).status).toBe(404);
    expect((await get('/dev/outbox', 'DELETE')).status).toBe(405);
    expect((await get('/dev/outboxes')).status).toBe(404);
    expect((await get('/dev/outboxes')).body).toBe('not mine');
  });

  it('refuses names that leave the outbox folder', async () => {
    const parent = join(outboxDir, '..');
    const secretName = `secret-${Date.now()}.txt`;
    writeFileSync(join(parent, secretName), 'top secret');
    try {
      for (const path of [
        `/dev/outbox/files/..%2F${secretName}`,
        `/dev/outbox/files/%2e%2e%2F${secretName}`,
        `/dev/outbox/files/..%5C${secretName}`,
        '/dev/outbox/files/%2Fetc%2Fpasswd',
        '/dev/outbox/files/%E0%A4%A',
      ]) {
        const res = await get(path);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(res.body).not.toContain('top secret');
      }
      // URL-normalised traversal never reaches the file route.
      const normalised = await get(`/dev/outbox/files/../../${secretName}`);
      expect(normalised.body).not.toContain('top secret');
    } finally {
      rmSync(join(parent, secretName), { force: true });
    }
  });
});
