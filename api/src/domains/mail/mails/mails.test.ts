/**
 * Every mail kind (issue 34): wrapped in the layout, and whatever a payload carries escaped by
 * construction (JSX), in every language the mails are written in (English and every storefront
 * language, MAIL_LANGUAGES). No database: the mails only.
 */
import { type MailKind, type MailPayloads, OPERATOR_MAIL_KINDS } from '../mail-types';
import { MAIL_LANGUAGES } from '../mail-texts';
import { mailRenderers, renderMail } from '../templates';

const EVIL = '<script>alert("x")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';
/** A valid URL whose query tries to leave the attribute. */
const EVIL_URL = 'https://shop.example/path?q="><script>alert(1)</script>';
const shop = `Cadeaubon ${EVIL}`;
const eur = (cents: number) => ({ cents, currency: 'EUR' });

/** One payload per kind, a hostile value in every field a person or the shop's data can fill. */
const payloads: { [K in MailKind]: MailPayloads[K] } = {
  'order-confirmation': {
    orderNumber: `2025-000123${EVIL}`,
    orderId: '6b0f4a52-6d2b-4c8e-9a51-8f1a2b3c4d5e',
    storefrontName: shop,
    shopUrl: EVIL_URL,
    customerName: `Anna ${EVIL}`,
    customerEmail: 'anna@example.com',
    status: 'PENDING',
    paymentMethod: 'invoice',
    lines: [
      {
        title: `Card ${EVIL}`,
        variationType: 'PHYSICAL',
        quantity: 2,
        amount: eur(2500),
        total: eur(5395),
        receiver: `Bram ${EVIL}`,
        extras: [{ title: `Wrapping ${EVIL}`, total: eur(395) }],
      },
    ],
    adjustments: [{ title: `Shipping ${EVIL}`, price: eur(295) }],
    grandTotal: eur(5690),
    tax: eur(47),
    shipments: [
      { deliveryType: 'PHYSICAL', receiver: `Bram ${EVIL}`, dispatchDate: '2025-11-24', deliveryFrom: '2025-11-26', deliveryTo: '2025-11-28', scheduledAt: null },
    ],
    bankAccount: { accountHolder: `Shop ${EVIL}`, iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
  },
  'gift-card': {
    orderNumber: `2025-000123${EVIL}`,
    storefrontName: shop,
    shopUrl: EVIL_URL,
    senderName: `Eve ${EVIL}`,
    receiverName: `Bram ${EVIL}`,
    productTitle: `Card ${EVIL}`,
    backgroundColor: '#e30613;background:url(javascript:alert(1))',
    foregroundColor: '"><script>',
    cardImageUrl: EVIL_URL,
    amount: eur(2500),
    number: '6299123456789012345',
    pin: '482913',
    personalMessage: `${EVIL}\nLove & hugs`,
    balanceCheckUrl: EVIL_URL,
    validUntil: '2030-11-24',
  },
  'dispatch-document': {
    orderNumber: `2025-000123${EVIL}`,
    storefrontName: shop,
    deliveryAddress: {
      name: `Bram ${EVIL}`,
      companyName: `ACME ${EVIL}`,
      street: `Street ${EVIL}`,
      houseNumber: '1',
      suffix: null,
      postCode: '10115',
      city: `Berlin ${EVIL}`,
      countryCode: 'DE',
    },
    dispatchDate: '2025-11-24',
    cards: [
      { productTitle: `Card ${EVIL}`, amount: eur(2500), blank: false, number: '6299123456789012345' },
      { productTitle: `Blank ${EVIL}`, amount: null, blank: true, number: '6299123456789012346' },
    ],
    pins: ['482913', '123456'],
    activationUrl: EVIL_URL,
  },
  'card-activated': {
    orderNumber: `2025-000123${EVIL}`,
    storefrontName: shop,
    shopUrl: EVIL_URL,
    productTitle: `Card ${EVIL}`,
    amount: eur(2500),
    maskedNumber: '•••• 2345',
    validUntil: '2030-11-24',
    balanceCheckUrl: EVIL_URL,
  },
  'doubler-won': {
    storefrontName: shop,
    shopUrl: EVIL_URL,
    month: '2026-10',
    prize: eur(2500),
    newBalance: eur(5000),
    maskedNumber: '•••• 2345',
    resultUrl: EVIL_URL,
  },
  'quote-request': {
    storefrontName: shop,
    cardCount: 250,
    amountPerCard: eur(2000),
    lines: [{ productTitle: `Card ${EVIL}`, quantity: 250, amountPerCard: eur(2000) }],
    total: eur(500000),
    shopUrl: EVIL_URL,
  },
  'quote-request-sales': {
    storefrontName: shop,
    quoteRequestId: `q-1${EVIL}`,
    companyName: `ACME ${EVIL}`,
    contactName: `Dora ${EVIL}`,
    email: 'dora@example.com',
    phone: `+49 ${EVIL}`,
    language: 'de',
    lines: [{ productTitle: `Card ${EVIL}`, quantity: 250, amountPerCard: eur(2000) }],
    cardCount: 250,
    total: eur(500000),
    budget: eur(600000),
    deliveryWishes: `By December\n${EVIL}`,
    message: `${EVIL}\nThanks`,
  },
  account: { purpose: 'password-reset', storefrontName: shop, firstName: `Anna ${EVIL}`, accountLink: EVIL_URL },
  withdrawal: {
    storefrontName: shop,
    name: `Anna ${EVIL}`,
    orderNumber: `2025-000123${EVIL}`,
    email: 'anna@example.com',
    receivedAt: '2025-11-24T09:00:00.000Z',
  },
  'contact-request': {
    storefrontName: shop,
    topic: `ORDER${EVIL}`,
    orderNumber: `2025-000123${EVIL}`,
    name: `Anna ${EVIL}`,
    email: 'anna@example.com',
    message: `${EVIL}\r\nsecond line`,
  },
  'contact-acknowledgement': { storefrontName: shop, topic: `ORDER${EVIL}` },
  'card-blocked': {
    orderNumber: `2025-000123${EVIL}`,
    storefrontName: shop,
    shopUrl: EVIL_URL,
    customerName: `Anna ${EVIL}`,
    maskedNumbers: ['•••• 2345', `${EVIL}9999`],
    frozen: eur(2500),
  },
  'refund-issued': {
    orderNumber: `2025-000123${EVIL}`,
    storefrontName: shop,
    shopUrl: EVIL_URL,
    customerName: `Anna ${EVIL}`,
    amount: eur(2500),
    maskedNumbers: ['•••• 2345'],
  },
  'order-held': { orderNumber: `2025-000123${EVIL}`, storefrontName: shop, shopUrl: EVIL_URL, customerName: `Anna ${EVIL}`, amount: eur(2500) },
  'order-refused': { orderNumber: `2025-000123${EVIL}`, storefrontName: shop, shopUrl: EVIL_URL, customerName: `Anna ${EVIL}`, amount: eur(2500) },
  'withdrawal-decision': {
    outcome: 'APPROVED',
    orderNumber: `2025-000123${EVIL}`,
    storefrontName: shop,
    customerName: `Anna ${EVIL}`,
    amount: eur(2500),
    receivedAt: '2025-11-24T09:00:00.000Z',
  },
  'operator-alert': {
    alertKind: 'payment.mismatch',
    message: `order 2025-000123: the notification does not fit ${EVIL}`,
    fields: [['orderNumber', `2025-000123${EVIL}`], ['amountCents', '2500']],
    raisedAt: '2025-11-24T09:00:00.000Z',
  },
};

const kinds = Object.keys(payloads) as MailKind[];

describe('every mail', () => {
  it('has a payload here for each kind there is', () => {
    expect(kinds.sort()).toEqual(Object.keys(mailRenderers).sort());
  });

  for (const language of MAIL_LANGUAGES) {
    it.each(kinds)(`%s (${language}) is a whole document in the layout, everything from the payload escaped`, async (kind) => {
      const mail = await renderMail(kind, language, payloads[kind]);
      // Mails to the operators are in English whatever the language asked for (OPERATOR_MAIL_KINDS).
      const operatorMail = OPERATOR_MAIL_KINDS.includes(kind);
      expect(mail.html.startsWith(`<!DOCTYPE html>\n<html lang="${operatorMail ? 'en' : language}" dir="ltr"><head><meta charSet="utf-8"/>`)).toBe(true);
      expect(mail.html.endsWith('</body></html>\n')).toBe(true);
      // The layout: a 600 px table of layout inside a full-width one, the shop's name above the body.
      expect(mail.html).toContain('<table role="presentation" cellPadding="0" cellSpacing="0" border="0" width="600" style="width:100%;max-width:600px">');
      expect(mail.html).toContain(`font-size:20px;font-weight:bold;color:#1f2937">${operatorMail ? 'Shop operations' : `Cadeaubon ${ESCAPED}`}</td>`);
      // Nothing from the payload as markup: text and attributes escaped, URLs normalised, colours checked.
      expect(mail.html).toContain(ESCAPED);
      expect(mail.html).not.toMatch(/<script|javascript:/i);
      // Nor anything react-dom adds of its own (e.g. <link rel="preload"> for images).
      expect(mail.html).not.toMatch(/<link|<!--|<style/);
      // The plain-text part is text: the values as they are, no markup.
      expect(mail.text).not.toMatch(/&lt;|&quot;|<br/);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    });
  }

  it('keeps the line breaks of a typed text as <br/>, each line escaped', async () => {
    const mail = await renderMail('contact-request', 'en', payloads['contact-request']);
    expect(mail.html).toContain(`${ESCAPED}<br/>second line`);
    const card = await renderMail('gift-card', 'en', payloads['gift-card']);
    expect(card.html).toContain(`${ESCAPED}<br/>Love &amp; hugs`);
    // Colours that are not hex: the fallbacks.
    expect(card.html).toContain('bgcolor="#1f2937" style="background-color:#1f2937;border-radius:16px');
    expect(card.html).toContain('color:#ffffff');
  });

  it('puts an image and a link in only as a checked absolute http(s) URL', async () => {
    const card = await renderMail('gift-card', 'en', payloads['gift-card']);
    const normalised = new URL(EVIL_URL).href.replace(/&/g, '&amp;');
    expect(card.html).toContain(`<img src="${normalised}"`);
    expect(card.html).toContain(`<a href="${normalised}"`);
    const relative = await renderMail('gift-card', 'en', { ...payloads['gift-card'], cardImageUrl: '/media/card.svg', balanceCheckUrl: 'javascript:alert(1)' });
    expect(relative.html).not.toContain('<img');
    expect(relative.html).not.toContain('<a ');
  });

  it('refuses a kind it does not know', async () => {
    await expect(renderMail('toString' as MailKind, 'en', {} as never)).rejects.toThrow('unknown mail kind: toString');
  });
});
