/**
 * Where CDN releases may come from (issue 32): in production only https base URLs on the origins the
 * operators listed (RELEASE_ORIGINS); a refused registration fetches nothing and changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { testDeclaration } from '../testing/release-builds';
import { releaseOriginPolicyFromEnv, releaseOriginProblem } from './release-origins';

describe('release origins', () => {
  it('take in production https base URLs on the listed origins only', () => {
    const policy = releaseOriginPolicyFromEnv({ RELEASE_ORIGINS: 'https://cdn.shop.example, https://cdn2.shop.example/' }, true);
    expect(policy).toEqual({ origins: ['https://cdn.shop.example', 'https://cdn2.shop.example'], httpsOnly: true });
    expect(releaseOriginProblem(new URL('https://cdn.shop.example/remotes/redeem/1.0.0/'), policy)).toBeNull();
    expect(releaseOriginProblem(new URL('http://cdn.shop.example/remotes/redeem/1.0.0/'), policy)).toBe('a release is served over https, not http');
    expect(releaseOriginProblem(new URL('https://evil.example/x/'), policy)).toMatch(/https:\/\/evil\.example is not an allowed release origin/);
    // Production without a list: no CDN release at all (folder releases are the shop's own store).
    expect(releaseOriginProblem(new URL('https://cdn.shop.example/x/'), releaseOriginPolicyFromEnv({}, true))).toMatch(/RELEASE_ORIGINS is empty/);
    // The demo: anything http(s), unless a list is given.
    expect(releaseOriginPolicyFromEnv({}, false)).toBe('any');
    expect(releaseOriginProblem(new URL('ftp://x.example/'), 'any')).toBe('baseUrl must be http(s)');
    expect(() => releaseOriginPolicyFromEnv({ RELEASE_ORIGINS: 'https://cdn.example/remotes' }, true)).toThrow(/no path/);
    expect(() => releaseOriginPolicyFromEnv({ RELEASE_ORIGINS: 'http://cdn.example' }, true)).toThrow(/not https/);
  });

  it('refuse a registration from another origin, with the reason', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-origins-'));
    let shop: TestServer | undefined;
    try {
      shop = await startTestServer({ root, releaseOrigins: { origins: ['https://cdn.shop.example'], httpsOnly: true } });
      const register = async (baseUrl: string) =>
        (
          await shop?.graphql<{ operatorRegisterRelease: { created: boolean; errors: Array<{ code: number; message: string; referencedRequestParameter: string }> } }>(
            'mutation R($baseUrl: String, $declaration: String) { operatorRegisterRelease(remote: redeem, version: "9.9.9", baseUrl: $baseUrl, declaration: $declaration) { created errors { code message referencedRequestParameter } } }',
            {
              variables: { baseUrl, declaration: JSON.stringify(testDeclaration({ remote: 'redeem', routes: [{ key: 'balance' }] })) },
              headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
            },
          )
        )?.body.data?.operatorRegisterRelease;
      const plain = await register('http://attacker.example/redeem/');
      expect(plain?.errors).toEqual([{ code: 1505, message: 'Release redeem 9.9.9 refused: a release is served over https, not http', referencedRequestParameter: 'baseUrl' }]);
      const foreign = await register('https://attacker.example/redeem/');
      expect(foreign?.errors[0]?.message).toMatch(/https:\/\/attacker\.example is not an allowed release origin \(RELEASE_ORIGINS: https:\/\/cdn\.shop\.example\)/);
    } finally {
      await shop?.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
