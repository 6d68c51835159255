import { type LegalFacts, legalPages } from '../../db/catalogue-seed/legal-texts';
import { STOREFRONT_SEEDS } from '../../db/seed-data';
import { dayIn, timeZoneForCountry } from '../cart/delivery/delivery-dates';
import { startOfDayIn } from '../doubler/doubler-calendar';
import {
  END_OF_THIRD_YEAR,
  FIVE_YEARS_FROM_PURCHASE,
  type GiftCardValidity,
  addYears,
  expiryAfter,
  giftCardExpiry,
  giftCardValidity,
  lastValidDay,
  lastValidDayFrom,
} from './gift-card-validity';

/** The last valid day of a card of a storefront in `country` bought at `instant`, as the mail prints it. */
function lastDayOf(country: string, instant: string): string {
  return lastValidDay(giftCardExpiry(country, new Date(instant)), timeZoneForCountry(country));
}

describe('the validity rule per storefront (issue 35)', () => {
  it('German terms (DE, AT, CH): to 31 December of the third year; Dutch terms (NL, BE) and every other storefront: five years from the purchase date', () => {
    for (const country of ['DE', 'AT', 'CH', 'de', ' at ']) expect(giftCardValidity(country)).toEqual({ kind: 'END_OF_YEAR', years: 3 });
    for (const country of ['NL', 'BE', 'nl', 'GB', 'IE', 'US', 'FR', 'AE', '']) expect(giftCardValidity(country)).toEqual({ kind: 'FROM_PURCHASE', years: 5 });
    const byKey = Object.fromEntries(STOREFRONT_SEEDS.map((seed) => [seed.key, giftCardValidity(seed.countryCode)]));
    expect(byKey).toMatchObject({ CBDE: END_OF_THIRD_YEAR, GCSDE: END_OF_THIRD_YEAR, CBAT: END_OF_THIRD_YEAR, CBCH: END_OF_THIRD_YEAR, CB: FIVE_YEARS_FROM_PURCHASE, CK: FIVE_YEARS_FROM_PURCHASE, GCSNL: FIVE_YEARS_FROM_PURCHASE, CBBE: FIVE_YEARS_FROM_PURCHASE, GCSBE: FIVE_YEARS_FROM_PURCHASE, CKUK: FIVE_YEARS_FROM_PURCHASE });
  });

  it('a German card runs to 31 December of the third year after the year of purchase and expires at 1 January 00:00 UTC, as before', () => {
    const expiry = giftCardExpiry('DE', new Date('2026-05-14T10:00:00Z'));
    expect(expiry.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(lastValidDay(expiry, 'Europe/Berlin')).toBe('2029-12-31');
    expect(lastDayOf('DE', '2026-01-01T12:00:00Z')).toBe('2029-12-31');
    expect(lastDayOf('AT', '2026-12-30T12:00:00Z')).toBe('2029-12-31');
  });

  it('a Dutch card runs five years from the purchase date, that date five years on included', () => {
    const expiry = giftCardExpiry('NL', new Date('2026-05-14T10:00:00Z'));
    expect(expiry.toISOString()).toBe('2031-05-15T00:00:00.000Z');
    expect(lastValidDay(expiry, 'Europe/Amsterdam')).toBe('2031-05-14');
    expect(lastDayOf('BE', '2026-11-03T09:00:00Z')).toBe('2031-11-03');
    // Never earlier than the German rule would have given: five years reach past the end of the fourth year after purchase.
    expect(lastDayOf('NL', '2026-01-01T12:00:00Z') > lastDayOf('DE', '2026-01-01T12:00:00Z')).toBe(true);
  });

  it('counts the purchase day in the storefront’s time zone: a purchase just after midnight on 1 January belongs to the new year', () => {
    // 23:59:59 on 31 December in Berlin: still 2026.
    expect(lastDayOf('DE', '2026-12-31T22:59:59Z')).toBe('2029-12-31');
    // 00:30 on 1 January 2027 in Berlin, 23:30 on 31 December in UTC: a card of 2027.
    expect(lastDayOf('DE', '2026-12-31T23:30:00Z')).toBe('2030-12-31');
    expect(lastDayOf('NL', '2026-12-31T22:59:59Z')).toBe('2031-12-31');
    expect(lastDayOf('NL', '2026-12-31T23:30:00Z')).toBe('2032-01-01');
    // New York: 22:00 on 31 December is still 2026 there, though 2027 in UTC; its card works to midnight New York time.
    const american = giftCardExpiry('US', new Date('2027-01-01T03:00:00Z'));
    expect(lastValidDay(american, 'America/New_York')).toBe('2031-12-31');
    expect(american.toISOString()).toBe('2032-01-01T05:00:00.000Z');
    // Auckland is ahead of UTC: its midnight comes first, the card still works to the end of the day in UTC.
    expect(lastDayOf('NZ', '2026-12-31T12:00:00Z')).toBe('2032-01-01');
  });

  it('leap years: a card bought on 29 February runs to 28 February five years on; the German rule does not care', () => {
    expect(addYears('2028-02-29', 5)).toBe('2033-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2027-02-28', 5)).toBe('2032-02-28');
    expect(addYears('2026-12-31', 5)).toBe('2031-12-31');
    expect(lastDayOf('NL', '2028-02-29T12:00:00Z')).toBe('2033-02-28');
    expect(lastDayOf('NL', '2027-03-01T12:00:00Z')).toBe('2032-03-01');
    expect(lastDayOf('DE', '2028-02-29T12:00:00Z')).toBe('2031-12-31');
    // 29 February 2028 00:30 in Amsterdam is still the 28th in UTC: the day is Amsterdam's.
    expect(lastDayOf('NL', '2028-02-28T23:30:00Z')).toBe('2033-02-28');
  });

  it('the expiry is the later of the two midnights after the last valid day (the zone’s, UTC’s), whatever daylight saving time does', () => {
    expect(expiryAfter('2031-03-30', 'Europe/Amsterdam').toISOString()).toBe('2031-03-31T00:00:00.000Z');
    expect(expiryAfter('2031-10-26', 'America/New_York').toISOString()).toBe('2031-10-27T04:00:00.000Z');
    expect(expiryAfter('2031-11-02', 'America/New_York').toISOString()).toBe('2031-11-03T05:00:00.000Z');
  });

  it('reads the last valid day of cards issued before (a UTC midnight) as before', () => {
    expect(lastValidDay(new Date('2030-01-01T00:00:00Z'))).toBe('2029-12-31');
    expect(lastValidDay(new Date('2030-01-01T00:00:00Z'), 'Europe/Berlin')).toBe('2029-12-31');
    expect(lastValidDay(new Date('2030-01-01T00:00:00Z'), 'America/New_York')).toBe('2029-12-31');
    expect(lastValidDay(new Date('2030-11-25T00:00:00Z'), 'Europe/Amsterdam')).toBe('2030-11-24');
  });
});

