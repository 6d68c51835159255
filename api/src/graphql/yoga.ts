/**
 * The GraphQL endpoint (graphql-yoga). Each operation is scoped to a storefront before it runs;
 * errors are masked to the spec §8 shape; limits guard against expensive queries.
 */
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { type Plugin, type YogaLogger, type YogaServerInstance, createYoga } from 'graphql-yoga';
import { type VisitorSession, sessionFromRequest } from '../domains/cart/session';
import { createCatalogueLoaders } from '../domains/catalogue/loaders';
import { resolveRequestScope } from '../domains/storefront/request-scope';
import type { ClientInfo } from '../http/client-address';
import { randomUUID } from 'node:crypto';
import { authenticateOperator } from '../operator/authenticate';
import { auditIpHash } from '../domains/operator/audit';
import type { OperatorPrincipal } from '../domains/operator/roles';
import { OperatorSessionCookie, operatorOfSession, operatorTokenOf } from '../domains/operator/sessions';
import { ItemBudget } from './budget';
import type { ApiServices, RequestContext } from './context';
import { redeemTokenOf } from '../domains/redeem/redeem-token';
import { rolloutVariant } from '../domains/storefront/visitor-remotes-of';
import { rolloutVisitorOf } from '../remotes/visitor-remotes';
import { DEFAULT_QUERY_LIMITS, type QueryLimits, useQueryLimits } from './limits';
import { isClientError, maskError, useSpecErrorCodes } from './mask-error';
import { useRequestHygiene } from './request-hygiene';
import { useErrorMetrics, useOperationMetrics } from './operation-metrics';
import { type PublicAnswerCache, usePublicAnswerCache } from './public-answer-cache';
import { buildSchema } from './schema';
import { useLegacyDocuments } from './legacy-documents';
import { type DocumentNode, Kind } from 'graphql';
import { log, noteRequest, requestContext } from '../observability/log';
import { LIMITS, type LimitDefinition, consumeLimits } from '../security/rate-limit';
import { type OverrideSwitch, overrideOfCookieHeader } from '../remotes/local-override';
import { findRelease } from '../remotes/registry';
import { previewOfCookieHeader } from '../remotes/release-preview';
import { useOperationSpans } from '../observability/tracing-graphql';

export interface YogaOptions extends ApiServices {
  operatorToken: string | undefined;
  /** Introspection (and GraphiQL) on? Off in production unless ALLOW_INTROSPECTION. */
  introspection: boolean;
  limits?: Partial<Omit<QueryLimits, 'introspection'>>;
  /** Origins allowed to call with credentials, besides the dev origins. */
  corsOrigins?: string[];
  /** Allow the dev servers' origins (DEV_ORIGIN) with credentials; default true, false in production. */
  allowDevOrigins?: boolean;
  logger?: YogaLogger;
  /** Where public answers are kept (public-answer-cache.ts); none: every operation runs. */
  publicAnswers?: PublicAnswerCache;
  /** Queries for public data the cache did not answer, per client in 10 s; default LIMITS.publicAnswerMissesPerIp's. */
  publicMissesPerClient?: number;
  /**
   * Where a local remote override is managed (ADR 0031): `query` in the demo (the query switch),
   * `console` in production (only operators set one); default console.
   */
  overrideSwitch?: OverrideSwitch;
}

/** The webpack dev servers of the shell and the remotes (ports 3000-3005) on any *.localhost name. */
const DEV_ORIGIN = /^http:\/\/(?:[a-z0-9-]+\.)*(?:localhost|127\.0\.0\.1):300[0-5]$/;

export function isAllowedOrigin(origin: string, extra: string[] = [], allowDevOrigins = true): boolean {
  // In production any local process on a visitor's machine could serve one of these origins.
  return (allowDevOrigins && DEV_ORIGIN.test(origin)) || extra.includes(origin);
}

/**
 * Requests without a preflight (GET, form and text bodies) must carry one of these. Our client sends
 * x-store, x-lang and x-country on every call; a cross-site form or image tag cannot.
 */
export const CSRF_HEADERS = ['x-store', 'x-lang', 'x-country', 'x-graphql-yoga-csrf'];

/** yoga's lines in the shop's log (redacted there), except client errors (bad input, ShopError): they are not server faults. */
export const shopLogger: YogaLogger = {
  debug: () => {},
  info: (...args) => log.info({ details: args }, `[graphql] ${summary(args)}`),
  warn: (...args) => log.warn({ details: args }, `[graphql] ${summary(args)}`),
  error: (...args) => {
    if (args.length > 0 && args.every((a) => isClientError(a))) return;
    log.error({ details: args }, `[graphql] ${summary(args)}`);
  },
};

