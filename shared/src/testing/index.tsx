import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { act, render, type RenderResult } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Kind, parse, print } from 'graphql';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RemotePageProps } from '../remote/contract';
import { Provider as UrqlProvider } from 'urql';
import { Client, makeErrorResult, makeResult, type OperationResult } from '@urql/core';
import { filter, map, pipe } from 'wonka';
import { errorMiddlewareExchange } from '../graphql/client';
import type { ShopErrorEntry } from '../graphql/errors';
import { eventBus } from '../events/event-bus';
import { createShopRouter, StorefrontProvider } from '../storefront/context';
import type { StorefrontConfig } from '../storefront/types';
import { declaredRoutesOf, REMOTE_NAMES, type RemoteModule, type RemoteName } from '../remote/contract';
import { type DeclaredRoute, parseSourceDeclaration } from '../routes/release-declaration';
import { SHOP_CONTRACT_VERSION } from '../contract/contract-version';
import { buildStorefrontRoutes, type RemoteRoutesSource } from '../routes/storefront-routes';
import type { SpecRouteKey } from '../routes/route-keys';
import { compilePattern } from '../routes/path-pattern';
import { PATH_VARIANTS, SPEC_ROUTE_TABLES } from '../routes/route-tables';

/**
 * The teams the architecture gives the spec's screens: the releases of a shop in which every spec
 * screen exists, declared as the teams' route modules declare them (`<feature>/<key>.route.ts`: the redeem flow's
 * header, the account pages that need a login, the doubler's toggle). Component tests run against it
 * by default, so a link under test is there unless the test takes a screen away
 * (`testStorefront(kind, {}, { releases })`).
 */
type Facets = Omit<DeclaredRoute, 'key'>;
const REDEEM_FLOW: Facets = { header: 'redeem' };
const LOGGED_IN: Facets = { requiresLogin: true };
const DOUBLER: Facets = { toggle: 'balanceDoubler' };
const declare = (keys: readonly SpecRouteKey[], facets: Partial<Record<SpecRouteKey, Facets>> = {}): DeclaredRoute[] => keys.map((key) => ({ ...facets[key], key }));

const SPEC_SCREENS_BY_TEAM: Record<RemoteName, readonly DeclaredRoute[]> = {
  catalogue: declare(['home', 'productList', 'productDetail', 'allInOneCard', 'locations', 'location', 'categoryAll', 'category', 'occasions', 'occasion']),
  basketCheckout: declare(['basket', 'checkout', 'paymentProcessing', 'confirmation', 'confirmationOrder', 'reorder']),
  redeem: declare(
    ['balanceCheck', 'redeemShop', 'redeemBusinessShop', 'redeemInfo', 'redeemCheckout', 'activation', 'activationSuccess', 'cardData', 'doubler', 'doublerThanks'],
    {
      balanceCheck: REDEEM_FLOW, redeemShop: REDEEM_FLOW, redeemBusinessShop: REDEEM_FLOW, redeemInfo: REDEEM_FLOW, redeemCheckout: REDEEM_FLOW,
      doubler: DOUBLER, doublerThanks: DOUBLER,
    },
  ),
  account: declare(
    [
      'accountIdentify', 'login', 'register', 'registerSuccess', 'accountOverview', 'orders', 'accountData', 'addressBook',
      'forgotPassword', 'forgotPasswordSuccess', 'newPassword', 'newPasswordSuccess',
    ],
    { accountOverview: LOGGED_IN, orders: LOGGED_IN, accountData: LOGGED_IN, addressBook: LOGGED_IN },
  ),
  content: declare([
    'blog', 'blogArticle', 'contact', 'helpdesk', 'business', 'imprint', 'terms', 'withdrawal', 'privacy', 'cookies', 'delivery',
    'cancelationPolicy', 'notFound', 'landing',
  ]),
};

export const SPEC_COMPLETE_RELEASES: readonly RemoteRoutesSource[] = REMOTE_NAMES.map((remote) => ({
  remote,
  routes: SPEC_SCREENS_BY_TEAM[remote],
}));