/** What the seeded terms of a language promise about validity, found by the sentence that promises it. */
const TERMS_PROMISES: ReadonlyArray<{ sentence: string; promise: GiftCardValidity; exact: boolean }> = [
  { sentence: 'Geschenkkarten sind drei Jahre gültig, gerechnet ab dem Ende des Jahres, in dem sie gekauft wurden', promise: END_OF_THIRD_YEAR, exact: true },
  { sentence: 'Een cadeaukaart is vijf jaar geldig vanaf de aankoopdatum', promise: FIVE_YEARS_FROM_PURCHASE, exact: true },
  // A minimum only ("at least …, or longer where the law of your country requires it").
  { sentence: 'Gift cards are valid for at least three years from the end of the year in which they were purchased', promise: END_OF_THIRD_YEAR, exact: false },
  // The same minimum, in the translations of the English terms (legal-texts/<language>.ts).
  ...[
    'Les cartes cadeaux sont valables au moins trois ans à compter de la fin de l’année au cours de laquelle elles ont été achetées',
    'Karty podarunkowe są ważne co najmniej trzy lata, licząc od końca roku, w którym zostały kupione',
    'Presentkort gäller i minst tre år från utgången av det år då de köptes',
    'Gavekort er gyldige i mindst tre år fra udgangen af det år, hvor de blev købt',
    'Gavekort er gyldige i minst tre år fra utgangen av det året de ble kjøpt',
    'Le carte regalo sono valide per almeno tre anni a decorrere dalla fine dell’anno in cui sono state acquistate',
    'Las tarjetas de regalo son válidas durante al menos tres años a partir del final del año en que se compraron',
    'Os cartões-presente são válidos durante pelo menos três anos a contar do fim do ano em que foram comprados',
  ].map((sentence) => ({ sentence, promise: END_OF_THIRD_YEAR, exact: false })),
];