/** yoga's arguments as a message: its words and its errors' messages (the whole errors go in `details`). */
function summary(args: unknown[]): string {
  return args
    .map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? arg.message : ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * The operation name(s) of a GraphQL request in its log context (the access line's `operation`):
 * the named operation, else every named one of the document, else `anonymous`. Never the query text
 * or the variables (a redeem token, an e-mail).
 */
export function operationNames(document: DocumentNode, operationName: string | null | undefined): string {
  if (operationName && /^[_A-Za-z][_0-9A-Za-z]{0,99}$/.test(operationName)) return operationName;
  const names = document.definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : []));
  return names.length ? names.slice(0, 10).join(',') : 'anonymous';
}

function useRequestLogContext(): Plugin {
  return {
    onParse({ context }) {
      // yoga's context holds the request's params (query, operationName, variables).
      const operationName = (context as { params?: { operationName?: string | null } }).params?.operationName;
      return ({ result }) => {
        if (result && typeof result === 'object' && 'kind' in result && result.kind === Kind.DOCUMENT) {
          noteRequest({ operation: operationNames(result as DocumentNode, operationName) });
        }
      };
    },
  };
}

/**
 * What server.ts hands yoga for each request: the client as client-address.ts read it (TRUST_PROXY).
 * Absent for in-process requests (the SEO head's queries).
 */
export interface ServerContext {
  client?: ClientInfo;
  /**
   * The request came to the operator endpoint (/operator/graphql): only there does the operator
   * session cookie count (its Path keeps browsers from sending it anywhere else; this keeps a
   * hand-made request to /graphql from using it either).
   */
  operatorEndpoint?: boolean;
  /** A server render's query (RequestContext.serverRender). */
  serverRender?: boolean;
}
export type ShopYoga = YogaServerInstance<ServerContext, RequestContext>;

/** Sends the cart cookie and the operator session cookie a resolver issued or ended during the operation. */
function useSessionCookie(sessions: WeakMap<Request, VisitorSession>, operatorSessions: WeakMap<Request, OperatorSessionCookie>): Plugin {
  return {
    onResponse({ request, response }) {
      const cookie = sessions.get(request)?.setCookieHeader();
      if (cookie) response.headers.append('set-cookie', cookie);
      const operatorCookie = operatorSessions.get(request)?.setCookieHeader();
      if (operatorCookie) response.headers.append('set-cookie', operatorCookie);
    },
  };
}

/**
 * The operator of a request: a bearer token (the shared one, or a personal API token) wins (a wrong one counts against the address and is no
 * operator, even with a session cookie beside it: credentials that were given and failed must fail);
 * else, on the operator endpoint, the account of a live operator session.
 */
async function operatorOf(
  options: YogaOptions,
  request: Request,
  clientIp: string | null,
  cookie: OperatorSessionCookie,
): Promise<{ operator: OperatorPrincipal | null; lockedOut: boolean }> {
  const authorization = request.headers.get('authorization');
  if (authorization && /^Bearer\s/i.test(authorization.trim())) {
    const bearer = await authenticateOperator(options.db, options.secrets.limitKey, authorization, options.operatorToken, clientIp);
    return { operator: bearer.principal, lockedOut: bearer.lockedOut };
  }
  if (!cookie.token) return { operator: null, lockedOut: false };
  return { operator: await operatorOfSession(options.db, cookie.token), lockedOut: false };
}

/** `LIMITS.publicAnswerMissesPerIp` with this server's count per client (PUBLIC_MISSES_PER_CLIENT). */
export function publicMissLimit(perClient = LIMITS.publicAnswerMissesPerIp.limit): LimitDefinition {
  return { ...LIMITS.publicAnswerMissesPerIp, limit: perClient };
}

/**
 * A client's query for public data that the public answer cache did not answer (issue 31): a unit of
 * its budget per public root field it asks for. The shop's own in-process queries (the SEO head) have no client and are not counted; a
 * server render's are the visitor's own (server.ts passes its client), counted but never refused.
 */
function publicMissBudget(perClient?: number) {
  const limit = publicMissLimit(perClient);
  return async (context: RequestContext, units: number): Promise<boolean> => {
    if (!context.clientIp) return true;
    const counted = await consumeLimits(context.db, context.secrets.limitKey, [{ limit, key: context.clientIp, hits: units }]);
    return counted.allowed || context.serverRender === true;
  };
}

