/**
 * Answers that are the same for every visitor of a storefront, language and country (catalogue,
 * store data, page metadata, storefront config) are kept in memory and served without running a
 * resolver or a query again (ADR 0017). Three rules keep it correct:
 *
 * 1. Only public answers: an operation is cached only when it is a query whose root fields are all
 *    in PUBLIC_ROOT_FIELDS. Anything per-visitor (cart, orders, payments, session) or operator-only
 *    is never cached, and a new root field is uncached until someone decides it is public.
 * 2. Keyed by what a public answer depends on: the document, its variables, and the request scope
 *    (storefront, language, country) plus the proxy's host and protocol (absolute URLs).
 * 3. Emptied when public data changes, not when a timer runs out: migration 0010's triggers notify
 *    `public_data_changed` at commit, every API process listens (DatabaseHandle.onPublicDataChange)
 *    and calls `clear()`. An answer computed from data read before a change is not stored after it
 *    (generations). The time to live only bounds memory use for answers nobody asks for.
 *
 * The cache sits behind envelop's response-cache plugin, which does the execution plumbing.
 *
 * Public work the cache does not answer is rationed per client (issue 31, `admitMiss`): any query
 * with new arguments is a miss, so without a budget anyone could keep the server busy by varying
 * them. An answer served from the cache costs nothing.
 */
import { publicCacheLookups } from '../observability/metrics';
import { type Cache, type CacheEntityRecord, defaultGetDocumentString, useResponseCache } from '@envelop/response-cache';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  getOperationAST,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { tooManyAttemptsError } from '../security/rate-limit';
import type { PublicEntityCache } from '../domains/catalogue/loaders';
import type { RequestContext } from './context';
import { maskError } from './mask-error';

/** Query fields whose answer depends only on the request scope and the public data. */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'ping',
  'storefrontConfig',
  'storeData',
  'categories',
  'category',
  'products',
  'product',
  'taxonomy',
  'occasions',
  'occasion',
  'queue',
  'pageMetadata',
  'locations',
  'location',
  // The storefront's option and fee prices (storefront_pricing), not the visitor's cart.
  'cartPrices',
  // Search reads only the catalogue (its tables notify like the rest); every new input is a miss, so
  // the indexes keep the uncached search fast (search.queries.ts), the cache serves the popular ones,
  // and each miss spends the client's budget like any other (`admitMiss`).
  'search_v1',
  'popularSearchResults',
  // The content team's pages (content_pages, blog, landing pages, helpdesk: their tables notify too).
  'legalPage',
  'blog',
  'blogArticle',
  'landingPage',
  'helpdesk',
  // The business page's volume prices (business_volume_prices notifies like the rest).
  'businessVolumePrices',
  // The balance doubler's published draws (doubler_draws notifies; a published draw and its entry
  // list never change afterwards). Not doublerPromotion: its month follows the clock.
  'doublerDraw',
  'doublerDraws',
  'doublerDrawEntries',
]);

/**
 * Operator mutations that change public data: besides the notification, the process that ran them
 * empties its cache before answering, so the operator's next page already shows the change. Only when
 * the mutation went through (issue 31): a refused one (no credentials, a wrong role, bad input) or one
 * that failed changed nothing, and once let any stranger empty the cache every visitor reads from.
 */
const PUBLIC_DATA_MUTATIONS: ReadonlySet<string> = new Set([
  'operatorSetRemote',
  'operatorRegisterRelease',
  'operatorStartRollout',
  'operatorPromoteRollout',
  'operatorEndRollout',
  // A storefront's settings (ADR 0059): storefrontConfig answers them.
  'operatorSetStorefrontSettings',
]);

/**
 * Public root fields whose answer also depends on the visitor's side of a percentage rollout (ADR
 * 0028): the storefront config names the releases to load and their routes. Their key gets the
 * visitor's variant (`variantOf`), so an answer is shared only by visitors who get the same releases.
 */
const VARIANT_ROOT_FIELDS: ReadonlySet<string> = new Set(['storefrontConfig']);

