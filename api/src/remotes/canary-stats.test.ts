/** Fisher's exact test (one-sided) of the canary analysis (ADR 0037), against values computed by hand. */
import { compareCanary, fisherOneSided } from './canary-stats';
import { reportTokenKey, signReportToken, verifyReportToken, REPORT_TOKEN_TTL_MS } from './report-tokens';

describe('fisherOneSided', () => {
  it('is the hypergeometric tail: all 8 failures among the canary\'s 20 of 60 loads', () => {
    // C(52,12) / C(60,20)
    expect(fisherOneSided({ loads: 20, failures: 8 }, { loads: 40, failures: 0 })).toBeCloseTo(4.93e-5, 6);
    // 2 of 20 against 0 of 40: 1 - P(0) - P(1) = 1 - C(58,20)/C(60,20) - 2·20·C(58,19)/(2·C(60,20))
    expect(fisherOneSided({ loads: 20, failures: 2 }, { loads: 40, failures: 0 })).toBeCloseTo(0.1073, 3);
  });

  it('is 1 with nothing to compare, and large when the canary is no worse', () => {
    expect(fisherOneSided({ loads: 0, failures: 0 }, { loads: 40, failures: 3 })).toBe(1);
    expect(fisherOneSided({ loads: 20, failures: 0 }, { loads: 40, failures: 0 })).toBe(1);
    expect(fisherOneSided({ loads: 100, failures: 1 }, { loads: 1000, failures: 10 })).toBeGreaterThan(0.5);
  });

  it('judges only with enough loads on both sides, and only a worse canary', () => {
    const settings = { minLoads: 50, alpha: 0.001 };
    expect(compareCanary({ loads: 20, failures: 20 }, { loads: 1000, failures: 0 }, settings)).toMatchObject({ judged: false, worse: false });
    expect(compareCanary({ loads: 60, failures: 20 }, { loads: 1000, failures: 5 }, settings)).toMatchObject({ judged: true, worse: true });
    expect(compareCanary({ loads: 60, failures: 0 }, { loads: 1000, failures: 50 }, settings)).toMatchObject({ judged: true, worse: false });
  });
});

describe('report tokens', () => {
  const key = reportTokenKey((value) => `${Buffer.from(value).toString('hex').slice(0, 64).padEnd(64, '0')}`);
  it('name the storefront and the served releases, and verify only unchanged, young and signed with the key', () => {
    const token = signReportToken(key, {
      storefrontKey: 'CB',
      remotes: [
        { name: 'catalogue', version: '1.0.0' },
        { name: 'redeem', version: null },
        { name: 'account', version: '2.0.0', enabled: false },
        { name: 'content', version: 'dev', localOverride: true },
      ],
      issuedAt: 1_000_000,
    });
    const verdict = verifyReportToken(key, token, 1_000_000 + 60_000);
    expect(verdict.ok && [...verdict.claims.remotes]).toEqual([['catalogue', '1.0.0']]);
    expect(verdict.ok && verdict.claims.storefrontKey).toBe('CB');
    expect(verifyReportToken(key, token, 1_000_000 + REPORT_TOKEN_TTL_MS + 1)).toEqual({ ok: false, problem: 'expired' });
    expect(verifyReportToken(Buffer.alloc(32), token, 1_000_000)).toEqual({ ok: false, problem: 'signature' });
    const [v, payload, mac] = token.split('.') as [string, string, string];
    const edited = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('1.0.0', '9.9.9')).toString('base64url');
    expect(verifyReportToken(key, `${v}.${edited}.${mac}`, 1_000_000)).toEqual({ ok: false, problem: 'signature' });
  });
});
