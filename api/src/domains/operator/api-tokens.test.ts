/**
 * Personal API tokens and releasers scoped to remotes (issue 32, item 6; ADR 0038), over real HTTP:
 * a token made by a logged-in operator acts as that operator and is audited as it (with the token's id
 * and label); a revoked or expired token is refused like a wrong one (and counted against the
 * address); a token never makes tokens; a releaser granted redeem cannot disable or promote the
 * catalogue (1403 on remote, audited) but releases redeem; the audit chain stays intact.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../errors';
import { type AuditEntryView, OPERATOR_ERRORS, type OperatorBrowser, asToken, errorCodes, loggedInOperator } from '../../testing/operators';
import { writeRemoteBuild } from '../../testing/release-builds';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { verifyAuditChain } from './audit-chain';
import { hashPersonalToken, isPersonalToken } from './api-tokens';

const TOKEN_FIELDS = 'id label accountId accountEmail remotes createdAt expiresAt lastUsedAt revokedAt';
const CREATE_TOKEN = `mutation T($label: String!, $days: Int, $remotes: [RemoteName!]) { operatorCreateApiToken(label: $label, expiresInDays: $days, remotes: $remotes) { token { ${TOKEN_FIELDS} } secret ${OPERATOR_ERRORS} } }`;
const REVOKE_TOKEN = `mutation R($id: ID!) { operatorRevokeApiToken(id: $id) { token { ${TOKEN_FIELDS} } ${OPERATOR_ERRORS} } }`;
const SET_REMOTE = `mutation S($store: String, $allStores: Boolean, $remote: RemoteName!, $enabled: Boolean) { operatorSetRemote(store: $store, allStores: $allStores, remote: $remote, enabled: $enabled) { remotes { storefrontKey enabled } ${OPERATOR_ERRORS} } }`;
const PROMOTE = `mutation P($remote: RemoteName!, $version: String) { operatorPromoteRollout(allStores: true, remote: $remote, version: $version) { ${OPERATOR_ERRORS} } }`;
const REGISTER = `mutation G($remote: RemoteName!, $version: String!, $sourceDir: String) { operatorRegisterRelease(remote: $remote, version: $version, sourceDir: $sourceDir) { release { version gitDirty builder } created ${OPERATOR_ERRORS} } }`;
const AUDIT = `query A($action: String, $actor: String) { operatorAuditLog(limit: 20, action: $action, actor: $actor) { entries { id actor actorEmail actorTokenId actorTokenLabel action targetKind targetId after ipHash } } }`;
const ME = '{ operatorMe { kind role tokenLabel remotes account { email remotes } } }';

interface TokenPayload {
  token: { id: string; label: string; accountId: string; remotes: string[] | null; expiresAt: string; lastUsedAt: string | null; revokedAt: string | null } | null;
  secret: string | null;
  errors: { code: number; message: string; referencedRequestParameter: string | null }[];
}
type AuditRow = AuditEntryView & { actorTokenId: string | null; actorTokenLabel: string | null };

let shop: TestServer;
let root: string;
let addresses = 0;

/** A call with a personal token, from an address of its own (wrong tokens are counted per address). */
async function withToken<T>(token: string, query: string, variables: Record<string, unknown> = {}, address = `198.51.100.${++addresses}`) {
  return (await shop.graphql<T>(query, { variables, headers: { authorization: `Bearer ${token}`, 'x-store': '60', 'x-forwarded-for': address } })).body;
}

async function createToken(browser: OperatorBrowser, label: string, extra: { days?: number; remotes?: string[] } = {}): Promise<{ secret: string; id: string }> {
  const created = (await browser.call<{ operatorCreateApiToken: TokenPayload }>(CREATE_TOKEN, { label, ...extra })).data?.operatorCreateApiToken;
  if (!created?.secret || !created.token) throw new Error(`token not created: ${JSON.stringify(created)}`);
  return { secret: created.secret, id: created.token.id };
}