export interface TestStorefrontOptions {
  /** What the enabled remotes' releases declare (default: every spec screen, SPEC_COMPLETE_RELEASES). */
  releases?: readonly RemoteRoutesSource[];
}

/**
 * Test fixtures shaped like the API's storefront config for the German and the Dutch storefront. The
 * routes are built like the API builds them (buildStorefrontRoutes over the enabled remotes'
 * declarations), after the overrides, so a remote switched off in `overrides.remotes` has no routes.
 */
export function testStorefront(
  kind: 'de' | 'nl' = 'de',
  overrides: Partial<StorefrontConfig> = {},
  options: TestStorefrontOptions = {},
): StorefrontConfig {
  const base: StorefrontConfig =
    kind === 'de'
      ? {
          key: 'CBDE', storeId: 60, brand: 'CB', name: 'Geschenkkarten', countryCode: 'DE', timeZone: 'Europe/Berlin', locale: 'de-de',
          defaultLanguage: 'de', currency: 'EUR', pathVariant: 'de',
          languages: [{ code: 'de', isDefault: true, currency: 'EUR' }, { code: 'en', isDefault: false, currency: 'EUR' }],
          hosts: ['localhost'], featureToggles: defaultToggles(), remotes: [], routes: [], localOverrideSwitch: null,
        }
      : {
          key: 'CB', storeId: 1, brand: 'CB', name: 'Cadeaubon', countryCode: 'NL', timeZone: 'Europe/Amsterdam', locale: 'nl-nl',
          defaultLanguage: 'nl', currency: 'EUR', pathVariant: 'nl',
          languages: [{ code: 'nl', isDefault: true, currency: 'EUR' }, { code: 'en', isDefault: false, currency: 'EUR' }],
          hosts: ['cb.localhost'], featureToggles: defaultToggles(), remotes: [], routes: [], localOverrideSwitch: null,
        };
  base.remotes = REMOTE_NAMES.map((name) => ({
    name, enabled: true, version: '1.0.0', manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`, contractVersion: SHOP_CONTRACT_VERSION, localOverride: false, integrity: null,
  }));
  const config = { ...base, ...overrides };
  if (!overrides.routes) {
    const enabled = new Set(config.remotes.filter((r) => r.enabled && r.manifestUrl).map((r) => r.name));
    const releases = (options.releases ?? SPEC_COMPLETE_RELEASES).filter((release) => enabled.has(release.remote));
    config.routes = buildStorefrontRoutes(config.pathVariant, releases, config.featureToggles);
  }
  return config;
}

function defaultToggles(): StorefrontConfig['featureToggles'] {
  return {
    languageSwitcher: true, iconLabels: true, footerLogos: true, cookiesFooterLink: true, searchAnalytics: false,
    headerVersion: 1, identifyModal: 'guest', hasChoiceCard: false, businessMenu: true, redeemDelayWarning: false, businessPageVersion: 1,
    balanceDoubler: true,
  };
}

export interface RenderInShopOptions {
  config?: StorefrontConfig;
  path?: string;
  client?: Client;
  /** Router state of the first entry, as a link hands it over (e.g. `{ returnTo: '/kasse/' }`). */
  state?: unknown;
}

/** A path with its query and fragment as a router entry. */
function entryOf(path: string): { pathname: string; search: string; hash: string } {
  const url = new URL(path, 'http://shop.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** Renders a component the way the shell mounts pages: router, storefront context, GraphQL client. */
export function renderInShop(ui: ReactElement, options: RenderInShopOptions = {}): RenderResult {
  return render(inShop(ui, options));
}

/** `ui` inside what the shell gives a page: router, storefront context, GraphQL client. */
function inShop(ui: ReactElement, options: RenderInShopOptions): ReactElement {
  const config = options.config ?? testStorefront('de');
  const router = createShopRouter(config);
  const path = options.path ?? '/';
  const match = router.match(path.split('?')[0] as string);
  const inner = (
    <StorefrontProvider config={config} router={router} match={match}>
      {ui}
    </StorefrontProvider>
  );
  return (
    <MemoryRouter initialEntries={[options.state === undefined ? path : { ...entryOf(path), state: options.state }]}>
      {options.client ? <UrqlProvider value={options.client}>{inner}</UrqlProvider> : inner}
    </MemoryRouter>
  );
}

/**
 * A server-rendered page in the browser (issue 36): `ui` rendered to HTML as the server does, put into
 * the document, then `beforeHydration` plays the shopper who uses it before the code runs (clicks a
 * radio, types a quantity: the browser's own behaviour, no React), then React hydrates that HTML.
 * Everything `ui` needs must be there synchronously (preloaded catalogues, data as props).
 */
export async function hydrateInShop(
  ui: ReactElement,
  options: RenderInShopOptions & { beforeHydration?: (container: HTMLElement) => void | Promise<void> } = {},
): Promise<RenderResult> {
  // The boot data of a server-rendered document, as the shell's server writes it: what the page's
  // components read at mount to start from the server's render (mountsOnServerDocument).
  const booted = window as { __SHOP_BOOT__?: Record<string, unknown> };
  const bootBefore = booted.__SHOP_BOOT__;
  booted.__SHOP_BOOT__ = { ...bootBefore, serverRendered: true };
  try {
    const container = document.createElement('div');
    container.innerHTML = renderToString(inShop(ui, options));
    document.body.append(container);
    await options.beforeHydration?.(container);
    let view: RenderResult | undefined;
    await act(async () => {
      view = render(inShop(ui, options), { container, hydrate: true }) as unknown as RenderResult;
    });
    return view as RenderResult;
  } finally {
    booted.__SHOP_BOOT__ = bootBefore;
  }
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={location.state ? JSON.stringify(location.state) : undefined}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * A remote's page as the shell mounts it, at `path`, with a client answering by operation name, a
 * user-event session, and a probe of the router's location (`currentLocation()`).
 */
export function renderRemotePage(
  Page: ComponentType<RemotePageProps>,
  props: RemotePageProps,
  options: { path: string; answers?: Answers; config?: StorefrontConfig; advanceTimers?: (ms: number) => Promise<void> | void; state?: unknown },
) {
  const client = answeringClient(options.answers ?? {});
  const view = renderInShop(
    <>
      <Page {...props} />
      <LocationProbe />
    </>,
    { client, config: options.config ?? testStorefront('de'), path: options.path, state: options.state },
  );
  return { ...view, client, user: userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {}) };
}

/**
 * What asked the shell for its general error modal ("Oh oh, da ist etwas schiefgelaufen") since the
 * call: a form that shows an answer's errors at its fields must leave this empty.
 */
export function watchErrorModal(): { requested: ShopErrorEntry[]; stop(): void } {
  const requested: ShopErrorEntry[] = [];
  const stop = eventBus.on('shell:error-requested', ({ error }) => requested.push(error));
  return { requested, stop };
}

/** The router's location (path and search) of a page rendered with renderRemotePage. */
export const currentLocation = () => screen.getByTestId('location').textContent;
/** The router state the current location was reached with (what the last navigation handed over). */
export const currentLocationState = (): unknown => JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');

/** The variables of the calls of one operation. */
export function callsOf(client: ReturnType<typeof answeringClient>, name: string) {
  return client.calls.filter((call) => call.name === name).map((call) => call.variables);
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

const GRAPHQL_ERRORS = Symbol('shop.graphql-errors');
const NOT_YET = Symbol('shop.not-yet-answered');
const UNREACHABLE = Symbol('shop.unreachable');

/**
 * An operation whose request gets no answer at all (offline, the API down: spec §8 connection failure),
 * as urql reports a failed fetch.
 */
export function answerUnreachable<Data, Variables>(document: string & DocumentTypeDecoration<Data, Variables>): Answers {
  const [name] = Object.keys(answer(document, null));
  return { [name as string]: UNREACHABLE };
}

interface ErrorsReply {
  [GRAPHQL_ERRORS]: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Answers an operation the way the API refuses a caller mistake: GraphQL errors (message and the spec's
 * code, referencedRequestParameter in extensions) and no data.
 */
export function answerWithErrors<Data, Variables>(
  document: string & DocumentTypeDecoration<Data, Variables>,
  errors: { message: string; extensions?: Record<string, unknown> }[],
): Answers {
  const [name] = Object.keys(answer(document, null));
  return { [name as string]: { [GRAPHQL_ERRORS]: errors } satisfies ErrorsReply };
}

/**
 * An operation the API has not answered yet: the call is recorded and stays in flight for the rest of
 * the test, so a test sees the screen's loading state (its skeleton) as a shopper on a slow line does.
 */
export function answerNotYet<Data, Variables>(document: string & DocumentTypeDecoration<Data, Variables>): Answers {
  const [name] = Object.keys(answer(document, null));
  return { [name as string]: NOT_YET };
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
    // The browser client's general error middleware too: a page that shows an answer's errors itself
    // and forgets to opt out (`handleErrors: false`) opens the error modal in its tests as in the shop.
    exchanges: [
      errorMiddlewareExchange,
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
            if (reply === NOT_YET) return null;
            if (reply === UNREACHABLE) return makeErrorResult(operation, new TypeError('Failed to fetch'));
            const data = typeof reply === 'function' ? (reply as (v: Record<string, unknown>) => unknown)(variables) : reply;
            if (data && typeof data === 'object' && GRAPHQL_ERRORS in data) {
              return makeResult(operation, { data: null, errors: (data as ErrorsReply)[GRAPHQL_ERRORS] });
            }
            return makeResult(operation, { data: data ?? null });
          }),
          filter((result): result is OperationResult => result !== null),
        ),
    ],
  });
  return Object.assign(client, { calls });
}

/**
 * What the registry would refuse in the release declaration generated from a remote's route modules
 * (empty: nothing), and every page without its team's byte budget (maxJsGzipBytes). Each remote's
 * release test calls it, so a mistake shows in the team's own tests before a release is built.
 */
export function releaseDeclarationProblems(module: RemoteModule): string[] {
  const routes = declaredRoutesOf(module);
  const parsed = parseSourceDeclaration({ routes });
  if (!parsed.ok) return parsed.problems;
  return [
    ...routes.filter((route) => route.maxJsGzipBytes === undefined).map((route) => `the route module of "${route.key}" declares no maxJsGzipBytes`),
    ...routes
      .filter((route) => namesAnEntity(route) && !module.routes[route.key]?.loader && !ENTITY_KEYS_WITHOUT_LOADER.has(route.key))
      .map((route) => `the route module of "${route.key}" names an entity in its path but has no loader to answer 404 when it does not exist`),
  ];
}

/**
 * Spec keys whose path names something the API does not look up yet (the business page's product,
 * the redeem business shop's page of the visitor's token): they answer 200 and their screen handles a
 * missing one. The issue that adds the entity gives the route module its loader and takes the key out of
 * here (issue 36 did so for redeemInfo, the company page).
 */
const ENTITY_KEYS_WITHOUT_LOADER: ReadonlySet<string> = new Set(['business', 'redeemBusinessShop']);

/**
 * A path parameter that is not a page number names an entity. A list's page number past its end is a
 * 404 too (issue 36), but a list route may leave that to its page: not every list has more than one page.
 */
function namesAnEntity(route: DeclaredRoute): boolean {
  const patterns = route.patterns ? Object.values(route.patterns) : PATH_VARIANTS.flatMap((variant) => SPEC_ROUTE_TABLES[variant].filter((entry) => entry.key === route.key).map((entry) => entry.pattern));
  return patterns.some((pattern) => pattern !== undefined && compilePattern(pattern).segments.some((segment) => segment.kind === 'param' && !segment.digits));
}
export * from './route-loaders';
