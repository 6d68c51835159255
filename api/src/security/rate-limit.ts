/**
 * Abuse limits, counted in the database (table rate_limit_counters) so that they hold across every
 * API process (ARCHITECTURE "Scale"). A limit is declared once in LIMITS (bucket, limit, window);
 * a resolver asks `consumeLimits(db, ctx.secrets.limitKey, [{ limit: LIMITS.x, key }, …])` before doing the work. Keys are
 * stored only as a keyed HMAC (`ShopSecrets.limitKey`).
 *
 * Each call is ONE statement: an upsert that adds a hit to every counter it names and returns the
 * counts, so two processes racing can never both take the last allowed hit. A window starts at a
 * key's first hit and lasts `windowSeconds`; the next hit after it starts a new window. A refused
 * attempt gives its hits back (issue 31): it did nothing, so it must not use up anyone's allowance
 * (twenty concurrent right PINs once locked their own card this way); a closed limit stays closed
 * anyway, as its count stays at the limit until the window ends.
 *
 * Addresses are counted per /64 for IPv6 (`clientAddressKey`): one IPv6 customer line holds 2^64 of them.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db';
import { ErrorCode, type ErrorEntry, ShopError } from '../errors';
import { clientAddressKey } from '../http/client-address';
import { type PeriodicJob, startPeriodicJob } from '../jobs/lease';
import { rateLimitRefusals } from '../observability/metrics';

export interface LimitDefinition {
  /** Name of the counter family in the table, e.g. `payment-check:ip`. */
  bucket: string;
  /** Hits allowed per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
  /** The key is a client's address: counted per IPv4 address and per IPv6 /64 (`clientAddressKey`). */
  perClientAddress?: boolean;
}

const limit = (bucket: string, max: number, windowSeconds: number): LimitDefinition => ({ bucket, limit: max, windowSeconds });
/** A limit keyed by the client's address (`ctx.clientIp`). */
const perAddress = (bucket: string, max: number, windowSeconds: number): LimitDefinition => ({ ...limit(bucket, max, windowSeconds), perClientAddress: true });
const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every abuse limit of the shop. Adding one is one line here plus one entry at the call site.
 * The payment check limits leave room for a processing page that polls every 2 s for minutes
 * (30/min) in a few tabs; the run that motivated them made 1,000 checks in 5.7 s.
 */
