import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { Client, makeResult } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import { createShopRouter, StorefrontProvider } from '../storefront/context';
import type { StorefrontConfig } from '../storefront/types';
import { REMOTE_NAMES } from '../remote/contract';

/** Test fixtures shaped like the API's storefront config for the German and the Dutch storefront. */
export function testStorefront(kind: 'de' | 'nl' = 'de', overrides: Partial<StorefrontConfig> = {}): StorefrontConfig {
  const base: StorefrontConfig =
    kind === 'de'
      ? {
          key: 'CBDE', storeId: 60, brand: 'CB', name: 'Geschenkkarten', countryCode: 'DE', locale: 'de-de',
          defaultLanguage: 'de', currency: 'EUR', pathVariant: 'de',
          languages: [{ code: 'de', isDefault: true, currency: 'EUR' }, { code: 'en', isDefault: false, currency: 'EUR' }],
          hosts: ['localhost'], featureToggles: defaultToggles(), remotes: [],
        }
      : {
          key: 'CB', storeId: 1, brand: 'CB', name: 'Cadeaubon', countryCode: 'NL', locale: 'nl-nl',
          defaultLanguage: 'nl', currency: 'EUR', pathVariant: 'nl',
          languages: [{ code: 'nl', isDefault: true, currency: 'EUR' }, { code: 'en', isDefault: false, currency: 'EUR' }],
          hosts: ['cb.localhost'], featureToggles: defaultToggles(), remotes: [],
        };
  base.remotes = REMOTE_NAMES.map((name) => ({
    name, enabled: true, version: '0.1.0', manifestUrl: `/remotes/${name}/0.1.0/mf-manifest.json`,
  }));
  return { ...base, ...overrides };
}

function defaultToggles(): StorefrontConfig['featureToggles'] {
  return {
    languageSwitcher: true, iconLabels: true, footerLogos: true, cookiesFooterLink: true, searchAnalytics: false,
    headerVersion: 1, identifyModal: 'guest', hasChoiceCard: false, businessMenu: true, redeemDelayWarning: false,
  };
}

export interface RenderInShopOptions {
  config?: StorefrontConfig;
  path?: string;
  client?: Client;
}

/** Renders a component the way the shell mounts pages: router, storefront context, GraphQL client. */
export function renderInShop(ui: ReactElement, options: RenderInShopOptions = {}): RenderResult {
  const config = options.config ?? testStorefront('de');
  const router = createShopRouter(config);
  const path = options.path ?? '/';
  const match = router.match(path.split('?')[0] as string);
  const wrap = (children: ReactNode) => {
    const inner = (
      <StorefrontProvider config={config} router={router} match={match}>
        {children}
      </StorefrontProvider>
    );
    return (
      <MemoryRouter initialEntries={[path]}>
        {options.client ? <UrqlProvider value={options.client}>{inner}</UrqlProvider> : inner}
      </MemoryRouter>
    );
  };
  return render(wrap(ui));
}

/**
 * A urql client for component tests that answers each operation by its name from `answers` (data
 * objects, or functions of the variables) and records what was asked, without a network.
 */
export function answeringClient(answers: Record<string, unknown | ((variables: Record<string, unknown>) => unknown)>) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const client = new Client({
    url: 'http://test.invalid/graphql',
    exchanges: [
      () => (operations$) =>
        pipe(
          operations$,
          filter((operation) => operation.kind !== 'teardown'),
          map((operation) => {
            const definition = operation.query.definitions.find((d) => d.kind === 'OperationDefinition');
            const name = definition && 'name' in definition && definition.name ? definition.name.value : '';
            const variables = (operation.variables ?? {}) as Record<string, unknown>;
            calls.push({ name, variables });
            const answer = answers[name];
            const data = typeof answer === 'function' ? (answer as (v: Record<string, unknown>) => unknown)(variables) : answer;
            return makeResult(operation, { data: data ?? null });
          }),
        ),
    ],
  });
  return Object.assign(client, { calls });
}
