import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { E2E_PORT, OPERATOR_TOKEN } from '../playwright.config';

/** The shop on a storefront's own host: Chromium resolves every *.localhost name to loopback. */
export function storeUrl(storeKey: string | null, path = '/'): string {
  const host = storeKey ? `${storeKey.toLowerCase()}.localhost` : 'localhost';
  return `http://${host}:${E2E_PORT}${path}`;
}

/**
 * A request outside the browser (curl's, a crawler's or a link preview's view: no JavaScript, a
 * redirect not followed). Node cannot resolve `*.localhost` like Chromium does, so it goes to
 * localhost with the storefront's Host header.
 */
export function serverRequest(request: APIRequestContext, storeKey: string | null, path: string, method: 'GET' | 'HEAD' = 'GET'): Promise<APIResponse> {
  const headers = storeKey ? { host: `${storeKey.toLowerCase()}.localhost:${E2E_PORT}` } : undefined;
  return request.fetch(`http://localhost:${E2E_PORT}${path}`, { method, headers, maxRedirects: 0 });
}

/** Switches a remote on or off for one storefront through the operator API, as an operator would. */
export async function setRemoteEnabled(page: Page, store: string, remote: string, enabled: boolean): Promise<void> {
  const response = await page.request.post(`http://localhost:${E2E_PORT}/graphql`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    data: {
      query: `mutation Set($store: String!, $remote: RemoteName!, $enabled: Boolean!) {
        operatorSetRemote(store: $store, remote: $remote, enabled: $enabled) { errors { message code } }
      }`,
      variables: { store, remote, enabled },
    },
  });
  const body = await response.json();
  if (!response.ok() || body.errors?.length || body.data?.operatorSetRemote?.errors?.length) {
    throw new Error(`operatorSetRemote failed: ${JSON.stringify(body)}`);
  }
}

/** The two widths the journeys look at the shop in: a phone and a desktop. */
export const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } } as const;

/**
 * A long flow once per storefront and once per width: the German storefront on a phone, the Dutch on a
 * desktop (ADR 0069). phone-layout.spec.ts and visual.spec.ts look at every page at both widths.
 */
export function germanPhoneDutchDesktop<German, Dutch>(german: German, dutch: Dutch): ReadonlyArray<readonly [German | Dutch, (typeof WIDTHS)[keyof typeof WIDTHS]]> {
  return [
    [german, WIDTHS.phone],
    [dutch, WIDTHS.desktop],
  ];
}
