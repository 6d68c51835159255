import { STOREFRONT_SEEDS, hostsOf, localeOf, pathVariantOf, primaryHostOf, togglesOf } from './seed-data';

// Spec §3 "Storefront keys".
const SPEC_KEYS =
  'CB, CBAT, CBAU, CBBE, CBBR, CBCA, CBCH, CBDE, CBDK, CBES, CBFR, CBIE, CBIT, CBMX, CBNO, CBNZ, CBPL, CBSE, CBUS, CK, CKFR, CKUK, GCSAE, GCSAT, GCSBE, GCSDE, GCSFR, GCSIE, GCSIT, GCSNL, GCSPT, GCSUK, GCUK'.split(
    ', ',
  );

describe('storefront seed', () => {
  it('has exactly the 33 storefront keys of the spec', () => {
    expect(STOREFRONT_SEEDS.map((s) => s.key).sort()).toEqual([...SPEC_KEYS].sort());
  });

  it('gives every storefront a unique store id and unique hosts', () => {
    const ids = STOREFRONT_SEEDS.map((s) => s.storeId);
    expect(new Set(ids).size).toBe(ids.length);
    const hosts = STOREFRONT_SEEDS.flatMap(hostsOf);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('makes CBDE the German default storefront with store id 60 (spec §9)', () => {
    const defaults = STOREFRONT_SEEDS.filter((s) => s.isDefault);
    expect(defaults.map((s) => s.key)).toEqual(['CBDE']);
    const cbde = defaults[0];
    if (!cbde) throw new Error('no default');
    expect(cbde).toMatchObject({ storeId: 60, countryCode: 'DE' });
    expect(cbde.languages[0]).toEqual(['de', 'EUR']);
    expect(localeOf(cbde)).toBe('de-de');
    expect(hostsOf(cbde)).toEqual(['cbde.localhost', 'localhost', '127.0.0.1']);
  });

  it('makes CB the Dutch storefront on cb.localhost, with cbnl.localhost as an alias that redirects', () => {
    const cb = STOREFRONT_SEEDS.find((s) => s.key === 'CB');
    if (!cb) throw new Error('no CB');
    expect(cb.countryCode).toBe('NL');
    expect(cb.languages[0]).toEqual(['nl', 'EUR']);
    expect(pathVariantOf(cb)).toBe('nl');
    expect(hostsOf(cb)).toEqual(['cb.localhost', 'cbnl.localhost']);
    expect(primaryHostOf(cb)).toBe('cb.localhost');
  });

  it('uses the German route table exactly for German-speaking storefronts', () => {
    const german = STOREFRONT_SEEDS.filter((s) => pathVariantOf(s) === 'de').map((s) => s.key);
    expect(german.sort()).toEqual(['CBAT', 'CBCH', 'CBDE', 'GCSAT', 'GCSDE']);
  });

  it('derives locales whose last two letters are the country (spec §9)', () => {
    for (const seed of STOREFRONT_SEEDS) {
      const locale = localeOf(seed);
      expect(locale.slice(-2).toUpperCase()).toBe(seed.countryCode);
      expect(locale.slice(0, 2)).toBe(seed.languages[0]?.[0]);
    }
  });

  it('puts brands in CB / CK / GCS, with GCUK in GCS', () => {
    for (const seed of STOREFRONT_SEEDS) expect(['CB', 'CK', 'GCS']).toContain(seed.brand);
    expect(STOREFRONT_SEEDS.find((s) => s.key === 'GCUK')?.brand).toBe('GCS');
  });

  it('offers the choice card only in some CB storefronts', () => {
    const withChoiceCard = STOREFRONT_SEEDS.filter((s) => togglesOf(s).hasChoiceCard);
    expect(withChoiceCard.length).toBeGreaterThan(0);
    expect(withChoiceCard.every((s) => s.brand === 'CB')).toBe(true);
  });
});