export interface PublicAnswerCacheOptions {
  /** The visitor's variant of the VARIANT_ROOT_FIELDS ('' while no rollout runs). */
  variantOf?(context: RequestContext): Promise<string>;
  /**
   * Spends `units` of the client's budget (its public root fields, aliases included) for a query that
   * asks for public data and is not answered from the cache; false: refused (2036, never kept). None:
   * no budget.
   */
  admitMiss?(context: RequestContext, units: number): Promise<boolean>;
}

export interface PublicDataCacheOptions {
  /** Entries kept at most (least recently used go first). */
  maxEntries?: number;
  /** Longest an entry is kept when no change empties the cache first. */
  ttlMs?: number;
  /** Milliseconds clock for the time to live (tests); default performance.now. */
  clock?: { now(): number };
  /** The cache's name in shop_public_cache_lookups_total (hits and misses); none: not counted. */
  metricsName?: 'graphql_answers' | 'entities' | 'storefront_remotes';
}

/** Values derived from public data only, kept until it changes (see the top of this file). */
export interface PublicDataCache<T extends {}> {
  get(key: string): T | undefined;
  /** Whether a value is kept for `key`; unlike get(), a miss is not remembered. */
  has(key: string): boolean;
  /** Keeps `value` if no clear() came since `key` was looked up (and missed) with get(). */
  set(key: string, value: T, ttlMs?: number): void;
  /** Forgets every entry; values being computed while this happens are not kept. */
  clear(): void;
  readonly size: number;
}

export function createPublicDataCache<T extends {}>({
  maxEntries = 2_000,
  ttlMs = 10 * 60_000,
  clock,
  metricsName,
}: PublicDataCacheOptions = {}): PublicDataCache<T> {
  const hits = metricsName ? publicCacheLookups.labels(metricsName, 'hit') : undefined;
  const misses = metricsName ? publicCacheLookups.labels(metricsName, 'miss') : undefined;
  const entries = new LRUCache<string, T>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, ...(clock && { perf: clock }) });
  // The generation in which a missed key was first looked up (before its value was read from the
  // database): its value is kept only if no clear() came in between. A clear() keeps these, so a
  // later lookup of the same key cannot vouch for an older, still running one.
  const lookedUpIn = new LRUCache<string, number>({ max: maxEntries });
  let generation = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined && !lookedUpIn.has(key)) lookedUpIn.set(key, generation);
      (value === undefined ? misses : hits)?.inc();
      return value;
    },
    has: (key) => entries.has(key),
    set(key, value, ttl = ttlMs) {
      const lookedUp = lookedUpIn.get(key);
      lookedUpIn.delete(key);
      if (lookedUp !== generation) return;
      entries.set(key, value, { ttl: Math.min(ttl, ttlMs) });
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** The kept value of `key`, else `compute()`'s (kept unless public data changed meanwhile). */
export async function rememberPublic<T extends {}>(cache: PublicDataCache<T>, key: string, compute: () => Promise<T>): Promise<T> {
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const value = await compute();
  cache.set(key, value);
  return value;
}

export function createPublicEntityCache(options: PublicDataCacheOptions = {}): PublicEntityCache {
  const entries = createPublicDataCache<object>({ maxEntries: 20_000, metricsName: 'entities', ...options });
  return {
    async many<T extends object>(kind: string, ids: readonly string[], load: (missing: string[]) => Promise<Map<string, T>>) {
      const found = new Map<string, T>();
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const kept = entries.get(`${kind}|${id}`) as T | undefined;
        if (kept === undefined) missing.push(id);
        else found.set(id, kept);
      }
      if (missing.length === 0) return found;
      const loaded = await load(missing);
      for (const id of missing) {
        const value = loaded.get(id);
        if (value === undefined) continue;
        entries.set(`${kind}|${id}`, value);
        found.set(id, value);
      }
      return found;
    },
    clear: () => entries.clear(),
  };
}

/** Public GraphQL answers, in the shape envelop's response cache asks for. */
export interface PublicAnswerCache extends Cache {
  /** The public entities that per-visitor answers show (emptied with the answers). */
  entities: PublicEntityCache;
  clear(): void;
  readonly size: number;
  /**
   * Public answers not kept because they carried errors (a bad query, a refused argument): one
   * counted figure instead of a log line per request (issue 31: every bad public query logged
   * `[useResponseCache] Failed to cache`, so anyone could fill the logs).
   */
  readonly uncachedErrors: number;
  countUncachedError(): void;
  /** Whether an answer is kept for `id`, without looking it up (a miss is not remembered). */
  has(id: string): boolean;
}