export const LIMITS = {
  paymentCheckPerIp: perAddress('payment-check:ip', 300, MINUTE),
  paymentCheckPerSession: limit('payment-check:session', 120, MINUTE),
  paymentCheckPerOrder: limit('payment-check:order', 120, MINUTE),
  addPaymentPerIp: perAddress('add-payment:ip', 60, 10 * MINUTE),
  addPaymentPerSession: limit('add-payment:session', 20, 10 * MINUTE),
  placeOrderPerIp: perAddress('place-order:ip', 60, 10 * MINUTE),
  placeOrderPerSession: limit('place-order:session', 20, 10 * MINUTE),
  /** Placing redeems: each needs a redeem opened by a right PIN; generous for an office behind one address. */
  placeRedeemPerIp: perAddress('place-redeem:ip', 300, 10 * MINUTE),
  /** Each quote request mails attacker-chosen text to an attacker-chosen address. */
  quoteRequestPerIp: perAddress('quote-request:ip', 10, HOUR),
  quoteRequestPerSession: limit('quote-request:session', 5, HOUR),
  quoteRequestPerRecipient: limit('quote-request:email', 3, HOUR),
  /** The withdrawal button mails an acknowledgement to the address given: per IP and per address. */
  withdrawalPerIp: perAddress('withdrawal:ip', 20, HOUR),
  withdrawalPerRecipient: limit('withdrawal:email', 5, HOUR),
  /** The contact form mails support and acknowledges to the sender's address. */
  contactPerIp: perAddress('contact:ip', 10, HOUR),
  contactPerRecipient: limit('contact:email', 5, HOUR),
  /**
   * Wrong PINs (spec §8 PIN attempts): per card number AND client (`perSubjectAndClient`), so nobody
   * brute-forces a card from one address (a million PINs at 5 an hour) and nobody who knows a card's
   * number can lock its owner out (issue 31: the owner's right PIN from another address was refused);
   * per address, so no storefront can be swept for valid numbers. Taken before the PIN is checked and
   * given back when it was right. Guessing from many addresses at once is what the storefront-wide
   * anomaly guard (security/pin-anomaly.ts) answers: dearer captchas for everyone and an alert.
   */
  pinFailuresPerCardAndClient: limit('pin-failure:card-client', 5, HOUR),
  pinFailuresPerIp: perAddress('pin-failure:ip', 20, HOUR),
  /**
   * Accounts (issue 16, ADR 0020). Failed logins per address-and-IP (a guesser at one account) and
   * per IP (a sweep); never per address alone, which would let anyone lock an owner out. Identify
   * says whether an address has an account (spec §4), so it is limited per IP besides its captcha.
   * Account mails (confirmations, new-password links) are limited per recipient so nobody is
   * flooded through our forms.
   */
  loginFailuresPerAccountAndIp: limit('login-failure:account-ip', 10, 15 * MINUTE),
  loginFailuresPerIp: perAddress('login-failure:ip', 100, HOUR),
  identifyPerIp: perAddress('identify:ip', 30, HOUR),
  registerPerIp: perAddress('register:ip', 20, HOUR),
  forgotPasswordPerIp: perAddress('forgot-password:ip', 20, HOUR),
  accountMailsPerAddress: limit('account-mail:email', 5, HOUR),
  /** Wrong current passwords of a logged-in account (change password, delete account). */
  currentPasswordFailuresPerUser: limit('current-password-failure:user', 10, 15 * MINUTE),
  /** Invoice downloads: each renders a PDF; generous for an accountant downloading a year's worth. */
  invoicePerIp: perAddress('invoice:ip', 120, 10 * MINUTE),
  /** FAILED operator bearer tokens; past it even the right token is refused from that address. */
  operatorFailuresPerIp: perAddress('operator-auth-failure:ip', 10, 15 * MINUTE),
  /**
   * Failed operator logins (issue 19, ADR 0026; issue 31, ADR 0034): per account-and-address and per
   * address, like the shop's, so a guesser is stopped and nobody else is. Per account alone they are
   * only COUNTED (`countEvent` before the password is looked at, given back when it was no failure):
   * after a failed login of an account within the hour, its login asks everyone for the captcha
   * (domains/operator/sessions.ts). A stranger buys one password hash an hour per operator account
   * (each ~0.5 s of the one hashing thread a shopper's PIN check also waits for: `pnpm bench:attack`
   * held shoppers' p99 at 3.6x with three); an operator who mistyped ticks a box. Strangers alone never
   * lock an operator out; releasers and admins also need their authenticator's code.
   */
  operatorLoginFailuresPerAccountAndIp: limit('operator-login-failure:account-ip', 10, 15 * MINUTE),
  operatorLoginFailuresPerAccount: limit('operator-login-failure:account', 1, HOUR),
  operatorLoginFailuresPerIp: perAddress('operator-login-failure:ip', 50, HOUR),
  /**
   * Cost budgets per client (issue 31): work that anyone can ask for and no cache absorbs, in short
   * windows, so a client's allowance is spread over time instead of spent in one burst that holds
   * everyone else's requests (measured with `pnpm bench:attack`). New carts (a visitor without a session
   * adding a card): an office behind one address adds a few an hour; the attack made 183 in 15 s.
   * Server renders of pages with a query string the pages read (http/render-query.ts; no CDN keeps a
   * random one): past the budget the page is rendered in the browser.
   */
  newCartsPerIp: perAddress('new-cart:ip', 20, MINUTE),
  newCartsPerIpAndHour: perAddress('new-cart:ip-hour', 300, HOUR),
  queryRendersPerIp: perAddress('query-render:ip', 40, 10),
  /**
   * Public root fields the public answer cache did not answer (graphql/public-answer-cache.ts): any
   * new arguments (a search text, a paging, a filter) are a miss, so this is the budget of public work
   * no cache absorbs; answers from the cache cost nothing. A miss costs one unit per public root field
   * it asks for, aliases included, a search six (MISS_UNITS): twenty aliased product lists with new
   * paging (~0.2-0.6 s of work) cost twenty, a page's query one or two, a new search text six. Past it: a GraphQL error 2036, never kept for others.
   * Generous for a shopper: a server render runs the page's public queries as the visitor (about four,
   * one or two fields each), so a page a second on a cold cache is ~60 in 10 s, and a live search asks
   * a few a second while typing; the shop's own in-process queries (the SEO head) are not counted.
   */
  publicAnswerMissesPerIp: perAddress('public-answer-miss:ip', 120, 10),
  /**
   * Remote load reports (POST /remote-reports, ADR 0029): one beacon per page load at most, generous
   * for a shopper clicking through; beyond it reports are dropped, so one browser cannot make a wave
   * of failures (the fallback also needs failures from several distinct browsers).
   */
  remoteReportsPerIp: perAddress('remote-report:ip', 60, 10 * MINUTE),
  /**
   * The service desk (ADR 0044): searches per operator account (a person looking up cases types a few
   * a minute; a script paging through customers hits this), and card mails sent again per card (each
   * renews the PIN and mails it: a few a day is a person, more is a mistake or abuse).
   */
  deskSearchPerOperator: limit('desk-search:operator', 120, 10 * MINUTE),
  deskResendPerCard: limit('desk-resend:card', 3, 24 * HOUR),
  /**
   * The postcode lookup (ADR 0050): a form asks once postcode and house number are complete, a few
   * times per address typed; a live provider bills each lookup, and the table must not be read out by
   * sweeping postcodes. Generous for an office behind one address.
   */
  addressLookupPerIp: perAddress('address-lookup:ip', 120, 10 * MINUTE),
  addressLookupPerSession: limit('address-lookup:session', 40, 10 * MINUTE),
} as const satisfies Record<string, LimitDefinition>;

