import { parseReleaseDeclaration, parseSourceDeclaration } from './release-declaration';

const built = (routes: unknown, contractVersion = '1.0.0') => ({ remote: 'content', version: '0.2.0', contractVersion, routes });

describe('release declarations', () => {
  it('accepts spec keys without patterns and a new key with a pattern per path variant', () => {
    const result = parseReleaseDeclaration(
      built([{ key: 'notFound' }, { key: 'giftIdeas', patterns: { de: '/geschenkideen/', nl: '/cadeau-ideeen/:page(digits)?/' } }]),
    );
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ remote: 'content', contractVersion: '1.0.0' }) });
  });

  it.each([
    ['a new key without the Dutch pattern', [{ key: 'giftIdeas', patterns: { de: '/geschenkideen/' } }], /"giftIdeas" has no path pattern for the path variant "nl"/],
    ['a new key without any pattern (unknown key)', [{ key: 'giftIdeas' }], /unknown route key "giftIdeas": not a spec §2 screen/],
    ['a pattern for a spec key', [{ key: 'basket', patterns: { de: '/korb/', nl: '/mand/' } }], /"basket" is a spec §2 screen/],
    ['an unknown variant', [{ key: 'giftIdeas', patterns: { de: '/a/', nl: '/b/', fr: '/c/' } }], /unknown path variant "fr"/],
    ['a pattern without trailing slash', [{ key: 'giftIdeas', patterns: { de: '/a', nl: '/b/' } }], /must start and end with "\/"/],
    ['a malformed parameter', [{ key: 'giftIdeas', patterns: { de: '/a/:b(letters)/', nl: '/b/' } }], /is not a parameter/],
    ['a pattern shaped like a spec route', [{ key: 'giftIdeas', patterns: { de: '/:slug/', nl: '/b/' } }], /same paths as the spec route "landing"/],
    ['a key declared twice', [{ key: 'home' }, { key: 'home' }], /"home" is declared twice/],
    ['a key that is not camelCase', [{ key: 'Gift-Ideas', patterns: { de: '/a/', nl: '/b/' } }], /not a camelCase key/],
  ])('refuses %s', (_name, routes, message) => {
    const result = parseReleaseDeclaration(built(routes));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.join('\n')).toMatch(message);
  });

  it('accepts the build time and commit a build records, and refuses malformed ones', () => {
    const stamped = { ...built([{ key: 'home' }]), builtAt: '2026-11-26T18:00:00.000Z', gitCommit: 'adc4bc0f00' };
    expect(parseReleaseDeclaration(stamped)).toEqual({ ok: true, value: expect.objectContaining({ builtAt: '2026-11-26T18:00:00.000Z', gitCommit: 'adc4bc0f00' }) });
    const bad = parseReleaseDeclaration({ ...stamped, builtAt: 'yesterday', gitCommit: 'main; rm -rf' });
    expect(bad.ok ? '' : bad.problems.join('\n')).toMatch(/builtAt: builtAt must be an ISO 8601 time[\s\S]*gitCommit: gitCommit must be a hexadecimal commit id/);
    expect(parseReleaseDeclaration({ ...stamped, signedBy: 'x' }).ok).toBe(false);
    // Provenance (ADR 0038): the dirty flag and the builder, in their form.
    expect(parseReleaseDeclaration({ ...stamped, gitDirty: true, builder: 'dev@laptop' })).toMatchObject({ ok: true, value: { gitDirty: true, builder: 'dev@laptop' } });
    const badProvenance = parseReleaseDeclaration({ ...stamped, gitDirty: 'yes', builder: 'a\nb' });
    expect(badProvenance.ok ? '' : badProvenance.problems.join('\n')).toMatch(/gitDirty must be true or false[\s\S]*builder must be printable text/);
  });

  it('refuses a malformed file with the path of each problem', () => {
    const result = parseReleaseDeclaration({ remote: 'content', routes: [{ path: '/x/' }] });
    expect(result.ok).toBe(false);
    const problems = result.ok ? '' : result.problems.join('\n');
    expect(problems).toMatch(/version/);
    expect(problems).toMatch(/contractVersion/);
    expect(problems).toMatch(/routes\.0\.key/);
  });

  it('refuses a contract version that is not x.y.z', () => {
    const result = parseReleaseDeclaration(built([{ key: 'home' }], 'latest'));
    expect(result.ok ? [] : result.problems).toEqual(['contractVersion "latest" is not a version x.y.z']);
  });

  it("reads what a page's declaration says for the shell (header, login, toggle) and refuses values it does not know", () => {
    const facets = [{ key: 'balanceCheck', header: 'redeem' }, { key: 'orders', requiresLogin: true }, { key: 'doubler', toggle: 'balanceDoubler' }];
    expect(parseSourceDeclaration({ routes: facets })).toEqual({ ok: true, value: { routes: facets } });
    const bad = parseSourceDeclaration({ routes: [{ key: 'balanceCheck', header: 'checkout' }, { key: 'orders', requiresLogin: 'yes' }, { key: 'doubler', toggle: 'summerSale' }] });
    expect(bad.ok ? '' : bad.problems.join('\n')).toMatch(
      /routes\.0\.header: header must be one of shop, redeem[\s\S]*routes\.1\.requiresLogin: requiresLogin must be true or false[\s\S]*routes\.2\.toggle: toggle must be one of balanceDoubler/,
    );
  });

  it('reads the source file a team writes (routes only)', () => {
    expect(parseSourceDeclaration({ routes: [{ key: 'home' }] })).toEqual({ ok: true, value: { routes: [{ key: 'home' }] } });
    expect(parseSourceDeclaration({ routes: [{ key: 'home' }], remote: 'x' }).ok).toBe(false);
  });
});
