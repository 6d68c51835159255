/**
 * What a request must look like before its operation is even parsed (issue 11):
 *
 * - POST bodies are JSON only. Form and multipart bodies are what a cross-site form can send
 *   without a CORS preflight; our client only ever posts `application/json`.
 * - GET keeps working for queries (yoga refuses mutations over GET), but broken `variables` or
 *   `extensions` JSON is a 400 naming the parameter, not yoga's unhandled SyntaxError (HTTP 500).
 * - No string anywhere in the variables or in a literal may hold a NUL (PostgreSQL refuses it in
 *   text columns) or an unpaired surrogate (not valid UTF-8, so not storable either).
 * - A query that carries an e-mail address and a captcha solution (`checkUserExist`, spec §7's query
 *   beside our mutation; ADR 0059) is POST only: over GET both would travel in the URL, into access
 *   logs, browser history and Referer headers.
 */
import { type ASTVisitor, GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ValueNode } from 'graphql';
import { type Plugin, createGraphQLError } from 'graphql-yoga';
import { ErrorCode } from '../errors';

/** The content types our client sends; yoga parses both as JSON. */
const JSON_CONTENT_TYPES = ['application/json', 'application/graphql+json'];

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string): boolean => text.includes('\0') || LONE_SURROGATE.test(text);
export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

function requestError(message: string, status: number, parameter: string | null): GraphQLError {
  return createGraphQLError(message, {
    extensions: { http: { status }, code: ErrorCode.INVALID_REQUEST, referencedRequestParameter: parameter },
  });
}

function isJsonContentType(contentType: string | null): boolean {
  // As yoga matches it: the first entry of a (malformed) list, exact or with parameters.
  const type = contentType?.split(',')[0]?.trim().toLowerCase() ?? '';
  return JSON_CONTENT_TYPES.some((json) => type === json || type.startsWith(`${json};`));
}

/** The path of the first unstorable string in a JSON value (`input.address.street`, `ids[2]`), else null. */
export function findUnstorableString(value: unknown, root: string): string | null {
  // Iterative: a 100 kB body can nest arrays 50,000 deep, more than the call stack allows.
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) pending.push([item, `${path}[${index}]`]);
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const child = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return child;
        pending.push([item, child]);
      }
    }
  }
  return null;
}

function unstorableLiteral(node: ValueNode, path: string): string | null {
  if (node.kind === Kind.STRING) return isUnstorable(node.value) ? path : null;
  if (node.kind === Kind.LIST) {
    for (const [index, item] of node.values.entries()) {
      const found = unstorableLiteral(item, `${path}[${index}]`);
      if (found) return found;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) {
      const found = unstorableLiteral(field.value, `${path}.${field.name.value}`);
      if (found) return found;
    }
  }
  return null;
}

/** Literal arguments such as `addGiftCardPackage(input: { personalMessage: "a\u0000" })`. */
export function unstorableLiteralRule(context: ValidationContext): ASTVisitor {
  return {
    Argument(node) {
      const parameter = unstorableLiteral(node.value, node.name.value);
      if (parameter) {
        context.reportError(
          new GraphQLError(`${UNSTORABLE_TEXT_MESSAGE}: "${parameter}"`, {
            nodes: node,
            extensions: { code: ErrorCode.INVALID_REQUEST, referencedRequestParameter: parameter },
          }),
        );
      }
    },
  };
}

/** Query fields whose arguments are personal data or a captcha solution: never in a GET request's URL. */
export const POST_ONLY_QUERY_FIELDS: ReadonlySet<string> = new Set(['checkUserExist']);
export const POST_ONLY_MESSAGE = 'This query carries personal data: send it as a POST request';

/** The POST-only root fields a document's queries ask for (through inline fragments too; named fragments are looked up). */
function postOnlyFieldsOf(context: ValidationContext): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (POST_ONLY_QUERY_FIELDS.has(selection.name.value)) found.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = context.getFragment(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query') visit(definition.selectionSet);
  }
  return found;
}

/** Refuses a GET request whose query asks for a POST-only field (before anything runs). */
function postOnlyRule(context: ValidationContext): ASTVisitor {
  return {
    Document: {
      leave(node) {
        const found = postOnlyFieldsOf(context);
        if (found.length) {
          context.reportError(
            new GraphQLError(`${POST_ONLY_MESSAGE} (${found[0]})`, { nodes: node, extensions: { code: ErrorCode.INVALID_REQUEST, referencedRequestParameter: found[0] } }),
          );
        }
      },
    },
  };
}

export function useRequestHygiene(): Plugin {
  return {
    onRequestParse({ request, url }) {
      if (request.method === 'POST' && !isJsonContentType(request.headers.get('content-type'))) {
        throw requestError('Unsupported content type: send the operation as application/json', 415, null);
      }
      if (request.method === 'GET') {
        for (const name of ['variables', 'extensions']) {
          const text = url.searchParams.get(name);
          if (!text) continue;
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            throw requestError(`The ${name} parameter is not valid JSON`, 400, name);
          }
          if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
            throw requestError(`The ${name} parameter must be a JSON object`, 400, name);
          }
        }
      }
    },
    onParams({ params }) {
      const parameter = findUnstorableString(params.variables, '');
      if (parameter !== null) throw requestError(`${UNSTORABLE_TEXT_MESSAGE}: "${parameter}"`, 400, parameter);
    },
    onValidate({ addValidationRule, context }) {
      addValidationRule(unstorableLiteralRule);
      if ((context as { request?: Request }).request?.method === 'GET') addValidationRule(postOnlyRule);
    },
  };
}