export interface LimitCheck {
  limit: LimitDefinition;
  /** What is counted (an IP, a session hash, an e-mail, an order id); null/empty = not applicable, skipped. */
  key: string | null | undefined;
  /** How many units this attempt counts (a weighed cost, e.g. a query's aliases); default 1. */
  hits?: number;
}

/** A check's units: a whole number from 1 on. */
const hitsOf = (check: { hits?: number }) => Math.max(1, Math.floor(check.hits ?? 1));

export interface LimitVerdict {
  allowed: boolean;
  /** 0 when allowed; else when the longest exceeded window ends. */
  retryAfterSeconds: number;
  /** The exceeded limits' buckets (for logs and tests). */
  exceeded: string[];
}

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts have been made. Please try again later or use a different payment method.';

/** How a limit's key is stored: `ShopSecrets.limitKey` (a keyed HMAC), never in clear. */
export type LimitKeyHasher = (key: string) => string;

interface CounterRow {
  bucket: string;
  key_hash: string;
  hits: number;
  retry_after: number;
}

/** What a check counts: its key, or for an address limit the address's network (IPv6 /64). */
export function counterKey(check: LimitCheck): string {
  const key = check.key as string;
  return check.limit.perClientAddress ? clientAddressKey(key) : key;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Adds one hit to each applicable limit and says whether all of them are still within bounds.
 * `rememberRefusals: false` asks the database every time (see `attemptWithinLimits`).
 */
export async function consumeLimits(
  db: Database,
  hashLimitKey: LimitKeyHasher,
  checks: LimitCheck[],
  { rememberRefusals = true }: { rememberRefusals?: boolean } = {},
): Promise<LimitVerdict> {
  const byCounter = new Map<string, { limit: LimitDefinition; keyHash: string; hits: number }>();
  for (const check of checks) {
    if (!check.key) continue;
    const keyHash = hashLimitKey(counterKey(check));
    // One row per counter: an upsert may not touch the same row twice.
    byCounter.set(`${check.limit.bucket}\u0000${keyHash}`, { limit: check.limit, keyHash, hits: hitsOf(check) });
  }
  if (byCounter.size === 0) return { allowed: true, retryAfterSeconds: 0, exceeded: [] };
  const denied = rememberRefusals ? recentRefusal(hashLimitKey, [...byCounter.keys()]) : null;
  if (denied) return countRefusal(denied);
  // A fixed order, so two statements locking the same rows cannot deadlock.
  const counters = [...byCounter.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, c]) => c);
  const rows = await addHits(db, counters);
  const counted = verdict(rows, counters);
  if (!counted.allowed) {
    await refundLimits(db, hashLimitKey, checks);
    // Remembered only where even one unit more is refused: a weighed attempt too big for what is left
    // must not keep a smaller one out.
    const full = counters.filter((c) => {
      const row = rows.find((r) => r.bucket === c.limit.bucket && r.key_hash === c.keyHash);
      return row !== undefined && Number(row.hits) - c.hits + 1 > c.limit.limit;
    });
    if (rememberRefusals) rememberRefusal(hashLimitKey, full, counted);
    countRefusal(counted);
  }
  return counted;
}

