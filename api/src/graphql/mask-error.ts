/**
 * Error masking (spec §8). A ShopError reaches the client with its message and
 * `extensions: { code, referencedRequestParameter }`; request errors graphql-js or yoga raise
 * (syntax, validation, limits, variables) keep their message with code 1000; anything else becomes
 * the generic message with code -1. Never a stack trace or an original error, not even in
 * development (the server log has them).
 */
import { type ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode, GENERIC_ERROR_MESSAGE, ShopError } from '../errors';

function findShopError(error: unknown): ShopError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current instanceof ShopError) return current;
    current = (current as { originalError?: unknown; cause?: unknown }).originalError ?? (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A GraphQLError raised as such (not wrapping a thrown Error): a request error, safe to show. */
function isOriginalGraphQLError(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isOriginalGraphQLError(error.originalError);
}

function locationOf(error: unknown) {
  if (!(error instanceof GraphQLError)) return {};
  return { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
}

/**
 * The request parameter a variable error is about: graphql-js words them
 * `Variable "$paging" got invalid value "x" at "paging.itemsPerPage"; …` (the path starts with the
 * variable's name) or `Variable "$paging" of required type … was not provided.`
 */
export function variableParameter(message: string): string | null {
  const match = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"(?: got invalid value .*? at "([^"]+)")?/s.exec(message);
  if (!match) return null;
  return match[2] ?? (match[1] as string);
}

/**
 * yoga's own request errors (invalid JSON body, missing query, GET mutation, CSRF, …) carry a 4xx
 * status and sometimes the parser's error (as `originalError` or in the extensions): their message
 * is ours to show, the rest is not.
 */
function isRequestError(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError)) return false;
  const status = (error.extensions?.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A request error or an expected ShopError: the client's problem, not worth an error log line. */
export function isClientError(error: unknown): boolean {
  return findShopError(error) !== undefined || isOriginalGraphQLError(error) || isRequestError(error);
}

/** Request errors echo the offending value: a 100 kB string must not come back 100 kB long. */
const MAX_MESSAGE_LENGTH = 500;

function shortened(message: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;
}

export function maskError(error: unknown): Error {
  const shopError = findShopError(error);
  if (shopError) {
    return new GraphQLError(shopError.message, {
      ...locationOf(error),
      extensions: { code: shopError.code, referencedRequestParameter: shopError.referencedRequestParameter },
    });
  }
  if (isOriginalGraphQLError(error) || isRequestError(error)) {
    // originalError (yoga puts the JSON parser's error there) and stack never leave the server.
    const { code, referencedRequestParameter, originalError: _original, stacktrace: _stack, ...rest } = error.extensions ?? {};
    return new GraphQLError(shortened(error.message), {
      ...locationOf(error),
      extensions: {
        ...rest,
        ...(typeof code === 'string' ? { reason: code } : {}),
        code: typeof code === 'number' ? code : ErrorCode.INVALID_REQUEST,
        referencedRequestParameter:
          typeof referencedRequestParameter === 'string' ? referencedRequestParameter : variableParameter(error.message),
      },
    });
  }
  const http = error instanceof GraphQLError ? error.extensions?.http : undefined;
  return new GraphQLError(GENERIC_ERROR_MESSAGE, {
    ...locationOf(error),
    extensions: {
      code: ErrorCode.GENERIC,
      referencedRequestParameter: null,
      // Read (and stripped from the response) by yoga: HTTP 500 when there is no data at all.
      unexpected: true,
      ...(http ? { http } : {}),
    },
  });
}

/** graphql-js' hints at the schema: "Did you mean "x"?", "… the enum value "Y"?", "… to use an inline fragment on …?" */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** Gives a numeric code to errors that never pass maskError (validation and limit errors). */
function withSpecShape(error: GraphQLError, hideSuggestions: boolean): GraphQLError {
  const shaped =
    typeof error.extensions?.code === 'number' && 'referencedRequestParameter' in error.extensions
      ? error
      : (maskError(error) as GraphQLError);
  if (!hideSuggestions || !shaped.message.includes('Did you mean')) return shaped;
  return new GraphQLError(shaped.message.replace(SUGGESTION, ''), { ...locationOf(shaped), extensions: shaped.extensions });
}

function withSpecShapes(result: ExecutionResult, hideSuggestions: boolean): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => withSpecShape(error, hideSuggestions)) };
}

/**
 * yoga returns validation errors (unknown field, depth/cost/alias limits, introspection off)
 * without masking; this plugin puts them into the same `{ code, referencedRequestParameter }` shape.
 * With introspection off the field and value suggestions go too: they would hand out the schema
 * piece by piece.
 */
export function useSpecErrorCodes(options: { hideSuggestions: boolean }): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map((item) => withSpecShapes(item, options.hideSuggestions)));
      else if (!(Symbol.asyncIterator in result)) setResult(withSpecShapes(result as ExecutionResult, options.hideSuggestions));
    },
  };
}
