import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CART_QUANTITY_QUERY } from '../cart/slim-cart-store';
import { answer, answeringClient, answerNotYet } from './index';

const takeViolations = () =>
  (globalThis as unknown as { __SHOP_GRAPHQL_DOCUMENTS__: { takeViolations(): { operationName: string; problems: string[] }[] } }).__SHOP_GRAPHQL_DOCUMENTS__.takeViolations();

const cart = { id: 'c1', packageIds: ['p1'], cardQty: 2, variationQty: 1, totalQuantity: 2, packagesGroups: [{ packageIds: ['p1'] }] };

describe('answeringClient', () => {
  it('answers a document that validates against the schema, by its operation name, and records the call', async () => {
    const client = answeringClient({ ...answer(CART_QUANTITY_QUERY, (variables) => ({ cartQuantity: { ...cart, id: variables.orderUuid ?? 'c1' } })) });
    const result = await client.query(CART_QUANTITY_QUERY, { orderUuid: 'o1' }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.cartQuantity?.id).toBe('o1');
    expect(client.calls).toEqual([{ name: 'CartQuantity', variables: { orderUuid: 'o1' } }]);
  });

  it('leaves an operation answered "not yet" in flight: recorded, and no result arrives', () => {
    const client = answeringClient({ ...answerNotYet(CART_QUANTITY_QUERY) });
    const results: unknown[] = [];
    const { unsubscribe } = client.query(CART_QUANTITY_QUERY, { orderUuid: 'o1' }).subscribe((result) => results.push(result));
    expect(client.calls).toEqual([{ name: 'CartQuantity', variables: { orderUuid: 'o1' } }]);
    expect(results).toEqual([]);
    unsubscribe();
  });

  it('refuses a document the schema does not have: GraphQL errors instead of the answer, and a violation for the running test', async () => {
    const client = answeringClient({ ShopLegacySignOff: { shopLegacyLogoutAll: { status: true } } });
    const result = await client.mutation('mutation ShopLegacySignOff { shopLegacyLogoutAll { status } }', {}).toPromise();
    expect(result.data).toBeNull();
    expect(result.error?.graphQLErrors.map((e) => e.message)).toEqual(['Cannot query field "shopLegacyLogoutAll" on type "Mutation".']);
    // Taken here so that this test can look at them; the setup's afterEach fails a test that leaves any.
    expect(takeViolations()).toEqual([{ operationName: 'ShopLegacySignOff', problems: ['Cannot query field "shopLegacyLogoutAll" on type "Mutation".'] }]);
  });

  it(
    'fails a component test that sends an invalid document even when the test’s own assertions hold',
    () => {
      // The fixture runs in a Jest of its own: a failing test there is what this test expects.
      const sharedDir = join(__dirname, '..', '..');
      const { JEST_WORKER_ID: _worker, ...env } = process.env;
      const run = spawnSync(
        process.execPath,
        [require.resolve('jest/bin/jest'), '--ci', '--runInBand', '--config', join(sharedDir, 'jest.config.cjs'), '--testMatch', '**/testing/fixtures/invalid-document.fixture.tsx'],
        { cwd: sharedDir, encoding: 'utf8', env: { ...env, FORCE_COLOR: '0' } },
      );
      const output = `${run.stdout}${run.stderr}`;
      expect(run.status).toBe(1);
      expect(output).toMatch(/Tests:\s+1 failed, 1 passed, 2 total/);
      expect(output).toContain('✕ sends a document the schema refuses');
      expect(output).toContain('✓ sends a document the schema accepts');
      expect(output).toContain('FixtureInvalid: Cannot query field "notInTheSchema" on type "StorefrontConfig".');
    },
    // A second Jest starts, transforms and runs the fixture: generous for a busy machine.
    180_000,
  );
});