export function createPublicAnswerCache(options: PublicDataCacheOptions = {}): PublicAnswerCache {
  const answers = createPublicDataCache<ExecutionResult>({ metricsName: 'graphql_answers', ...options });
  const entities = createPublicEntityCache({ clock: options.clock, ttlMs: options.ttlMs });
  const clear = () => {
    answers.clear();
    entities.clear();
  };
  let uncachedErrors = 0;
  return {
    entities,
    get: (id) => answers.get(id),
    set: (id, data, _entities: Iterable<CacheEntityRecord>, ttl) => answers.set(id, data, ttl),
    // Entity-level invalidation is not used (invalidateViaMutation is off): any request empties all.
    invalidate: clear,
    clear,
    get size() {
      return answers.size;
    },
    get uncachedErrors() {
      return uncachedErrors;
    },
    countUncachedError() {
      uncachedErrors += 1;
    },
    has: (id) => answers.has(id),
  };
}

/** True when every root field of the operation to run is a public one (no fragments at the root). */
export function isPublicQuery(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  return !!operation && isPublicOperation(operation);
}

function isPublicOperation(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (selection.name.value === '__typename' || PUBLIC_ROOT_FIELDS.has(selection.name.value)) &&
      // @include/@skip only choose fields by variables, which are part of the key.
      (selection.directives ?? []).every((directive) => CONDITIONAL_DIRECTIVES.has(directive.name.value)),
  );
}

const CONDITIONAL_DIRECTIVES: ReadonlySet<string> = new Set(['include', 'skip']);

/** Longest variables part of a key: larger inputs are answered, just not kept. */
const MAX_VARIABLES_KEY_LENGTH = 4_096;

/**
 * The variables an answer depends on: only those the operation declares (undeclared ones would
 * only split the cache), as JSON; undefined when they are too large or too deep to be worth a key.
 */
function variablesKey(operation: OperationDefinitionNode, variableValues: Record<string, unknown> | null | undefined): string | undefined {
  const declared: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variableValues && name in variableValues) declared[name] = variableValues[name];
  }
  try {
    const json = JSON.stringify(declared);
    return json.length <= MAX_VARIABLES_KEY_LENGTH ? json : undefined;
  } catch {
    return undefined; // nested too deep for JSON.stringify: execution refuses it anyway
  }
}

function changesPublicData(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'mutation') return false;
  return operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_DATA_MUTATIONS.has(selection.name.value),
  );
}

/**
 * Whether a mutation's result says it changed something: no GraphQL error and no payload `errors`
 * entry (the spec's payloads answer refusals there). A stream is never a mutation result here.
 */
function wentThrough(result: ExecutionResult | AsyncIterable<ExecutionResult>): boolean {
  if (Symbol.asyncIterator in result) return false;
  if (result.errors?.length || !result.data) return false;
  return Object.values(result.data).every((payload) => {
    if (payload === null) return false;
    const errors = typeof payload === 'object' ? (payload as { errors?: unknown }).errors : undefined;
    return !Array.isArray(errors) || errors.length === 0;
  });
}

type CacheContext = RequestContext & { request?: Request };

/** The cache key of each public operation, by its context (set before the response cache asks). */
const publicOperationKeys = new WeakMap<object, string>();

function selectsVariantField(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && VARIANT_ROOT_FIELDS.has(selection.name.value));
}

/**
 * Whether the root of an operation asks for a public field, also through fragments (which keep an
 * operation out of the cache, not out of the budget).
 */
/**
 * What one public root field costs when the cache misses, in units of the client's budget: most are
 * one indexed lookup or a page of a list; a search with a new text runs the fuzzy matching over the
 * catalogue, several times a list's work (`pnpm bench:attack` held shoppers' p99 at 5x with 120
 * searches per 10 s from one client, within 2x at 20).
 */
const MISS_UNITS: Readonly<Record<string, number>> = { search_v1: 6 };