/** shop_rate_limit_refusals_total by limit: each exceeded limit's bucket (a fixed name from LIMITS). */
function countRefusal(verdict: LimitVerdict): LimitVerdict {
  for (const bucket of verdict.exceeded) rateLimitRefusals.labels(bucket).inc();
  return verdict;
}

/**
 * Refusals remembered in this process for a few seconds (at most until the window ends), so a client
 * hammering a closed limit costs a map lookup, not two database statements a request (issue 31: the
 * refusals themselves held shoppers' p99 at 2 s in `pnpm bench:attack`). Per key hasher, i.e. per
 * server's secrets. A refusal never outlives what the database said; other processes learn it from
 * their own first refusal.
 */
const REFUSAL_MEMORY_MS = 5_000;
const refusals = new WeakMap<LimitKeyHasher, LRUCache<string, { until: number; bucket: string }>>();

/**
 * Whether this process remembers a refusal of one of `checks` (no SQL, nothing counted): for a caller
 * that would do work before counting, e.g. read the catalogue for a cart it may not make.
 */
export function refusalRemembered(hashLimitKey: LimitKeyHasher, checks: LimitCheck[]): LimitVerdict | null {
  const ids = checks.filter((check) => check.key).map((check) => `${check.limit.bucket}\u0000${hashLimitKey(counterKey(check))}`);
  return ids.length ? recentRefusal(hashLimitKey, ids) : null;
}

function recentRefusal(hashLimitKey: LimitKeyHasher, counterIds: string[]): LimitVerdict | null {
  const remembered = refusals.get(hashLimitKey);
  if (!remembered) return null;
  const now = Date.now();
  for (const id of counterIds) {
    const refusal = remembered.get(id);
    if (refusal && refusal.until > now) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((refusal.until - now) / 1000)), exceeded: [refusal.bucket] };
  }
  return null;
}

function rememberRefusal(hashLimitKey: LimitKeyHasher, counters: { limit: LimitDefinition; keyHash: string }[], counted: LimitVerdict): void {
  let remembered = refusals.get(hashLimitKey);
  if (!remembered) {
    remembered = new LRUCache({ max: 10_000 });
    refusals.set(hashLimitKey, remembered);
  }
  const until = Date.now() + Math.min(REFUSAL_MEMORY_MS, counted.retryAfterSeconds * 1000);
  for (const counter of counters) {
    if (counted.exceeded.includes(counter.limit.bucket)) remembered.set(`${counter.limit.bucket}\u0000${counter.keyHash}`, { until, bucket: counter.limit.bucket });
  }
}

export type AttemptOutcome = { outcome: 'limited'; retryAfterSeconds: number } | { outcome: 'failed' } | { outcome: 'succeeded' };

/**
 * The one way a guessable secret (a password, a PIN) is tried: the attempt is counted against `checks`
 * BEFORE it runs (racing guesses cannot slip past a limit), and given back when it succeeded (an owner
 * is never charged for the right answer) or never reached a verdict (it threw, e.g. hashing was busy).
 *
 * Its refusals are never remembered in the process: the count goes DOWN when a right answer is given
 * back, maybe in another process or after this one's refusal was counted, and a remembered refusal
 * would then keep the owner out for seconds after a burst of right PINs (seen in CI: twenty right PINs
 * at once over two servers, then the owner's next right one refused). A refused attempt costs two
 * short statements and no hashing.
 */
