/**
 * The API's log (issue 38, ADR 0061): one JSON line per event on stdout (pino), with `level`, `time`,
 * `msg` and the request's context (`requestId`, `storefront`, `operation`, `route`) on every line
 * written while a request is being answered, whichever layer writes it. A log shipper reads stdout
 * (docs/operations.md); nothing is formatted for a terminal.
 *
 * The context travels with AsyncLocalStorage: the HTTP server opens it (http/request-context.ts), the
 * router names the route, the GraphQL endpoint the operation and the storefront, and any line logged
 * below them (a service's alert, a database error) carries them without being handed anything.
 *
 * What reaches a line is redacted twice over (security/redact.ts keeps the rules, issue 11): every
 * string, the message and each field at any depth, goes through `redact` (card numbers, PINs, e-mail
 * addresses, database parameters, bearer tokens, URL query strings), and a field whose NAME says it
 * is a secret or personal (password, pin, token, email, address, webhook URL …) is replaced by
 * `[redacted]` whatever it holds. pino's own `redact` paths are not used: they name fixed depths, and
 * a secret nested one level deeper than foreseen would pass.
 *
 * LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Level, type LevelWithSilent } from 'pino';
import { redact, redactArg } from '../security/redact';

export const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export const DEFAULT_LOG_LEVEL: LevelWithSilent = 'info';

/** LOG_LEVEL's problem, or null (unset is the default). */
export function logLevelProblem(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  return LOG_LEVELS.includes(raw.trim().toLowerCase() as LevelWithSilent) ? null : `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`;
}

function levelFromEnv(raw: string | undefined): LevelWithSilent {
  return logLevelProblem(raw) === null && raw?.trim() ? (raw.trim().toLowerCase() as LevelWithSilent) : DEFAULT_LOG_LEVEL;
}

/** What every line written while a request is answered says about it. Mutable: later layers fill it in. */
export interface RequestContext {
  /** The request's id (x-request-id, accepted or made; http/request-context.ts). */
  requestId: string;
  /** The storefront's key, once the request was scoped to one. */
  storefront?: string;
  /** The GraphQL operation name(s), comma-separated; for other requests unset (the route says it). */
  operation?: string;
  /** The route's path pattern (http/routes.ts), never the raw URL. */
  route?: string;
  /** The request's trace, while tracing records it (tracing-http.ts): a line leads to its trace. */
  traceId?: string;
}

const contexts = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` with `context` as the current request's (its lines and those of everything it awaits). */
export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return contexts.run(context, fn);
}

/** The current request's context; undefined outside a request (jobs, start-up). */
export function requestContext(): RequestContext | undefined {
  return contexts.getStore();
}

/** `fn`, run in the context current now whenever it is called later (e.g. from an IPC message handler). */
export function bindRequestContext<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const context = contexts.getStore();
  return context ? (...args: A) => contexts.run(context, () => fn(...args)) : fn;
}

/** Fills in what a later layer learnt about the current request (no-op outside a request). */
export function noteRequest(fields: Partial<Omit<RequestContext, 'requestId'>>): void {
  const context = contexts.getStore();
  if (!context) return;
  for (const [key, value] of Object.entries(fields) as Array<[keyof RequestContext, string | undefined]>) {
    if (value !== undefined) context[key] = value;
  }
}

/**
 * Field names whose value never reaches a line, at any depth (compared without case, `-` and `_`):
 * secrets, credentials and personal data. A field that must be logged is named for what it is, e.g.
 * `cardLast4`, `emailDomain`, `webhookOrigin`.
 */
const CENSORED_KEYS = new Set(
  [
    'password',
    'newpassword',
    'currentpassword',
    'pin',
    'pinhash',
    'cardnumber',
    'token',
    'redeemtoken',
    'reporttoken',
    'captchatoken',
    'accesstoken',
    'refreshtoken',
    'secret',
    'apikey',
    'authorization',
    'cookie',
    'setcookie',
    'email',
    'customeremail',
    'address',
    'street',
    'postcode',
    'housenumber',
    'phone',
    'iban',
    'webhook',
    'webhookurl',
    'url',
    'query',
    'variables',
    'body',
  ].map((key) => key.toLowerCase()),
);
export const REDACTED = '[redacted]';

function isCensored(key: string): boolean {
  return CENSORED_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''));
}

/** A copy of `value` safe for a line: strings redacted, censored fields replaced, errors as redacted text. */
export function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redact(value);
  if (value instanceof Error) return redactArg(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 6) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => sanitize(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = isCensored(key) ? REDACTED : sanitize(item, depth + 1);
  return out;
}

/**
 * The sink lines go to: stdout, written synchronously so the last lines before an exit (a refused
 * start, a crash) are not lost in a buffer. Tests swap it (setLogDestination, testing/log-capture.ts).
 */
let destination: DestinationStream = pino.destination({ dest: 1, sync: true });
const switchable: DestinationStream = { write: (line: string) => destination.write(line) };

export const log = pino(
  {
    level: levelFromEnv(process.env.LOG_LEVEL),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      // `"level":"error"`, not pino's number: what a reader and most shippers expect.
      level: (label) => ({ level: label }),
    },
    mixin() {
      const context = contexts.getStore();
      if (!context) return {};
      const { requestId, storefront, operation, route, traceId } = context;
      return { requestId, storefront, operation, route, traceId };
    },
    hooks: {
      // Every argument redacted before pino sees it: the message, its interpolation values, the fields.
      logMethod(args, method) {
        const safe: unknown[] = args.map((arg) => sanitize(arg));
        // log.error(error): pino would take the error's fields; as text it is redacted like any message,
        // and its message is the line's when none is given.
        if (args[0] instanceof Error) {
          safe[0] = { err: safe[0] };
          if (args.length === 1) safe.push(redact(args[0].message));
        }
        return method.apply(this, safe as Parameters<typeof method>);
      },
    },
  },
  switchable,
);

/** Tests: where lines go from now on; returns the previous sink. */
export function setLogDestination(next: DestinationStream): DestinationStream {
  const previous = destination;
  destination = next;
  return previous;
}

/**
 * The command-line tools (operator CLI, db:migrate, db:seed): their stdout is for the person (or the
 * script) that ran them, so the lines of the code they share with the server go to stderr.
 */
export function logToStderr(): void {
  destination = pino.destination({ dest: 2, sync: true });
}

/** Tests and start-up: the level from now on (one of LOG_LEVELS). */
export function setLogLevel(level: LevelWithSilent): void {
  log.level = level;
}

export type LogLevel = Level;
