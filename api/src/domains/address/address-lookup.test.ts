/**
 * The postcode lookup (issue 35 item 8, ADR 0050) over HTTP: the table's answers, nothing found, caller
 * mistakes in the spec §8 format at their argument, the limits, and a provider plugged in instead.
 */
import { parseTrustProxy } from '../../http/client-address';
import { LIMITS } from '../../security/rate-limit';
import { spendLimit } from '../../testing/limits';
import { type TestServer, startTestServer } from '../../testing/test-server';
import type { AddressLookupProvider, AddressLookupQuery } from './address-lookup';
import { captureLogs } from '../../testing/log-capture';

const LOOKUP = /* GraphQL */ `
  query ($countryCode: String!, $postCode: String!, $houseNumber: String!, $suffix: String) {
    addressLookup(countryCode: $countryCode, postCode: $postCode, houseNumber: $houseNumber, suffix: $suffix) {
      address { countryCode postCode houseNumber suffix street city }
      errors { message code referencedRequestParameter }
    }
  }
`;

interface Answer {
  address: { countryCode: string; postCode: string; houseNumber: string; suffix: string | null; street: string; city: string } | null;
  errors: { message: string; code: number; referencedRequestParameter: string | null }[];
}

let shop: TestServer;
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `198.51.100.${clients % 250}`;
};

beforeAll(async () => {
  shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
});

afterAll(async () => {
  await shop?.close();
});

/** Each call from an address of its own unless one is given (the limits are per IP). */
async function lookup(variables: Record<string, unknown>, server = shop, address = nextClient()): Promise<Answer> {
  const { body } = await server.graphql<{ addressLookup: Answer }>(LOOKUP, { variables, headers: { 'x-store': '60', 'x-forwarded-for': address } });
  expect(body.errors).toBeUndefined();
  return body.data?.addressLookup as Answer;
}

describe('the Dutch postcode lookup', () => {
  it('finds street and city from postcode and house number, however the postcode is typed', async () => {
    expect(await lookup({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1' })).toEqual({
      address: { countryCode: 'NL', postCode: '1012 JS', houseNumber: '1', suffix: null, street: 'Dam', city: 'Amsterdam' },
      errors: [],
    });
    expect((await lookup({ countryCode: 'nl', postCode: ' 3011ad ', houseNumber: ' 40 ', suffix: 'B' })).address).toEqual({
      countryCode: 'NL',
      postCode: '3011 AD',
      houseNumber: '40',
      suffix: 'B',
      street: 'Coolsingel',
      city: 'Rotterdam',
    });
    // The journeys' address (e2e DUTCH_CHECKOUT).
    expect((await lookup({ countryCode: 'NL', postCode: '1012 AB', houseNumber: '1' })).address).toMatchObject({ street: 'Damrak', city: 'Amsterdam' });
  });

  it('knows the numbers a postcode has: its range, on its side of the street', async () => {
    for (const number of ['263', '265', '267']) {
      expect((await lookup({ countryCode: 'NL', postCode: '1016 GV', houseNumber: number })).address).toMatchObject({ street: 'Prinsengracht' });
    }
    for (const number of ['261', '264', '269']) expect(await lookup({ countryCode: 'NL', postCode: '1016 GV', houseNumber: number })).toEqual({ address: null, errors: [] });
  });

  it('answers no address, and no error, for an address it does not know', async () => {
    expect(await lookup({ countryCode: 'NL', postCode: '9999 ZZ', houseNumber: '1' })).toEqual({ address: null, errors: [] });
  });

  it('answers caller mistakes at their argument, with the shared messages', async () => {
    expect(await lookup({ countryCode: 'NL', postCode: '0123 AB', houseNumber: '12a' })).toEqual({
      address: null,
      errors: [
        { code: 2001, message: 'Please enter a valid postcode', referencedRequestParameter: 'postCode' },
        { code: 2001, message: 'Please use digits only', referencedRequestParameter: 'houseNumber' },
      ],
    });
    expect((await lookup({ countryCode: 'DE', postCode: '10115', houseNumber: '12' })).errors).toEqual([
      { code: 2001, message: 'We cannot look up addresses in this country', referencedRequestParameter: 'countryCode' },
    ]);
    expect((await lookup({ countryCode: 'NL', postCode: '', houseNumber: '' })).errors.map((e) => e.referencedRequestParameter)).toEqual(['postCode', 'houseNumber']);
    expect((await lookup({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1', suffix: 'x'.repeat(11) })).errors).toEqual([
      { code: 2001, message: 'Please use at most 10 characters', referencedRequestParameter: 'suffix' },
    ]);
    expect((await lookup({ countryCode: 'NL', postCode: 'x'.repeat(50_000), houseNumber: '1'.repeat(5_000) })).errors.map((e) => e.code)).toEqual([2001, 2001]);
  });

  it('is limited per client address (2036), and a refused lookup reads nothing', async () => {
    const address = '203.0.113.71';
    await spendLimit(shop.handle.db, shop.secrets.limitKey, LIMITS.addressLookupPerIp, address, LIMITS.addressLookupPerIp.limit - 1);
    expect((await lookup({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1' }, shop, address)).address).toMatchObject({ street: 'Dam' });
    expect(await lookup({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1' }, shop, address)).toEqual({
      address: null,
      errors: [{ code: 2036, message: expect.stringMatching(/Too many attempts/), referencedRequestParameter: 'postCode' }],
    });
    // A caller mistake is answered without counting.
    expect((await lookup({ countryCode: 'NL', postCode: 'nope', houseNumber: '1' }, shop, address)).errors[0]?.code).toBe(2001);
  });

  it('asks a provider plugged in instead of the table, and says so when it cannot answer', async () => {
    const asked: AddressLookupQuery[] = [];
    let down = false;
    const provider: AddressLookupProvider = {
      async lookup(query) {
        asked.push(query);
        if (down) throw new Error('postcode.nl answered 503');
        return query.postCode === '2595 BD' ? { street: 'Prinses Irenestraat', city: "'s-Gravenhage" } : null;
      },
    };
    const live = await startTestServer({ trustProxy: parseTrustProxy('loopback'), addressLookup: provider }, shop.handle);
    try {
      expect((await lookup({ countryCode: 'NL', postCode: '2595bd', houseNumber: '6', suffix: 'a' }, live)).address).toMatchObject({ street: 'Prinses Irenestraat' });
      expect(asked).toEqual([{ countryCode: 'NL', postCode: '2595 BD', houseNumber: '6', suffix: 'a' }]);
      // The table is not asked any more.
      expect(await lookup({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1' }, live)).toEqual({ address: null, errors: [] });
      down = true;
      const spy = captureLogs();
      try {
        expect(await lookup({ countryCode: 'NL', postCode: '1012 JS', houseNumber: '1' }, live)).toEqual({
          address: null,
          errors: [{ code: 2075, message: expect.stringMatching(/not available/), referencedRequestParameter: null }],
        });
        expect(spy.messages('warn')).toContainEqual(expect.stringContaining('postcode.nl answered 503'));
      } finally {
        spy.restore();
      }
    } finally {
      await live.server.drain();
    }
  });
});
