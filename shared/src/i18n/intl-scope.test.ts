import { loadMessages, localeFor } from './intl-scope';

describe('loadMessages', () => {
  it('layers brand and brand-country wording over the language catalogue, on top of the shared texts', async () => {
    const catalogs = { en: { 'x.title': 'Gift cards', 'x.cta': 'Buy' }, nl: () => Promise.resolve({ default: { 'x.title': 'Cadeaubonnen' } }) };
    const overrides = { CK: { en: { 'x.title': 'Gift vouchers' } }, 'CK-GB': { en: { 'x.cta': 'Buy now' } } };
    await expect(loadMessages(catalogs, 'en', { brand: 'CK', countryCode: 'GB', overrides })).resolves.toMatchObject({
      'x.title': 'Gift vouchers',
      'x.cta': 'Buy now',
    });
    await expect(loadMessages(catalogs, 'en', { brand: 'CB', countryCode: 'GB', overrides })).resolves.toMatchObject({ 'x.title': 'Gift cards', 'x.cta': 'Buy' });
    const nl = await loadMessages(catalogs, 'nl');
    expect(nl['x.title']).toBe('Cadeaubonnen');
    expect(nl['error.2030']).toMatch(/cadeaubonnen/);
  });

  it('builds the locale from language and country', () => {
    expect(localeFor('de', 'de')).toBe('de-DE');
    expect(localeFor('fr', 'BE')).toBe('fr-BE');
  });
});
