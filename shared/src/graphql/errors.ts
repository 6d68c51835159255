/** The API's error entry (spec §8): every mutation, search and user-exists query returns a list of these. */
export interface ShopErrorEntry {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}

export const GENERIC_ERROR_MESSAGE =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';

/** Code used when an error carries none (spec §8: "code -1 when missing"). */
export const UNKNOWN_ERROR_CODE = -1;

/**
 * Spec §8 "connection failure" ('Oh oh, es gibt eine Störung'): the API did not answer at all: the
 * request failed on the network, or what stands in front of the API said it cannot reach it (502, 503,
 * 504). The API never sends this code; the client gives it to such an answer so the error catalogue
 * says what happened instead of "something went wrong".
 */
export const CONNECTION_FAILURE_CODE = -2;

export const CONNECTION_FAILURE_MESSAGE = 'Oh oh, there is a disruption: we cannot reach the shop right now.';

/** Gateway statuses of "the API is not reachable now" (a proxy or load balancer answers them for it). */
const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** What an operation result's error (urql's CombinedError) tells: enough of it to classify. */
export interface ResultErrorLike {
  networkError?: Error;
  graphQLErrors?: readonly GraphQLErrorLike[];
  /** The fetch Response, when there was one (a network failure has none). */
  response?: { status?: number } | null;
}

/**
 * A connection failure, not an answer of the API: a request that got no HTTP response (offline, DNS,
 * connection reset, CORS) or a gateway's 502/503/504. A 500 or a GraphQL error is an answer (the API
 * is there and said no), so it is not one.
 */
export function isConnectionFailure(error: ResultErrorLike | null | undefined): boolean {
  if (!error) return false;
  const status = typeof error.response?.status === 'number' ? error.response.status : null;
  if (status !== null && UNREACHABLE_STATUSES.has(status)) return true;
  return !!error.networkError && status === null && !error.graphQLErrors?.length;
}

/**
 * The error entry of a result that has no payload to read (spec §8): a connection failure gets
 * CONNECTION_FAILURE_CODE, a GraphQL error its own entry, anything else the generic one (code -1).
 */
export function resultErrorEntry(error: ResultErrorLike | null | undefined): ShopErrorEntry {
  if (isConnectionFailure(error)) return { message: CONNECTION_FAILURE_MESSAGE, code: CONNECTION_FAILURE_CODE, referencedRequestParameter: null };
  return entryFromGraphQLError(error?.graphQLErrors?.[0] ?? { message: '', extensions: { code: UNKNOWN_ERROR_CODE } });
}

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

export function entryFromGraphQLError(error: GraphQLErrorLike): ShopErrorEntry {
  const ext = error.extensions ?? {};
  const code = typeof ext.code === 'number' ? ext.code : Number.parseInt(String(ext.code ?? ''), 10);
  return {
    message: error.message || GENERIC_ERROR_MESSAGE,
    code: Number.isFinite(code) ? code : UNKNOWN_ERROR_CODE,
    referencedRequestParameter: typeof ext.referencedRequestParameter === 'string' ? ext.referencedRequestParameter : null,
  };
}

/** Finds the first `errors` entry in a payload's root fields (`data.someMutation.errors[0]`). */
export function firstPayloadError(data: unknown): ShopErrorEntry | null {
  if (!data || typeof data !== 'object') return null;
  for (const value of Object.values(data as Record<string, unknown>)) {
    if (value && typeof value === 'object' && Array.isArray((value as { errors?: unknown }).errors)) {
      const [first] = (value as { errors: Partial<ShopErrorEntry>[] }).errors;
      if (first) {
        return {
          message: first.message ?? GENERIC_ERROR_MESSAGE,
          code: typeof first.code === 'number' ? first.code : UNKNOWN_ERROR_CODE,
          referencedRequestParameter: first.referencedRequestParameter ?? null,
        };
      }
    }
  }
  return null;
}
