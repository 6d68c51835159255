/**
 * Every mail in every storefront language (issue 36): each kind, in each of its variants, rendered in
 * each language a storefront speaks (seed-data.ts), with that storefront's locale and currency. No
 * English sentence of any mail text may show up in it (no English mail to a Polish customer), every
 * value of the payload is filled in, and amounts and dates read as the storefront's country writes
 * them (pt-BR in Brazil, pt-PT in Portugal, es-MX in Mexico, a French mail of Belgium in fr-BE).
 */
import { STOREFRONT_SEEDS, localeOf } from '../../../db/seed-data';
import { accountMailTexts } from '../account-mail-texts';
import { activationMailTexts } from '../activation-mail-texts';
import { afterSaleMailTexts } from '../after-sale-mail-texts';
import { contactMailTexts } from '../contact-mail-texts';
import { dispatchMailTexts } from '../dispatch-mail-texts';
import { doublerMailTexts } from '../doubler-mail-texts';
import { formatMoney, mailLocale } from '../format';
import { MAIL_LANGUAGES, mailLanguage, mailTexts } from '../mail-texts';
import type { MailKind, MailMoney, MailPayloads } from '../mail-types';
import { MAIL_KINDS, OPERATOR_MAIL_KINDS } from '../mail-types';
import { quoteMailTexts } from '../quote-mail-texts';
import { reviewMailTexts } from '../review-mail-texts';
import { renderMail } from '../templates';
import { withdrawalDecisionMailTexts } from '../withdrawal-decision-mail-texts';
import { withdrawalMailTexts } from '../withdrawal-mail-texts';

/** Every text table of the mails, by name: what a language must say in its own words. */
const TABLES: Record<string, (language: string) => unknown> = {
  mail: mailTexts,
  account: accountMailTexts,
  activation: activationMailTexts,
  afterSale: afterSaleMailTexts,
  contact: contactMailTexts,
  dispatch: dispatchMailTexts,
  doubler: doublerMailTexts,
  quote: quoteMailTexts,
  review: reviewMailTexts,
  withdrawalDecision: withdrawalDecisionMailTexts,
  withdrawal: withdrawalMailTexts,
};

/** Stands for a value passed into a text function. */
const MARK = '\u0001';

/** Every leaf of a text table as [path, text]; a function called with MARKs and with nulls (its other branch). */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => string;
    return [
      [`${path}()`, fn(...Array.from({ length: fn.length }, () => MARK))],
      [`${path}(null)`, fn(...Array.from({ length: fn.length }, () => null))],
    ];
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => leaves(v, `${path}.${key}`));
  return [];
}

/** The English wording of every mail: the parts of its texts between the values, of two words or more. */
const ENGLISH_PHRASES = [
  ...new Set(
    Object.values(TABLES)
      .flatMap((table) => leaves(table('en')))
      .flatMap(([, text]) => text.split(new RegExp(`${MARK}|\\bnull\\b`)))
      .map((part) => part.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ''))
      .filter((part) => (part.match(/\p{L}+/gu) ?? []).length >= 2),
  ),
];
/** English one-word texts of the frame of a mail that no other language spells the same. */
const ENGLISH_WORDS = ['Hello', 'regards', 'Order', 'Refunded', 'Balance', 'Value', 'Company'];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const englishIn = (text: string): string[] =>
  [...ENGLISH_PHRASES, ...ENGLISH_WORDS].filter((phrase) => new RegExp(`(?<!\\p{L})${escapeRegExp(phrase)}(?!\\p{L})`, 'iu').test(text));

/** What a reader sees of the HTML part: its text, entities decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The storefronts' languages with their locale and currency, each combination once (English aside: it is the source). */
const STOREFRONT_CASES = [
  ...new Map(
    STOREFRONT_SEEDS.flatMap((seed) =>
      seed.languages
        .filter(([language]) => language !== 'en')
        .map(([language, currency]) => {
          const locale = localeOf(seed);
          return [`${language} ${locale} ${currency}`, { language, locale, currency, country: seed.countryCode }] as const;
        }),
    ),
  ).values(),
];
const STOREFRONT_LANGUAGES = [...new Set(STOREFRONT_CASES.map((c) => c.language))];

interface Variant<K extends MailKind = MailKind> {
  name: string;
  kind: K;
  payload: MailPayloads[K];
  /** Values that must appear in the mail as they are. */
  values: string[];
  /** Amounts the mail shows (formatted in the storefront's locale). */
  amounts: MailMoney[];
}

