import { STOREFRONT_SEEDS } from '../../db/seed-data';
import { PAYMENT_NAME_LANGUAGES, describePaymentMethods, logoMatchesMethods, paymentMethodName, providerMethodIds, shopMethodIds, storefrontMethodIds } from './payment-methods';

describe('payment methods per storefront country and currency', () => {
  it("offers each country's local methods in their currency, cards with their wallets and PayPal everywhere", () => {
    expect(providerMethodIds('DE', 'EUR')).toEqual(['card', 'applepay', 'googlepay', 'paypal', 'klarna']);
    expect(providerMethodIds('NL', 'EUR')).toEqual(['ideal', 'card', 'applepay', 'googlepay', 'paypal', 'klarna']);
    expect(providerMethodIds('BE', 'EUR')).toEqual(['bancontact', 'ideal', 'card', 'applepay', 'googlepay', 'paypal', 'klarna']);
    expect(providerMethodIds('AT', 'EUR')).toEqual(['eps', 'card', 'applepay', 'googlepay', 'paypal', 'klarna']);
    expect(providerMethodIds('PL', 'PLN')).toEqual(['blik', 'card', 'applepay', 'googlepay', 'paypal', 'klarna']);
    // BLIK and Klarna settle in złoty only.
    expect(providerMethodIds('PL', 'EUR')).toEqual(['card', 'applepay', 'googlepay', 'paypal']);
    expect(shopMethodIds(providerMethodIds('NL', 'EUR'), 'BUSINESS')).toEqual(['ideal', 'card', 'applepay', 'googlepay', 'paypal', 'klarna', 'invoice']);
    expect(describePaymentMethods(['ideal'], 'nl')[0]?.banks.length).toBeGreaterThan(0);
  });

  it('offers Klarna in its markets in their own currency only, the wallets wherever cards are taken', () => {
    for (const [country, currency] of [['DE', 'EUR'], ['NL', 'EUR'], ['AT', 'EUR'], ['BE', 'EUR'], ['CH', 'CHF'], ['SE', 'SEK'], ['GB', 'GBP'], ['US', 'USD']]) {
      expect({ country, klarna: providerMethodIds(country as string, currency as string).includes('klarna') }).toEqual({ country, klarna: true });
    }
    // Not where Klarna does not lend (Brazil, Mexico, the Emirates), nor in another currency than the market's.
    for (const [country, currency] of [['BR', 'BRL'], ['MX', 'MXN'], ['AE', 'AED'], ['CH', 'EUR'], ['GB', 'EUR']]) {
      expect({ country, currency, klarna: providerMethodIds(country as string, currency as string).includes('klarna') }).toEqual({ country, currency, klarna: false });
    }
    for (const [country, currency] of [['BR', 'BRL'], ['AE', 'AED'], ['DE', 'EUR']]) {
      expect(providerMethodIds(country as string, currency as string)).toEqual(expect.arrayContaining(['card', 'applepay', 'googlepay']));
    }
  });

  it('names the new methods: brands as they are, Klarna with what it does in the language', () => {
    expect(describePaymentMethods(['applepay', 'googlepay', 'klarna'], 'de').map((m) => m.name)).toEqual(['Apple Pay', 'Google Pay', 'Klarna – Später bezahlen']);
    expect(describePaymentMethods(['klarna'], 'nl')[0]?.name).toBe('Klarna – Achteraf betalen');
    expect(JSON.parse(describePaymentMethods(['applepay'])[0]?.adyenRawData ?? '{}')).toEqual({ type: 'applepay', name: 'Apple Pay' });
    expect(paymentMethodName('invoice', 'nl')).toBe('Factuur');
  });

  it('names card, invoice and Klarna in every storefront language, never in English outside English', () => {
    const languages = [...new Set(STOREFRONT_SEEDS.flatMap((seed) => seed.languages.map(([language]) => language)))];
    const english = describePaymentMethods(['card', 'invoice', 'klarna'], 'en').map((m) => m.name);
    expect(english).toEqual(['Credit card', 'Invoice', 'Klarna – Pay later']);
    for (const language of languages) {
      expect({ language, named: PAYMENT_NAME_LANGUAGES.includes(language) }).toEqual({ language, named: true });
      if (language === 'en') continue;
      const names = describePaymentMethods(['card', 'invoice', 'klarna'], language).map((m) => m.name);
      expect({ language, english: names.filter((name) => english.includes(name)) }).toEqual({ language, english: [] });
      expect(names[2]).toMatch(/^Klarna – /);
    }
    expect(describePaymentMethods(['card', 'invoice', 'klarna'], 'pl').map((m) => m.name)).toEqual(['Karta płatnicza', 'Faktura', 'Klarna – Zapłać później']);
    expect(paymentMethodName('card', 'es-MX')).toBe('Tarjeta de crédito');
    expect(paymentMethodName('invoice', 'pt')).toBe('Fatura');
    // What the payment provider is told stays the brand's own name.
    expect(JSON.parse(describePaymentMethods(['card'], 'sv')[0]?.adyenRawData ?? '{}')).toEqual({ type: 'scheme', name: 'Credit card' });
  });

  it("lists a storefront's methods for its footer: the provider's and invoice, never another country's", () => {
    expect(storefrontMethodIds(providerMethodIds('NL', 'EUR'))).toContain('ideal');
    expect(storefrontMethodIds(providerMethodIds('NL', 'EUR')).at(-1)).toBe('invoice');
    expect(storefrontMethodIds(providerMethodIds('DE', 'EUR'))).not.toContain('ideal');
  });

  it('shows a footer logo only for a method the storefront takes', () => {
    const german = shopMethodIds(providerMethodIds('DE', 'EUR'), 'BUSINESS');
    expect(['visa', 'mastercard', 'amex', 'paypal', 'invoice', 'secure'].every((kind) => logoMatchesMethods(kind, german))).toBe(true);
    expect(logoMatchesMethods('ideal', german)).toBe(false);
    expect(logoMatchesMethods('adyenEPS', german)).toBe(false);
    expect(logoMatchesMethods('ideal', providerMethodIds('NL', 'EUR'))).toBe(true);
  });
});