export async function attemptWithinLimits(
  db: Database,
  hashLimitKey: LimitKeyHasher,
  checks: LimitCheck[],
  attempt: () => Promise<boolean>,
): Promise<AttemptOutcome> {
  const counted = await consumeLimits(db, hashLimitKey, checks, { rememberRefusals: false });
  if (!counted.allowed) return { outcome: 'limited', retryAfterSeconds: counted.retryAfterSeconds };
  let succeeded: boolean;
  try {
    succeeded = await attempt();
  } catch (error) {
    await refundLimits(db, hashLimitKey, checks);
    throw error;
  }
  if (!succeeded) return { outcome: 'failed' };
  await refundLimits(db, hashLimitKey, checks);
  return { outcome: 'succeeded' };
}

/** One hit more on each counter, in one statement; the counts and seconds left as they are now. */
async function addHits(db: Database, counters: { limit: LimitDefinition; keyHash: string; hits?: number }[]): Promise<CounterRow[]> {
  const values = sql.join(
    counters.map((c) => sql`(${c.limit.bucket}::text, ${c.keyHash}::text, ${c.limit.windowSeconds}::int, ${hitsOf(c)}::int)`),
    sql`, `,
  );
  return rowsOf<CounterRow>(
    await db.execute(sql`
      insert into rate_limit_counters as c (bucket, key_hash, window_start, window_end, hits)
      select v.bucket, v.key_hash, now(), now() + make_interval(secs => v.seconds), v.hits
        from (values ${values}) as v(bucket, key_hash, seconds, hits)
       order by v.bucket, v.key_hash
      on conflict (bucket, key_hash) do update set
        hits = case when c.window_end <= now() then excluded.hits else c.hits + excluded.hits end,
        window_start = case when c.window_end <= now() then excluded.window_start else c.window_start end,
        window_end = case when c.window_end <= now() then excluded.window_end else c.window_end end
      returning bucket, key_hash, hits, ceil(extract(epoch from (window_end - now())))::int as retry_after`),
  );
}

/**
 * Counts an event that refuses nobody (e.g. a storefront's failed PIN checks, for the anomaly guard):
 * the count in the current window after this one. Exactly one caller sees each count.
 */
export async function countEvent(db: Database, hashLimitKey: LimitKeyHasher, definition: LimitDefinition, key: string): Promise<number> {
  const [row] = await addHits(db, [{ limit: definition, keyHash: hashLimitKey(key) }]);
  return Number(row?.hits ?? 0);
}

/** The count of `key` in its current window (0 when none), without counting. */
export async function currentCount(db: Database, hashLimitKey: LimitKeyHasher, definition: LimitDefinition, key: string): Promise<number> {
  const [row] = rowsOf<{ hits: number }>(
    await db.execute(sql`
      select hits from rate_limit_counters
       where bucket = ${definition.bucket} and key_hash = ${hashLimitKey(key)} and window_end > now()`),
  );
  return Number(row?.hits ?? 0);
}

/**
 * The key of a limit per subject (a card number, an e-mail address) and client: the client counted by
 * its network like every address limit, so one IPv6 line cannot take 2^64 tries at one account.
 */
export function perSubjectAndClient(subject: string, clientIp: string | null): string {
  return `${subject}|${clientIp ? clientAddressKey(clientIp) : 'in-process'}`;
}

/**
 * Takes back the hit `consumeLimits` just counted (the attempt turned out fine, e.g. a right PIN). A
 * counter never goes below 0; a window that ended meanwhile is left alone.
 */