/**
 * The units a miss of the operation costs: its public root fields, aliases and root fragments
 * included, each at its MISS_UNITS. Twenty aliased product lists are twenty lists' work, not one page's.
 */
function publicRootFields(document: DocumentNode, selections: readonly SelectionNode[], seen: Set<string>): number {
  let count = 0;
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) count += PUBLIC_ROOT_FIELDS.has(selection.name.value) ? (MISS_UNITS[selection.name.value] ?? 1) : 0;
    else if (selection.kind === Kind.INLINE_FRAGMENT) count += publicRootFields(document, selection.selectionSet.selections, seen);
    else if (!seen.has(selection.name.value)) {
      const name = selection.name.value;
      seen.add(name);
      const fragment = document.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
      if (fragment) count += publicRootFields(document, fragment.selectionSet.selections, seen);
    }
  }
  return count;
}

export function usePublicAnswerCache(cache: PublicAnswerCache, options: PublicAnswerCacheOptions = {}): Plugin<RequestContext> {
  /** The key of a public operation's answer; undefined when its variables are too large for one. */
  const answerKey = async (operation: OperationDefinitionNode, args: ExecutionArgs, context: CacheContext): Promise<string | undefined> => {
    const variables = variablesKey(operation, args.variableValues);
    if (variables === undefined) return undefined;
    const { scope, forwardedHost, forwardedProto } = context;
    const variant = options.variantOf && selectsVariantField(operation) ? await options.variantOf(context) : '';
    return [
      scope.storefront.key,
      scope.language,
      scope.country,
      forwardedHost ?? '',
      forwardedProto ?? '',
      args.operationName ?? '',
      // The whole document (fragments included), as parsed: the source text is kept by envelop.
      defaultGetDocumentString(args),
      variables,
      variant,
    ].join('\n');
  };
  const responseCache = useResponseCache<CacheContext>({
    cache,
    session: () => null,
    enabled: (context) => publicOperationKeys.has(context),
    // Changes are announced by the database (see the top of this file), not guessed from mutations.
    invalidateViaMutation: false,
    ttl: Number.POSITIVE_INFINITY,
    buildResponseCacheKey: ({ context }) => publicOperationKeys.get(context as object) as string,
    // Answers with errors are not kept; counted, not logged (the default logs a line for each).
    shouldCacheResult: ({ result }) => {
      if (!result.errors?.length) return true;
      cache.countUncachedError();
      return false;
    },
    includeExtensionMetadata: false,
  }) as Plugin<RequestContext>;
  return {
    onPluginInit({ addPlugin }) {
      // Ours first: it marks the operation public before the response cache asks `enabled`.
      addPlugin({
        async onExecute({ args, setResultAndStopExecution }) {
          const operation = getOperationAST(args.document, args.operationName);
          if (!operation) return undefined;
          if (changesPublicData(operation)) {
            return {
              onExecuteDone: ({ result }) => {
                if (wentThrough(result)) cache.clear();
              },
            };
          }
          const context = args.contextValue as CacheContext;
          // A browser with a local remote override sees its own storefront config: never kept, never served from the cache.
          const key = isPublicOperation(operation) && !context.remoteOverride && !context.releasePreview ? await answerKey(operation, args, context) : undefined;
          // Served from the cache: costs nothing (the response cache below answers it).
          if (key !== undefined && cache.has(key)) {
            publicOperationKeys.set(context, key);
            return undefined;
          }
          // A miss, or public data asked for in a way no answer is kept for (next to a per-visitor
          // field, through a fragment at the root, variables too large for a key): as many units of the
          // client's budget as it asks for public root fields, aliases included (see
          // LIMITS.publicAnswerMissesPerIp). A refusal is an answer with errors, never kept for others.
          const units = options.admitMiss && operation.operation === 'query' ? publicRootFields(args.document, operation.selectionSet.selections, new Set()) : 0;
          if (units > 0 && options.admitMiss && !(await options.admitMiss(context, units))) {
            setResultAndStopExecution({ errors: [maskError(tooManyAttemptsError()) as GraphQLError] });
            return undefined;
          }
          if (key !== undefined) publicOperationKeys.set(context, key);
          return undefined;
        },
      });
      addPlugin(responseCache);
    },
  };
}
