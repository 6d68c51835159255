/**
 * A span per SQL statement the database layer runs (ADR 0065), for PGlite and PostgreSQL alike: the
 * driver's `query` is wrapped where db/index.ts opens it, only while tracing is on.
 *
 * The span carries the statement's text as drizzle builds it, with `$1, $2, …` placeholders: never
 * the parameters (PINs, e-mail addresses, password hashes) and never an error's message (PostgreSQL
 * quotes values in some: `invalid input syntax for type uuid: "…"`), only its SQLSTATE code.
 * Statements outside any traced work (start-up migrations and seed, the periodic jobs) make no span:
 * thousands of one-statement traces would bury the requests' ones.
 */
import { type Span, SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_RESPONSE_STATUS_CODE,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
} from '@opentelemetry/semantic-conventions';
import type { Client as PgClient } from 'pg';
import { shopTracer } from './tracing';

/** Statement text longer than this is cut (a multi-row insert of the seed can be megabytes). */
export const MAX_STATEMENT_TEXT = 4_000;

export type SqlDriver = 'pglite' | 'node-postgres';

/** The statement's first keyword (SELECT, INSERT, WITH, BEGIN, …): the span's name. */
function operationOf(text: string): string {
  return /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
}

/** A statement's span, a child of the active span; null outside traced work. */
export function startStatementSpan(text: string, driver: SqlDriver): Span | null {
  if (!trace.getSpan(context.active())) return null;
  const operation = operationOf(text);
  const statement = text.length > MAX_STATEMENT_TEXT ? `${text.slice(0, MAX_STATEMENT_TEXT)}…` : text;
  return shopTracer().startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      [ATTR_DB_SYSTEM_NAME]: 'postgresql',
      [ATTR_DB_OPERATION_NAME]: operation,
      [ATTR_DB_QUERY_TEXT]: statement,
      // The older names, which many back ends still show in their database views.
      'db.system': 'postgresql',
      'db.statement': statement,
      'shop.db.driver': driver,
    },
  });
}

/** Ends a statement's span; a failure is named by its SQLSTATE (or its class), never its message. */
export function endStatementSpan(span: Span | null, error?: unknown): void {
  if (!span) return;
  if (error) {
    const code = (error as { code?: unknown }).code;
    const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
    if (sqlState) span.setAttribute(ATTR_DB_RESPONSE_STATUS_CODE, sqlState);
    span.setAttribute(ATTR_ERROR_TYPE, sqlState ?? (error instanceof Error ? error.name : 'error'));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

/** Ends `span` when `pending` settles, with the error when it fails; the outcome passes through. */
function endWhenSettled<T>(span: Span, pending: Promise<T>): Promise<T> {
  return pending.then(
    (result) => {
      endStatementSpan(span);
      return result;
    },
    (error: unknown) => {
      endStatementSpan(span, error);
      throw error;
    },
  );
}

function traced<T>(text: string, driver: SqlDriver, run: () => Promise<T>): Promise<T> {
  const span = startStatementSpan(text, driver);
  return span ? endWhenSettled(span, run()) : run();
}

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * node-postgres: the pool's client class (`new pg.Pool({ Client })`), so every statement through the
 * pool is seen, also those of a transaction's checked-out client. The pool itself calls `query` with a
 * callback, drizzle on a transaction's client without: both forms are traced. A submittable (a
 * cursor) is passed through untraced: its rows come later, in its own events.
 *
 * Made from the `pg.Client` db/index.ts loaded: `pg` is imported only on PostgreSQL (DATABASE_URL), not
 * by this module, which every process imports (loading `pg` cost ~0.1 s of each start on PGlite).
 */
export function tracedPgClient(Client: typeof PgClient): typeof PgClient {
  const clientQuery = Client.prototype.query as (...args: unknown[]) => unknown;
  return class TracedPgClient extends Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads of query, passed through as they came
    override query(...args: any[]): any {
      const first = args[0] as string | { text?: unknown; submit?: unknown; callback?: unknown } | undefined;
      const text = typeof first === 'string' ? first : typeof first?.text === 'string' && typeof first.submit !== 'function' && typeof first.callback !== 'function' ? first.text : null;
      const span = text === null ? null : startStatementSpan(text, 'node-postgres');
      if (!span) return clientQuery.apply(this, args);
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as Callback;
        args[last] = (error: Error | null, result?: unknown) => {
          endStatementSpan(span, error ?? undefined);
          callback(error, result);
        };
        return clientQuery.apply(this, args);
      }
      return endWhenSettled(span, clientQuery.apply(this, args) as Promise<unknown>);
    }
  };
}

interface PgliteQueryable {
  query(text: string, ...rest: unknown[]): Promise<unknown>;
}

/**
 * PGlite: the client drizzle is given, with `query` traced, also inside a transaction (its `tx` is
 * wrapped the same way). Every other member is the client's own, bound to it (PGlite keeps private
 * fields, which a proxy's `this` could not reach).
 */
export function tracedPglite<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        const queryable = target as unknown as PgliteQueryable;
        return (text: string, ...rest: unknown[]) => traced(text, 'pglite', () => queryable.query(text, ...rest));
      }
      if (property === 'transaction') {
        const transactional = target as unknown as { transaction(fn: (tx: object) => Promise<unknown>): Promise<unknown> };
        return (fn: (tx: object) => Promise<unknown>) => transactional.transaction((tx) => fn(tracedPglite(tx)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
