/**
 * Issue 31: one small request must never buy seconds of hashing. Before: 21 aliased `resetPassword`s
 * with a random token in one 1 kB document cost 17.6–22.7 s of CPU (each hashed the new password
 * before looking at the token). Each case here failed on main before the fix.
 */
import { hashPool } from '../security/hash-pool';
import { type TestServer, startTestServer } from '../testing/test-server';
import { EXPENSIVE_FIELDS, ONE_EXPENSIVE_FIELD_MESSAGE } from './expensive-fields';

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});
afterAll(async () => {
  await shop?.close();
});

const RESET_INPUT = { token: 'a'.repeat(43), password: 'a long and unusual passphrase 42', passwordConfirmation: 'a long and unusual passphrase 42' };
const aliasedResets = (count: number) =>
  `mutation R($i: ResetPasswordInput!) { ${Array.from({ length: count }, (_, n) => `a${n}: resetPassword(input: $i) { status errors { code } }`).join(' ')} }`;

describe('at most one expensive field per request', () => {
  it.each([2, 20])('refuses %i aliased resetPassword calls before any of them runs', async (count) => {
    const before = hashPool().stats().completed;
    const answer = await shop.graphql(aliasedResets(count), { variables: { i: RESET_INPUT } });
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining(ONE_EXPENSIVE_FIELD_MESSAGE), extensions: expect.objectContaining({ code: 1000, referencedRequestParameter: null }) }),
    ]);
    expect(hashPool().stats().completed).toBe(before);
  });

  it('counts fields reached through fragments and mixes of different expensive fields', async () => {
    const fragment = await shop.graphql(
      `mutation M($i: ResetPasswordInput!) { ...F resetPassword(input: $i) { status } }
       fragment F on Mutation { resetPassword(input: $i) { status } }`,
      { variables: { i: RESET_INPUT } },
    );
    expect(fragment.body.errors?.[0]?.message).toContain(ONE_EXPENSIVE_FIELD_MESSAGE);
    const mixed = await shop.graphql(
      `mutation M($i: ResetPasswordInput!) { ... on Mutation { userLogin(email: "a@example.com", password: "whatever it is", captchaToken: "x") { status } } resetPassword(input: $i) { status } }`,
      { variables: { i: RESET_INPUT } },
    );
    expect(mixed.body.errors?.[0]?.message).toMatch(/asked: userLogin, resetPassword/);
    const challenges = await shop.graphql('{ a: captchaChallenge b: captchaChallenge }');
    expect(challenges.body.errors?.[0]?.message).toContain(ONE_EXPENSIVE_FIELD_MESSAGE);
    // Searches with new texts miss every cache: one per request.
    const searches = await shop.graphql('{ a: search_v1(inputText: "erste suche") { matchMode } b: search_v1(inputText: "zweite suche") { matchMode } }');
    expect(searches.body.errors?.[0]?.message).toMatch(/asked: search_v1, search_v1/);
    // Spec §7's identify query (ADR 0059): query fields run side by side, so one per request.
    const identifies = await shop.graphql(
      '{ a: checkUserExist(email: "a@example.com", captchaToken: "x") { status } b: checkUserExist(email: "b@example.com", captchaToken: "y") { status } }',
    );
    expect(identifies.body.errors?.[0]?.message).toMatch(/asked: checkUserExist, checkUserExist/);
  });

  it('lets one expensive field through, beside cheap ones', async () => {
    const answer = await shop.graphql<{ captchaChallenge: string; ping: string }>('{ captchaChallenge ping }');
    expect(answer.body.errors).toBeUndefined();
    expect(JSON.parse(answer.body.data?.captchaChallenge as string)).toHaveProperty('parameters');
  });

  it('names only fields the schema has', async () => {
    const types = await shop.graphql<{ q: { fields: { name: string }[] }; m: { fields: { name: string }[] } }>(
      '{ q: __type(name: "Query") { fields { name } } m: __type(name: "Mutation") { fields { name } } }',
    );
    const query = new Set(types.body.data?.q.fields.map((f) => f.name));
    const mutation = new Set(types.body.data?.m.fields.map((f) => f.name));
    for (const name of EXPENSIVE_FIELDS.Query) expect(query.has(name)).toBe(true);
    for (const name of EXPENSIVE_FIELDS.Mutation) expect(mutation.has(name)).toBe(true);
  });
});

describe('cheap checks before hashing', () => {
  it('refuses a new-password link that is unknown without hashing the new password', async () => {
    const before = hashPool().stats().completed;
    const answer = await shop.graphql<{ a0: { status: string; errors: { code: number }[] } }>(aliasedResets(1), { variables: { i: RESET_INPUT } });
    expect(answer.body.data?.a0.errors).toEqual([{ code: 2068 }]);
    expect(hashPool().stats().completed).toBe(before);
  });
});