const FACTS: LegalFacts = {
  storefrontName: 'CardBon',
  legalName: 'CardBon GmbH',
  legalForm: 'GmbH',
  representatives: ['Anna Schmidt'],
  street: 'Weg',
  houseNumber: '1',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  supportEmail: 'service@example.com',
  supportPhone: '+49 30 123456',
  businessEmail: 'b2b@example.com',
  vatNumber: 'DE123456789',
  registerCourt: null,
  registerNumber: null,
  dataProtectionEmail: 'privacy@example.com',
  siteUrl: 'https://www.example.com',
};

/** Purchases on awkward days: year ends on both sides of UTC midnight, leap days, daylight saving changes. */
const PURCHASES = [
  '2026-01-01T00:30:00Z',
  '2026-03-29T01:30:00Z',
  '2026-06-15T12:00:00Z',
  '2026-12-31T10:00:00Z',
  '2026-12-31T23:30:00Z',
  '2027-01-01T04:30:00Z',
  '2027-02-28T23:30:00Z',
  '2028-02-29T00:30:00Z',
  '2028-02-29T23:30:00Z',
  '2028-12-31T23:59:59Z',
].map((instant) => new Date(instant));

describe('every storefront keeps the promise of its own terms', () => {
  it.each(STOREFRONT_SEEDS.map((seed) => [seed.key, seed] as const))('%s', (_key, seed) => {
    const rule = giftCardValidity(seed.countryCode);
    const timeZone = timeZoneForCountry(seed.countryCode);
    const promises = seed.languages.map(([language]) => {
      const terms = legalPages(language, { ...FACTS, countryCode: seed.countryCode }).find((page) => page.key === 'terms');
      const found = TERMS_PROMISES.find(({ sentence }) => terms?.html.includes(sentence));
      if (!found) throw new Error(`the ${language} terms of ${seed.key} promise a validity this test does not know`);
      return found;
    });
    // The product page says the rule: where a storefront's terms state one exactly, it is that rule.
    for (const { promise, exact } of promises) if (exact) expect(rule).toEqual(promise);
    for (const start of PURCHASES) {
      const expiry = giftCardExpiry(seed.countryCode, start);
      for (const { promise } of promises) {
        const promised = lastValidDayFrom(promise, start, timeZone);
        // Valid to the end of the promised day, on the storefront's clock and on UTC's.
        const dayAfter = new Date(Date.parse(`${promised}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(expiry.getTime()).toBeGreaterThanOrEqual(startOfDayIn(dayAfter, timeZone).getTime());
        expect(expiry.getTime()).toBeGreaterThanOrEqual(Date.parse(`${dayAfter}T00:00:00Z`));
        expect(lastValidDay(expiry, timeZone) >= promised).toBe(true);
      }
      // The day counted from is the storefront's.
      expect(lastValidDay(expiry, timeZone)).toBe(lastValidDayFrom(rule, start, timeZone));
      expect(dayIn(start, timeZone) <= lastValidDay(expiry, timeZone)).toBe(true);
    }
  });
});
