import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAuthorizedBearer, resolveServerOperatorToken } from './token';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-token-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('resolveServerOperatorToken', () => {
  it('prefers OPERATOR_TOKEN in the demo', () => {
    const tokenFile = join(tmp, 'operator-token');
    expect(resolveServerOperatorToken({ env: { OPERATOR_TOKEN: 'abc' }, tokenFile, production: false })).toBe('abc');
  });

  it('generates a private token file once and reuses it', () => {
    const tokenFile = join(tmp, '.data', 'operator-token');
    const first = resolveServerOperatorToken({ env: {}, tokenFile, production: false });
    expect(first).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(readFileSync(tokenFile, 'utf8').trim()).toBe(first);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    expect(resolveServerOperatorToken({ env: {}, tokenFile, production: false })).toBe(first);
  });

  it('never has a shared token in production (personal tokens only, ADR 0038), on PGlite or PostgreSQL, whatever the environment says', () => {
    const tokenFile = join(tmp, 'operator-token');
    expect(resolveServerOperatorToken({ env: {}, tokenFile, production: true })).toBeUndefined();
    expect(resolveServerOperatorToken({ env: { OPERATOR_TOKEN: 'abc' }, tokenFile, production: true })).toBeUndefined();
    expect(resolveServerOperatorToken({ env: { DATABASE_URL: 'postgres://db/shop' }, tokenFile, production: true })).toBeUndefined();
    expect(existsSync(tokenFile)).toBe(false);
  });
});

describe('isAuthorizedBearer', () => {
  it('accepts only the exact bearer token', () => {
    expect(isAuthorizedBearer('Bearer s3cret', 's3cret')).toBe(true);
    expect(isAuthorizedBearer('bearer  s3cret ', 's3cret')).toBe(true);
    expect(isAuthorizedBearer('Bearer s3cre', 's3cret')).toBe(false);
    expect(isAuthorizedBearer('s3cret', 's3cret')).toBe(false);
    expect(isAuthorizedBearer(undefined, 's3cret')).toBe(false);
    expect(isAuthorizedBearer('Bearer anything', undefined)).toBe(false);
  });
});