export async function refundLimits(db: Database, hashLimitKey: LimitKeyHasher, checks: LimitCheck[]): Promise<void> {
  const counters = checks.filter((c) => c.key).map((c) => ({ bucket: c.limit.bucket, keyHash: hashLimitKey(counterKey(c)), hits: hitsOf(c) }));
  if (counters.length === 0) return;
  // A count going down (a right PIN given back while others of a burst were refused) ends what this
  // process remembered of those refusals: the owner's next try asks the database again.
  const remembered = refusals.get(hashLimitKey);
  if (remembered) for (const c of counters) remembered.delete(`${c.bucket}\u0000${c.keyHash}`);
  const values = sql.join(
    counters.map((c) => sql`(${c.bucket}::text, ${c.keyHash}::text, ${c.hits}::int)`),
    sql`, `,
  );
  // The rows are locked in the order counting locks them (addHits): an update joined to the list
  // locks them in whatever order its plan meets them (the list's, or the table's), and a refund and a
  // count of the same two counters at once then deadlocked, one of them answering a server error.
  await db.execute(sql`
    with locked as (
      select c.bucket, c.key_hash, v.hits
        from rate_limit_counters c
        join (values ${values}) as v(bucket, key_hash, hits) on c.bucket = v.bucket and c.key_hash = v.key_hash
       where c.window_end > now()
       order by c.bucket, c.key_hash
         for update of c)
    update rate_limit_counters c set hits = greatest(c.hits - locked.hits, 0)
      from locked
     where c.bucket = locked.bucket and c.key_hash = locked.key_hash`);
}

/** Whether the limits are already exceeded, without counting a hit (e.g. before accepting a right password). */
export async function peekLimits(db: Database, hashLimitKey: LimitKeyHasher, checks: LimitCheck[]): Promise<LimitVerdict> {
  const counters = checks.filter((c) => c.key).map((c) => ({ limit: c.limit, keyHash: hashLimitKey(counterKey(c)), hits: hitsOf(c) }));
  if (counters.length === 0) return { allowed: true, retryAfterSeconds: 0, exceeded: [] };
  const wanted = sql.join(
    counters.map((c) => sql`(bucket = ${c.limit.bucket} and key_hash = ${c.keyHash})`),
    sql` or `,
  );
  const rows = rowsOf<CounterRow>(
    await db.execute(sql`
      select bucket, key_hash, hits, ceil(extract(epoch from (window_end - now())))::int as retry_after
        from rate_limit_counters where window_end > now() and (${wanted})`),
  );
  // A peek has not added its own hits: reaching the limit already means the next try is refused.
  return verdict(
    rows.map((r) => ({ ...r, hits: Number(r.hits) + (counters.find((c) => c.limit.bucket === r.bucket && c.keyHash === r.key_hash)?.hits ?? 1) })),
    counters,
  );
}

function verdict(rows: CounterRow[], counters: { limit: LimitDefinition; keyHash: string }[]): LimitVerdict {
  const exceeded: string[] = [];
  let retryAfterSeconds = 0;
  for (const row of rows) {
    const counter = counters.find((c) => c.limit.bucket === row.bucket && c.keyHash === row.key_hash);
    if (!counter || Number(row.hits) <= counter.limit.limit) continue;
    exceeded.push(row.bucket);
    retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Number(row.retry_after)));
  }
  return { allowed: exceeded.length === 0, retryAfterSeconds, exceeded };
}

/** The spec §8 entry (code 2036) for operations that answer `errors`. */
export function tooManyAttemptsEntry(referencedRequestParameter: string | null = null): ErrorEntry {
  return { code: ErrorCode.TOO_MANY_ATTEMPTS, message: TOO_MANY_ATTEMPTS_MESSAGE, referencedRequestParameter };
}

/** The same as a GraphQL error, for operations without an `errors` list. */
export function tooManyAttemptsError(referencedRequestParameter: string | null = null): ShopError {
  return new ShopError(TOO_MANY_ATTEMPTS_MESSAGE, ErrorCode.TOO_MANY_ATTEMPTS, referencedRequestParameter);
}

/** Deletes counters whose window ended (they would be reset on the next hit anyway). */
export async function deleteExpiredCounters(db: Database): Promise<number> {
  const rows = rowsOf<{ bucket: string }>(await db.execute(sql`delete from rate_limit_counters where window_end < now() returning bucket`));
  return rows.length;
}

/** The clean-up, once per interval across all processes (a job lease). */
export function startRateLimitCleanup(db: Database, intervalMs = 10 * 60_000): PeriodicJob {
  return startPeriodicJob({ db, name: 'rate-limits:cleanup', intervalMs, round: () => deleteExpiredCounters(db) });
}