const variant = <K extends MailKind>(kind: K, name: string, payload: MailPayloads[K], values: string[], amounts: MailMoney[] = []): Variant =>
  ({ name, kind, payload, values, amounts }) as unknown as Variant;

const SHOP = 'CardBon Testshop';
const ORDER = '50-123456-7890';

/** One of each kind and each branch, in the storefront's currency and locale; no English in any value. */
function variants(currency: string, locale: string): Variant[] {
  const money = (cents: number): MailMoney => ({ cents, currency });
  const base = { storefrontName: SHOP, locale, timeZone: 'Europe/Warsaw' };
  const order: MailPayloads['order-confirmation'] = {
    ...base,
    orderNumber: ORDER,
    orderId: '6b0f4a52-6d2b-4c8e-9a51-8f1a2b3c4d5e',
    shopUrl: 'https://shop.example/',
    customerName: 'Anna Nowak',
    customerEmail: 'anna@example.com',
    status: 'COMPLETED',
    paymentMethod: 'ideal',
    lines: [
      { title: 'Zalando', variationType: 'PHYSICAL', quantity: 2, amount: money(2500), total: money(5395), receiver: 'Bartek Kowalski', extras: [{ title: 'Pudełko', total: money(395) }] },
      { title: 'Douglas', variationType: 'DIGITAL', quantity: 1, amount: money(5000), total: money(5000), receiver: 'Klara', extras: [] },
    ],
    adjustments: [{ title: 'Porto', price: money(295) }],
    grandTotal: money(10690),
    tax: money(47),
    shipments: [
      { deliveryType: 'PHYSICAL', receiver: 'Bartek Kowalski', dispatchDate: '2025-11-24', deliveryFrom: '2025-11-26', deliveryTo: '2025-11-28', scheduledAt: null },
      { deliveryType: 'DIGITAL', receiver: 'Klara', dispatchDate: null, deliveryFrom: '2025-12-05T08:00:00.000Z', deliveryTo: '2025-12-05T09:00:00.000Z', scheduledAt: null },
    ],
  };
  const giftCard: MailPayloads['gift-card'] = {
    ...base,
    orderNumber: ORDER,
    shopUrl: 'https://shop.example/',
    senderName: 'Anna Nowak',
    receiverName: 'Bartek',
    productTitle: 'Zalando',
    backgroundColor: '#e30613',
    foregroundColor: '#ffffff',
    cardImageUrl: 'https://shop.example/media/card.svg',
    amount: money(2500),
    number: '6299123456789012345',
    pin: '482913',
    personalMessage: 'Wszystkiego najlepszego!',
    balanceCheckUrl: 'https://shop.example/saldo',
    validUntil: '2030-11-24',
  };
  const lines = [{ productTitle: 'Zalando', quantity: 250, amountPerCard: money(2000) }];
  const withdrawalDecision: MailPayloads['withdrawal-decision'] = {
    ...base,
    outcome: 'APPROVED',
    orderNumber: ORDER,
    customerName: 'Anna Nowak',
    amount: money(2500),
    receivedAt: '2025-11-24T09:00:00.000Z',
  };
  const dispatch: MailPayloads['dispatch-document'] = {
    ...base,
    orderNumber: ORDER,
    deliveryAddress: { name: 'Bartek Kowalski', companyName: null, street: 'Długa', houseNumber: '5', suffix: null, postCode: '31-147', city: 'Kraków', countryCode: 'PL' },
    dispatchDate: '2025-11-24',
    cards: [
      { productTitle: 'Zalando', amount: money(2500), blank: false, number: '6299123456789012345' },
      { productTitle: 'CardBon', amount: null, blank: true, number: '6299123456789012346' },
    ],
    pins: ['482913', '123456'],
    activationUrl: 'https://shop.example/aktywacja',
  };
  const account = (purpose: MailPayloads['account']['purpose']) =>
    variant('account', purpose, { ...base, purpose, firstName: 'Anna', accountLink: purpose.startsWith('password-changed') ? null : 'https://shop.example/konto' }, [SHOP]);
  return [
    variant('order-confirmation', 'paid', order, [ORDER, SHOP, 'Anna Nowak', 'Bartek Kowalski', 'Pudełko'], [money(10690), money(47), money(5395)]),
    variant(
      'order-confirmation',
      'invoice',
      { ...order, status: 'PENDING', paymentMethod: 'invoice', bankAccount: { accountHolder: 'CardBon Sp. z o.o.', iban: 'PL61109010140000071219812874', bic: 'WBKPPLPP' } },
      [ORDER, 'CardBon Sp. z o.o.', 'PL61109010140000071219812874'],
      [money(10690)],
    ),
    variant(
      'order-confirmation',
      'pending, scheduled e-card',
      { ...order, status: 'PENDING', shipments: [{ ...(order.shipments[1] as (typeof order.shipments)[number]), scheduledAt: '2025-12-05T08:00:00.000Z' }] },
      [ORDER],
      [money(10690)],
    ),
    variant('gift-card', 'from someone', giftCard, [ORDER, 'Anna Nowak', 'Bartek', 'Wszystkiego najlepszego!', '6299 1234 5678 9012 345', '482913'], [money(2500)]),
    variant('gift-card', 'to oneself', { ...giftCard, selfGift: true, personalMessage: null }, [ORDER, 'Zalando'], [money(2500)]),
    variant('dispatch-document', 'with a blank card', dispatch, [ORDER, 'Kraków', '482913', '123456', 'https://shop.example/aktywacja'], [money(2500)]),
    variant('dispatch-document', 'no activation page', { ...dispatch, activationUrl: null, cards: dispatch.cards.slice(1), pins: ['123456'] }, [ORDER, '123456']),
    variant(
      'card-activated',
      'activated',
      { ...base, orderNumber: ORDER, shopUrl: 'https://shop.example/', productTitle: 'CardBon', amount: money(2500), maskedNumber: '•••• 2345', validUntil: '2030-11-24', balanceCheckUrl: 'https://shop.example/saldo' },
      [ORDER, '•••• 2345'],
      [money(2500)],
    ),
    variant(
      'doubler-won',
      'won',
      { ...base, shopUrl: 'https://shop.example/', month: '2026-10', prize: money(2500), newBalance: money(5000), maskedNumber: '•••• 2345', resultUrl: 'https://shop.example/wynik' },
      ['•••• 2345', 'https://shop.example/wynik'],
      [money(2500), money(5000)],
    ),
    variant('quote-request', 'with cards', { ...base, cardCount: 250, amountPerCard: money(2000), lines, total: money(500000), shopUrl: 'https://shop.example/' }, [SHOP, 'Zalando'], [money(500000)]),
    variant('quote-request', 'stored before the lines', { ...base, cardCount: 250, amountPerCard: null }, [SHOP]),
    variant(
      'quote-request-sales',
      'to sales',
      {
        ...base,
        quoteRequestId: 'q-1',
        quoteRequestNumber: 'Q-2025-0001',
        companyName: 'Acme Sp. z o.o.',
        contactName: 'Dorota Wiśniewska',
        email: 'dorota@example.com',
        phone: null,
        language: 'pl',
        lines,
        cardCount: 250,
        total: money(500000),
        budget: null,
        deliveryWishes: null,
        message: 'Do grudnia',
      },
      ['Acme Sp. z o.o.', 'Dorota Wiśniewska', 'dorota@example.com', 'Q-2025-0001', 'Do grudnia'],
      [money(500000)],
    ),
    account('confirm-email'),
    account('already-registered'),
    account('password-reset'),
    account('password-changed'),
    variant('withdrawal', 'received', { ...base, name: 'Anna Nowak', orderNumber: ORDER, email: 'anna@example.com', receivedAt: '2025-11-24T09:00:00.000Z' }, [ORDER, 'Anna Nowak', 'anna@example.com']),
    variant('contact-request', 'to customer service', { storefrontName: SHOP, topic: 'REDEEM', orderNumber: ORDER, name: 'Anna Nowak', email: 'anna@example.com', message: 'Dzień dobry' }, [ORDER, 'Anna Nowak', 'Dzień dobry']),
    variant('contact-acknowledgement', 'to the sender', { storefrontName: SHOP, topic: 'BALANCE' }, [SHOP]),
    variant(
      'card-blocked',
      'chargeback',
      { ...base, orderNumber: ORDER, shopUrl: 'https://shop.example/', customerName: 'Anna Nowak', maskedNumbers: ['•••• 2345'], frozen: money(2500) },
      [ORDER, '•••• 2345'],
      [money(2500)],
    ),
    variant(
      'refund-issued',
      'refund',
      { ...base, orderNumber: ORDER, shopUrl: 'https://shop.example/', customerName: null, amount: money(2500), maskedNumbers: ['•••• 2345'] },
      [ORDER, '•••• 2345'],
      [money(2500)],
    ),
    variant('order-held', 'held', { ...base, orderNumber: ORDER, shopUrl: 'https://shop.example/', customerName: 'Anna Nowak', amount: money(2500) }, [ORDER]),
    variant('order-refused', 'refused', { ...base, orderNumber: ORDER, shopUrl: 'https://shop.example/', customerName: 'Anna Nowak', amount: money(2500) }, [ORDER], [money(2500)]),
    variant('withdrawal-decision', 'approved', withdrawalDecision, [ORDER, 'Anna Nowak'], [money(2500)]),
    variant('withdrawal-decision', 'rejected', { ...withdrawalDecision, outcome: 'REJECTED', customerName: null, amount: null }, [ORDER]),
  ];
}

