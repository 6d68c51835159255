import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { render, type RenderResult } from '@testing-library/react';
import { Kind, parse, print } from 'graphql';
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

/** How a test answers one operation: its data, or a function of the operation's variables. */
export type Answer<Data = unknown, Variables = Record<string, unknown>> = Data | ((variables: Variables) => Data);
export type Answers = Record<string, Answer>;

/** The checker the Jest environment (shared/build/jest-environment.cjs) puts into every test file. */
interface DocumentChecker {
  check(source: string, operationName: string): readonly string[];
}

function documentChecker(): DocumentChecker {
  const checker = (globalThis as { __SHOP_GRAPHQL_DOCUMENTS__?: DocumentChecker }).__SHOP_GRAPHQL_DOCUMENTS__;
  if (!checker) {
    throw new Error('answeringClient validates documents against the API schema: run the tests with the @shop/shared Jest preset (shared/build/jest.cjs)');
  }
  return checker;
}

/**
 * A typed answer for answeringClient, keyed by the document's operation name:
 * `answeringClient({ ...answer(CART_QUERY, { cartV2: … }) })`. The data must have the shape the
 * generated result type of the document says, so a test cannot answer with fields the document lacks.
 */
export function answer<Data, Variables>(document: string & DocumentTypeDecoration<Data, Variables>, reply: Answer<Data | null, Variables>): Answers {
  const operation = parse(document).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation?.name) throw new Error(`answer() needs a named operation, got: ${document}`);
  return { [operation.name.value]: reply as Answer };
}

/**
 * A urql client for component tests that answers each operation by its name from `answers` (data
 * objects, or functions of the variables) and records what was asked, without a network.
 *
 * Every operation is first validated against the API's schema (@shop/api/schema.graphql): one that does
 * not validate gets the API's kind of answer (GraphQL errors, no data) and fails the running test from
 * the Jest setup's afterEach, whatever the component made of the error.
 */
export function answeringClient(answers: Answers) {
  const checker = documentChecker();
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
            const problems = checker.check(print(operation.query), name);
            if (problems.length > 0) return makeResult(operation, { data: null, errors: problems.map((message) => ({ message })) });
            const reply = answers[name];
            const data = typeof reply === 'function' ? (reply as (v: Record<string, unknown>) => unknown)(variables) : reply;
            return makeResult(operation, { data: data ?? null });
          }),
        ),
    ],
  });
  return Object.assign(client, { calls });
}
