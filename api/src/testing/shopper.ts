/**
 * A browser for API tests: sends GraphQL over real HTTP with its own cart cookie (kept from the
 * answers) and its own headers (x-store, authorization …). Fails the test on any GraphQL error.
 */
import { SESSION_COOKIE } from '../domains/cart/session';
import type { TestServer } from './test-server';

export class Shopper {
  cookie: string | null = null;

  constructor(
    protected readonly shop: TestServer,
    private readonly headers: Record<string, string> = {},
  ) {}

  async call<T>(query: string, variables: Record<string, unknown> = {}, extraHeaders: Record<string, string> = {}): Promise<T> {
    const res = await this.shop.graphql<T>(query, {
      variables,
      headers: { ...this.headers, ...extraHeaders, ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}) },
    });
    const fresh = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (fresh) this.cookie = fresh.split(';')[0]?.split('=')[1] ?? null;
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data as T;
  }
}