describe('the mails speak every storefront language', () => {
  it('has the texts of every language a storefront speaks, and each kind of mail among the variants below', () => {
    for (const language of STOREFRONT_LANGUAGES) expect(mailLanguage(language)).toBe(language);
    expect([...MAIL_LANGUAGES].sort()).toEqual([...new Set(['en', ...STOREFRONT_LANGUAGES])].sort());
    // Every kind but the operators' (in English by design, OPERATOR_MAIL_KINDS; checked below).
    expect(new Set(variants('EUR', 'de-de').map((v) => v.kind))).toEqual(new Set(MAIL_KINDS.filter((kind) => !OPERATOR_MAIL_KINDS.includes(kind))));
  });

  it('writes the mails to the operators in English, whatever language they are asked for', async () => {
    expect(OPERATOR_MAIL_KINDS).toEqual(['operator-alert']);
    const alert: MailPayloads['operator-alert'] = {
      alertKind: 'pin.failures-rise',
      message: 'storefront CBPL: 50 failed PIN checks within the hour',
      fields: [['storefronts', 'CBPL']],
      raisedAt: '2025-11-24T09:00:00.000Z',
    };
    const english = await renderMail('operator-alert', 'en', alert);
    expect(english.subject).toBe('[shop alert] pin.failures-rise: storefront CBPL: 50 failed PIN checks within the hour');
    for (const language of STOREFRONT_LANGUAGES) {
      const mail = await renderMail('operator-alert', language, alert);
      expect([language, mail.subject, mail.text, mail.html]).toEqual([language, english.subject, english.text, english.html]);
    }
  });

  it('says every text of every table in the language itself, not as the English says it', () => {
    // The same word is right only where a language shares it with English.
    const shared: Record<string, readonly string[]> = {
      de: ['PIN', 'Budget', 'Name'],
      nl: ['Product', 'Budget'],
      fr: ['Total', 'Budget', 'Message'],
      da: ['Budget', 'Reference'],
      sv: ['Budget'],
      it: ['PIN', 'Budget'],
      es: ['PIN', 'Total'],
      pt: ['PIN', 'Total'],
      pl: ['PIN'],
    };
    const copied: string[] = [];
    for (const [name, table] of Object.entries(TABLES)) {
      const english = new Map(leaves(table('en')));
      for (const language of MAIL_LANGUAGES.filter((l) => l !== 'en')) {
        const own = new Map(leaves(table(language)));
        expect([name, language, [...own.keys()]]).toEqual([name, language, [...english.keys()]]);
        for (const [path, text] of own) {
          if (text === english.get(path) && text !== '–' && !shared[language]?.includes(text)) copied.push(`${language} ${name}${path}: ${text}`);
        }
      }
    }
    expect(copied).toEqual([]);
  });

  describe.each(STOREFRONT_CASES)('$language on a storefront with locale $locale and $currency', ({ language, locale, currency, country }) => {
    // The locale the amounts and dates must be in: the mail's language as written in the storefront's country.
    const expectedLocale = `${language}-${country}`;

    it.each(variants(currency, locale).map((v) => [`${v.kind} (${v.name})`, v] as const))('%s', async (_name, v) => {
      const mail = await renderMail(v.kind, language, v.payload as never);
      const seen = `${mail.subject}\n${mail.text}\n${htmlText(mail.html)}`;
      expect(mail.html.startsWith(`<!DOCTYPE html>\n<html lang="${language}" dir="ltr">`)).toBe(true);
      // Not a sentence of the English texts, and no hole where a value should be.
      expect(englishIn(seen)).toEqual([]);
      expect(seen).not.toMatch(/undefined|NaN|\[object|\$\{|\bnull\b/);
      expect(seen).not.toContain(MARK);
      for (const value of v.values) expect(mail.text).toContain(value);
      for (const amount of v.amounts) expect(mail.text).toContain(formatMoney(amount, expectedLocale));
      expect(mailLocale(language, locale)).toBe(new Intl.Locale(expectedLocale).toString());
    });
  });
});