export function createShopYoga(options: YogaOptions): ShopYoga {
  const sessions = new WeakMap<Request, VisitorSession>();
  const operatorSessions = new WeakMap<Request, OperatorSessionCookie>();
  const services: ApiServices = {
    db: options.db,
    directory: options.directory,
    registry: options.registry,
    root: options.root,
    urls: options.urls,
    payments: options.payments,
    selfUrl: options.selfUrl,
    secrets: options.secrets,
    publicEntities: options.publicEntities,
    storefrontRemotes: options.storefrontRemotes,
    captcha: options.captcha,
    activation: options.activation,
    invoicing: options.invoicing,
    fraud: options.fraud,
    doubler: options.doubler,
    smokeRender: options.smokeRender,
    addressLookup: options.addressLookup,
  };
  const schema = buildSchema();
  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.introspection,
    landingPage: false,
    // Uploads are not part of the API, and multipart bodies need no CORS preflight (CSRF).
    multipart: false,
    logging: options.logger ?? shopLogger,
    // Our maskError never adds stacks or original errors, whatever NODE_ENV says.
    maskedErrors: { maskError, isDev: false },
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !isAllowedOrigin(origin, options.corsOrigins, options.allowDevOrigins ?? true)) return false;
      return { origin, credentials: true, methods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 };
    },
    context: async ({ request, client, params, operatorEndpoint, serverRender }) => {
      const scope = await resolveRequestScope(options.directory, {
        store: request.headers.get('x-store'),
        lang: request.headers.get('x-lang'),
        country: request.headers.get('x-country'),
        host: request.headers.get('host'),
      });
      noteRequest({ storefront: scope.storefront.key });
      const clientIp = client?.ip ?? null;
      const forwardedProto = client?.forwardedProto ?? null;
      // Secure cookies whenever the visitor is on https, also behind a trusted TLS-terminating proxy.
      const session = await sessionFromRequest(options.db, request, new URL(request.url).protocol === 'https:' || forwardedProto === 'https');
      sessions.set(request, session);
      const secure = new URL(request.url).protocol === 'https:' || forwardedProto === 'https';
      const operatorCookie = new OperatorSessionCookie(secure, operatorEndpoint ? operatorTokenOf(request.headers.get('cookie')) : null);
      operatorSessions.set(request, operatorCookie);
      const operator = await operatorOf(options, request, clientIp, operatorCookie);
      const override = overrideOfCookieHeader(options.secrets.limitKey, request.headers.get('cookie'));
      const preview = previewOfCookieHeader(options.secrets.limitKey, request.headers.get('cookie'));
      return {
        ...services,
        scope,
        session,
        now: new Date(),
        clientIp,
        forwardedProto,
        forwardedHost: client?.forwardedHost ?? null,
        serverRender: serverRender === true,
        operator: operator.operator,
        operatorLockedOut: operator.lockedOut,
        operatorSession: operatorCookie,
        // The HTTP request's id (request-context.ts): the audit log's rows and the log lines agree.
        requestId: requestContext()?.requestId ?? randomUUID(),
        auditIpHash: auditIpHash(options.secrets.limitKey, clientIp),
        loaders: createCatalogueLoaders(options.db, scope, options.publicEntities),
        redeemToken: redeemTokenOf(params?.variables),
        rolloutVisitor: rolloutVisitorOf(request.headers.get('cookie')),
        budget: new ItemBudget(),
        remoteOverride: override ? { ...override, switch: options.overrideSwitch ?? 'console' } : null,
        releasePreview: preview ? ((await findRelease(options.db, preview.remote, preview.version)) ?? null) : null,
      };
    },
    plugins: [
      // First: its span holds every other plugin's work, answers from the public cache included.
      useOperationSpans(),
      // Next: it times every execution, those a later plugin answers itself (the public answers) too.
      useOperationMetrics(),
      useRequestLogContext(),
      useCSRFPrevention({ requestHeaders: CSRF_HEADERS }),
      useRequestHygiene(),
      // Before validation: documents of releases built against an older shape of a field (ADR 0059).
      useLegacyDocuments(schema),
      useQueryLimits({ ...DEFAULT_QUERY_LIMITS, ...options.limits, introspection: options.introspection }),
      useSpecErrorCodes({ hideSuggestions: !options.introspection }),
      // After useSpecErrorCodes: it counts the errors by the code that plugin gave them.
      useErrorMetrics(),
      useSessionCookie(sessions, operatorSessions),
      ...(options.publicAnswers ? [usePublicAnswerCache(options.publicAnswers, { variantOf: rolloutVariant, admitMiss: publicMissBudget(options.publicMissesPerClient) })] : []),
    ],
  });
}
