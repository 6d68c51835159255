/**
 * Release previews over real HTTP (issue 32's lifecycle, release-preview.ts): a releaser's link shows a
 * registered release to that browser only, server-rendered, never cached or indexed; everyone else,
 * and every cache, keeps the promoted release; a forged or expired link counts for nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { operatorAuditLog } from '../db/operator-schema';
import { remoteReleases } from '../db/schema';
import { testDeclaration } from '../testing/release-builds';
import { renderedCatalogue, writeVersionEchoingShell } from '../testing/version-renderer';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { PREVIEW_COOKIE, PREVIEW_PATH, signPreview } from './release-preview';

const DUTCH = 'cb.localhost';
const LINK = 'preview { remote version expiresAt path url } errors { code message referencedRequestParameter }';

let tmp: string;
let shop: TestServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-preview-'));
  const shellDist = writeVersionEchoingShell(tmp);
  shop = await startTestServer({ shellDist });
  await shop.handle.db.insert(remoteReleases).values([
    { remote: 'catalogue', version: '1.0.0', baseUrl: 'https://cdn.example/catalogue/1.0.0', createdAt: new Date('2026-01-01T00:00:00Z'), promotedAt: new Date('2026-01-01T00:00:00Z'), declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }] }) },
    { remote: 'catalogue', version: '2.0.0', baseUrl: 'https://cdn.example/catalogue/2.0.0', createdAt: new Date('2026-01-02T00:00:00Z'), declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }] }) },
  ]);
});

afterAll(async () => {
  await shop?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function previewLink(args: string) {
  const { body } = await shop.graphql<{ operatorReleasePreviewLink: { preview: { path: string; url: string; version: string; expiresAt: string } | null; errors: Array<{ code: number; referencedRequestParameter: string }> } }>(
    `mutation { operatorReleasePreviewLink(${args}) { ${LINK} } }`,
    { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } },
  );
  expect(body.errors).toBeUndefined();
  return body.data?.operatorReleasePreviewLink;
}

async function page(cookie?: string) {
  const res = await shop.request('/', { headers: { host: DUTCH, ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(200);
  return { catalogue: renderedCatalogue(res.text), cacheControl: res.headers['cache-control'], robots: res.headers['x-robots-tag'] };
}

async function configVersion(cookie?: string) {
  const { body } = await shop.graphql<{ storefrontConfig: { remotes: Array<{ name: string; version: string }> } }>('{ storefrontConfig { remotes { name version } } }', {
    headers: { host: DUTCH, ...(cookie ? { cookie } : {}) },
  });
  return body.data?.storefrontConfig.remotes.find((remote) => remote.name === 'catalogue')?.version;
}

describe('release previews', () => {
  it('shows a registered release to the browser that opened its link only, never cached or indexed', async () => {
    const link = await previewLink('remote: catalogue, version: "2.0.0", store: "CB", hours: 2');
    expect(link?.errors).toEqual([]);
    expect(link?.preview?.url).toMatch(/^http:\/\/cb[a-z]*\.localhost:\d+\/preview\//);
    const audited = await shop.handle.db.select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, 'release.preview'), eq(operatorAuditLog.targetId, 'catalogue@2.0.0')));
    expect(audited).toHaveLength(1);

    // Everyone else: the promoted release, a public page.
    expect(await page()).toMatchObject({ catalogue: '1.0.0', cacheControl: expect.stringMatching(/^public/) });

    const opened = await shop.request(link?.preview?.path as string, { headers: { host: DUTCH } });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
    const setCookie = String(opened.headers['set-cookie']);
    expect(setCookie).toContain(`${PREVIEW_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = setCookie.split(';')[0] as string;

    // The previewing browser: the release, server-rendered, private, not indexed; its GraphQL too.
    expect(await page(cookie)).toEqual({ catalogue: '2.0.0', cacheControl: 'private, no-store', robots: 'noindex, nofollow' });
    expect(await configVersion(cookie)).toBe('2.0.0');
    // The public answer kept nothing of it: the next visitor gets the promoted release.
    expect(await configVersion()).toBe('1.0.0');
    expect(await page()).toMatchObject({ catalogue: '1.0.0' });

    // Ending the preview drops the cookie.
    const ended = await shop.request(`${PREVIEW_PATH}end`, { headers: { host: DUTCH, cookie } });
    expect(ended.status).toBe(303);
    expect(String(ended.headers['set-cookie'])).toMatch(new RegExp(`${PREVIEW_COOKIE}=;.*Max-Age=0`, 'i'));
  });

  it('counts a forged, edited or expired link for nothing', async () => {
    const link = await previewLink('remote: catalogue, version: "2.0.0"');
    const token = String(link?.preview?.path).slice(PREVIEW_PATH.length);
    const [payload, signature] = token.split('.') as [string, string];
    const edited = Buffer.from(JSON.stringify({ remote: 'catalogue', version: '1.0.0', exp: 4_102_444_800 })).toString('base64url');
    const expired = signPreview(shop.secrets.limitKey, { remote: 'catalogue', version: '2.0.0', exp: Math.floor(Date.now() / 1000) - 1 });
    // A malformed percent-escape too: a stranger's link is a 410, never a server error.
    for (const bad of [`${edited}.${signature}`, `${payload}.${'0'.repeat(64)}`, expired, 'nonsense', '%E0%A4%A']) {
      const opened = await shop.request(`${PREVIEW_PATH}${bad}`, { headers: { host: DUTCH } });
      expect(opened.status).toBe(410);
      expect(opened.headers['set-cookie']).toBeUndefined();
      expect(await page(`${PREVIEW_COOKIE}=${bad}`)).toMatchObject({ catalogue: '1.0.0', cacheControl: expect.stringMatching(/^public/) });
    }
  });

  it('answers a release that is not registered, an unknown storefront and a bad lifetime in the API’s error format', async () => {
    expect((await previewLink('remote: catalogue, version: "9.9.9"'))?.errors).toEqual([expect.objectContaining({ code: 1502, referencedRequestParameter: 'version' })]);
    expect((await previewLink('remote: catalogue, version: "2.0.0", store: "XX"'))?.errors).toEqual([expect.objectContaining({ code: 1001, referencedRequestParameter: 'store' })]);
    expect((await previewLink('remote: catalogue, version: "2.0.0", hours: 1000'))?.errors).toEqual([expect.objectContaining({ code: 1504, referencedRequestParameter: 'hours' })]);
  });
});