async function auditRows(action: string, actor?: string): Promise<AuditRow[]> {
  const result = await asToken<{ operatorAuditLog: { entries: AuditRow[] } }>(shop, AUDIT, { action, actor: actor ?? null });
  return result.data?.operatorAuditLog.entries ?? [];
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-tokens-'));
  // The server trusts loopback as its proxy, so each test "address" is its own client.
  const { parseTrustProxy } = await import('../../http/client-address');
  shop = await startTestServer({ root, trustProxy: parseTrustProxy('loopback') });
});

afterAll(async () => {
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(async () => {
  expect((await verifyAuditChain(shop.handle.db)).intact).toBe(true);
});

describe('personal API tokens', () => {
  it("are made by a logged-in operator, shown once, kept as a hash, and act as that operator in the audit log", async () => {
    const { browser, account } = await loggedInOperator(shop, 'token-owner', 'releaser');
    const { secret, id } = await createToken(browser, 'laptop');
    expect(isPersonalToken(secret)).toBe(true);
    const stored = (await shop.handle.db.execute(sql`select token_hash from operator_api_tokens where id = ${id}`)) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows[0]?.token_hash).toBe(hashPersonalToken(secret));
    expect(JSON.stringify(await shop.handle.db.execute(sql`select * from operator_api_tokens`))).not.toContain(secret);

    const me = await withToken<{ operatorMe: unknown }>(secret, ME);
    expect(me.data?.operatorMe).toEqual({ kind: 'apiToken', role: 'releaser', tokenLabel: 'laptop', remotes: null, account: { email: account.email, remotes: null } });

    const changed = await withToken<{ operatorSetRemote: { errors: unknown[] } }>(secret, SET_REMOTE, { store: 'CBAU', remote: 'content', enabled: false });
    expect(changed.data?.operatorSetRemote.errors).toEqual([]);
    const [row] = await auditRows('remote.set', account.email);
    expect(row).toMatchObject({ actor: account.id, actorEmail: account.email, actorTokenId: id, actorTokenLabel: 'laptop', targetId: 'CBAU/content' });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    const [created] = await auditRows('token.create', account.email);
    expect(JSON.parse(created?.after ?? '{}')).toMatchObject({ tokenId: id, label: 'laptop' });
    expect(created?.after).not.toContain(secret);
    expect(created?.actorTokenId).toBeNull();
    await withToken(secret, SET_REMOTE, { store: 'CBAU', remote: 'content', enabled: true });

    // Its own tokens, with the last use; a token never makes tokens.
    const listed = await withToken<{ operatorApiTokens: TokenPayload['token'][] }>(secret, `{ operatorApiTokens { ${TOKEN_FIELDS} } }`);
    expect(listed.data?.operatorApiTokens.map((t) => [t?.id, t?.label, Boolean(t?.lastUsedAt)])).toEqual([[id, 'laptop', true]]);
    const minted = await withToken<{ operatorCreateApiToken: TokenPayload }>(secret, CREATE_TOKEN, { label: 'successor' });
    expect(minted.data?.operatorCreateApiToken).toMatchObject({ secret: null, errors: [{ code: ErrorCode.FORBIDDEN, referencedRequestParameter: 'authorization' }] });
  });

  it('is refused once revoked or expired, or when its account is disabled, and a wrong one counts against the address', async () => {
    const { browser, account } = await loggedInOperator(shop, 'token-revoked', 'viewer');
    const revoked = await createToken(browser, 'old laptop');
    const expired = await createToken(browser, 'ci', { days: 1 });
    const disabledLater = await createToken(browser, 'desk');
    expect(errorCodes(await withToken(revoked.secret, ME.replace('tokenLabel', 'tokenLabel role')))).toEqual([]);

    const revoke = (await browser.call<{ operatorRevokeApiToken: TokenPayload }>(REVOKE_TOKEN, { id: revoked.id })).data?.operatorRevokeApiToken;
    expect(revoke?.token?.revokedAt).toEqual(expect.any(String));
    expect((await withToken<{ operatorMe: unknown }>(revoked.secret, ME)).data?.operatorMe).toBeNull();
    expect(errorCodes(await withToken(revoked.secret, '{ operatorRemotes { errors { code } } }'))).toEqual([ErrorCode.UNAUTHORIZED]);
    const [revokeRow] = await auditRows('token.revoke', account.email);
    expect(JSON.parse(revokeRow?.after ?? '{}')).toMatchObject({ tokenId: revoked.id, label: 'old laptop', revokedAt: expect.any(String) });

    // Expiry: the database's clock says when (the row is moved into the past, as a day passing would).
    await shop.handle.db.execute(sql`update operator_api_tokens set created_at = now() - interval '2 days', expires_at = now() - interval '1 second' where id = ${expired.id}`);
    expect(errorCodes(await withToken(expired.secret, '{ operatorRemotes { errors { code } } }'))).toEqual([ErrorCode.UNAUTHORIZED]);

    // Another account's token cannot be revoked by a non-admin (the same answer as an unknown id).
    const other = await loggedInOperator(shop, 'token-other', 'viewer');
    const foreign = (await other.browser.call<{ operatorRevokeApiToken: TokenPayload }>(REVOKE_TOKEN, { id: disabledLater.id })).data?.operatorRevokeApiToken;
    expect(foreign?.errors).toEqual([{ code: ErrorCode.UNKNOWN_API_TOKEN, message: expect.any(String), referencedRequestParameter: 'id' }]);

    expect(errorCodes(await withToken(disabledLater.secret, '{ operatorRemotes { errors { code } } }'))).toEqual([]);
    await asToken(shop, `mutation { operatorDisableAccount(account: "${account.email}") { ${OPERATOR_ERRORS} } }`);
    expect(errorCodes(await withToken(disabledLater.secret, '{ operatorRemotes { errors { code } } }'))).toEqual([ErrorCode.UNAUTHORIZED]);

    // Guessing: every wrong token from one address counts (LIMITS.operatorFailuresPerIp: 10 in 15 min), then
    // even a right one is refused from there (2036) — and from another address it still works.
    const guesser = '198.51.100.250';
    const good = await createToken(other.browser, 'guessed at');
    for (let i = 0; i < 10; i += 1) {
      expect(errorCodes(await withToken(`shop_pat_${'A'.repeat(42)}${i % 10}`, '{ operatorRemotes { errors { code } } }', {}, guesser))).toEqual([ErrorCode.UNAUTHORIZED]);
    }
    expect(errorCodes(await withToken(good.secret, '{ operatorRemotes { errors { code } } }', {}, guesser))).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
    expect(errorCodes(await withToken(good.secret, '{ operatorRemotes { errors { code } } }'))).toEqual([]);
  });
});

describe('releasers scoped to remotes', () => {
  it('a redeem releaser cannot disable or promote the catalogue (1403 on remote, audited) but releases redeem; admins act on all', async () => {
    const { browser, account } = await loggedInOperator(shop, 'redeem-team', 'releaser');
    const granted = await asToken<{ operatorSetRemotes: { account: { remotes: string[] | null } | null; errors: unknown[] } }>(
      shop,
      `mutation S($account: String!, $remotes: [RemoteName!]) { operatorSetRemotes(account: $account, remotes: $remotes) { account { remotes } ${OPERATOR_ERRORS} } }`,
      { account: account.email, remotes: ['redeem'] },
    );
    expect(granted.data?.operatorSetRemotes).toEqual({ account: { remotes: ['redeem'] }, errors: [] });
    const { secret, id } = await createToken(browser, 'redeem ci');

    // The token and the console session alike: refused on the catalogue, nothing changed.
    const disable = await withToken<{ operatorSetRemote: { remotes: unknown[]; errors: unknown[] } }>(secret, SET_REMOTE, { allStores: true, remote: 'catalogue', enabled: false });
    expect(disable.data?.operatorSetRemote).toEqual({
      remotes: [],
      errors: [{ code: ErrorCode.FORBIDDEN, message: 'Your operator account may not act on the remote catalogue (granted: redeem)', referencedRequestParameter: 'remote' }],
    });
    const promote = await browser.call<{ operatorPromoteRollout: { errors: Array<{ code: number; referencedRequestParameter: string }> } }>(PROMOTE, { remote: 'catalogue', version: '1.0.0' });
    expect(promote.data?.operatorPromoteRollout.errors).toEqual([expect.objectContaining({ code: ErrorCode.FORBIDDEN, referencedRequestParameter: 'remote' })]);
    const registerCatalogue = await withToken<{ operatorRegisterRelease: { errors: Array<{ code: number; referencedRequestParameter: string }> } }>(secret, REGISTER, {
      remote: 'catalogue',
      version: '9.9.9',
      sourceDir: 'nowhere',
    });
    expect(registerCatalogue.data?.operatorRegisterRelease.errors).toEqual([expect.objectContaining({ code: ErrorCode.FORBIDDEN, referencedRequestParameter: 'remote' })]);
    const config = await shop.graphql<{ storefrontConfig: { remotes: Array<{ name: string; enabled: boolean }> } }>('{ storefrontConfig { remotes { name enabled } } }', {
      headers: { host: 'cbde.localhost' },
    });
    expect(config.body.data?.storefrontConfig.remotes.find((r) => r.name === 'catalogue')?.enabled).toBe(true);

    const refusals = await auditRows('remote.refuse', account.email);
    expect(refusals.map((r) => [r.targetId, JSON.parse(r.after ?? '{}').operation, r.actorTokenLabel])).toEqual([
      ['*/catalogue', 'promote', null],
      ['*/catalogue', 'disable', 'redeem ci'],
    ]);
    expect(JSON.parse(refusals[0]?.after ?? '{}')).toMatchObject({ code: ErrorCode.FORBIDDEN, granted: ['redeem'] });
    const [registerRefusal] = await auditRows('release.refuse', account.email);
    expect(registerRefusal).toMatchObject({ targetId: 'catalogue@9.9.9', actorTokenId: id });
    expect(JSON.parse(registerRefusal?.after ?? '{}')).toMatchObject({ code: ErrorCode.FORBIDDEN });

    // Its own remote: a release registered, switched on and off, audited as the account with its token.
    writeRemoteBuild(join(root, 'redeem-build'), { remote: 'redeem', routes: [{ key: 'balanceCheck' }], gitCommit: 'abc1234', gitDirty: false, builder: 'ci job 7' });
    const registered = await withToken<{ operatorRegisterRelease: { release: unknown; errors: unknown[] } }>(secret, REGISTER, { remote: 'redeem', version: '3.0.0', sourceDir: 'redeem-build' });
    expect(registered.data?.operatorRegisterRelease).toMatchObject({ release: { version: '3.0.0', gitDirty: false, builder: 'ci job 7' }, errors: [] });
    const [registerRow] = await auditRows('release.register', account.email);
    expect(registerRow).toMatchObject({ targetId: 'redeem@3.0.0', actorTokenLabel: 'redeem ci' });
    expect(JSON.parse(registerRow?.after ?? '{}')).toMatchObject({ gitCommit: 'abc1234', gitDirty: false, builder: 'ci job 7' });
    const switched = await withToken<{ operatorSetRemote: { errors: unknown[] } }>(secret, SET_REMOTE, { store: 'CBAT', remote: 'redeem', enabled: false });
    expect(switched.data?.operatorSetRemote.errors).toEqual([]);
    await withToken(secret, SET_REMOTE, { store: 'CBAT', remote: 'redeem', enabled: true });

    // A token may narrow its account's remotes, never widen them.
    const wider = (await browser.call<{ operatorCreateApiToken: TokenPayload }>(CREATE_TOKEN, { label: 'wider', remotes: ['catalogue'] })).data?.operatorCreateApiToken;
    expect(wider?.errors).toEqual([expect.objectContaining({ code: ErrorCode.FORBIDDEN, referencedRequestParameter: 'remotes' })]);

    // Back to every remote: the same session may act on the catalogue at its next request.
    await asToken(shop, `mutation { operatorSetRemotes(account: "${account.email}") { ${OPERATOR_ERRORS} } }`);
    const allowed = await browser.call<{ operatorSetRemote: { errors: unknown[] } }>(SET_REMOTE, { store: 'CBAT', remote: 'catalogue', enabled: true });
    expect(allowed.data?.operatorSetRemote.errors).toEqual([]);
  });
});
