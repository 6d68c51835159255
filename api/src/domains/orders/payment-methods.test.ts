import { describePaymentMethods, logoMatchesMethods, providerMethodIds, shopMethodIds } from './payment-methods';

describe('payment methods per storefront country and currency', () => {
  it("offers each country's local methods in their currency, cards and PayPal everywhere", () => {
    expect(providerMethodIds('DE', 'EUR')).toEqual(['card', 'paypal']);
    expect(providerMethodIds('NL', 'EUR')).toEqual(['ideal', 'card', 'paypal']);
    expect(providerMethodIds('BE', 'EUR')).toEqual(['bancontact', 'ideal', 'card', 'paypal']);
    expect(providerMethodIds('AT', 'EUR')).toEqual(['eps', 'card', 'paypal']);
    expect(providerMethodIds('PL', 'PLN')).toEqual(['blik', 'card', 'paypal']);
    // BLIK settles in złoty only.
    expect(providerMethodIds('PL', 'EUR')).toEqual(['card', 'paypal']);
    expect(shopMethodIds(providerMethodIds('NL', 'EUR'), 'BUSINESS')).toEqual(['ideal', 'card', 'paypal', 'invoice']);
    expect(describePaymentMethods(['ideal'], 'nl')[0]?.banks.length).toBeGreaterThan(0);
  });

  it('shows a footer logo only for a method the storefront takes', () => {
    const german = shopMethodIds(providerMethodIds('DE', 'EUR'), 'BUSINESS');
    expect(['visa', 'mastercard', 'amex', 'paypal', 'invoice', 'secure'].every((kind) => logoMatchesMethods(kind, german))).toBe(true);
    expect(logoMatchesMethods('ideal', german)).toBe(false);
    expect(logoMatchesMethods('adyenEPS', german)).toBe(false);
    expect(logoMatchesMethods('ideal', providerMethodIds('NL', 'EUR'))).toBe(true);
  });
});
