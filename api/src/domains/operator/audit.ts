/**
 * The operator audit log (issue 19, ADR 0026): every change made through the operator API or the
 * operator CLI, every operator login, failed login and logout is one row — who (`AuditActor`), when,
 * what (action, target), the state before and after, and from where (request id, IP address as a
 * keyed HMAC). A change writes its row in the same transaction as the change itself, so there is no
 * change without its row and no row for a change that rolled back. The table is append-only (a
 * trigger refuses UPDATE, DELETE and TRUNCATE).
 *
 * Never in a row: passwords, password hashes, session ids or their hashes, bearer tokens, card numbers
 * (draws show the last four digits, as the operator's lists do), the text a failed login typed as its
 * address (it may be a password typed into the wrong field: only its keyed HMAC is kept).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db';
import type { Queryable } from '../cart/cart-store';
import {
  AUDIT_ACTOR_KINDS,
  type AuditActorKind,
  type AuditTargetKind,
  type OperatorAuditRow,
  operatorAccounts,
  operatorAuditLog,
} from '../../db/operator-schema';
import type { LimitKeyHasher } from '../../security/rate-limit';

export type AuditActor =
  | {
      kind: 'account';
      accountId: string;
      email: string;
      /** The personal API token the account acted with (ADR 0038); absent: a console session. */
      token?: { id: string; label: string };
    }
  | { kind: Exclude<AuditActorKind, 'account'> };

export const CLI_TOKEN_ACTOR: AuditActor = { kind: 'cli-token' };
export const CLI_DATABASE_ACTOR: AuditActor = { kind: 'cli-database' };
export const ANONYMOUS_ACTOR: AuditActor = { kind: 'anonymous' };
export const SYSTEM_ACTOR: AuditActor = { kind: 'system' };

/** Who asks and from where: what every audit row of one request shares. */
export interface AuditSource {
  actor: AuditActor;
  requestId: string | null;
  /** The client's address as a keyed HMAC (`auditIpHash`), null in process and for the CLI on the database. */
  ipHash: string | null;
  /**
   * The remotes this actor may release (register, canary, promote, pin, switch, roll back): a scoped
   * releaser's list (ADR 0038). Absent or null: every remote (admins, the CLI on the database, the
   * system, releasers without a list).
   */
  remotes?: readonly string[] | null;
}

/** The actions the log knows (the console filters by them). */
export const AUDIT_ACTIONS = [
  'remote.set',
  'remote.rollout',
  'remote.promote',
  'remote.rollout-end',
  // An operator's local override of a remote for their own browser (ADR 0031).
  'remote.override',
  'remote.fallback',
  'release.register',
  // A release promoted to every storefront without a pin (issue 32's lifecycle).
  'release.promote',
  // A registration the checks refused, with the reason (issue 32).
  'release.refuse',
  // A preview link of a registered release made for a team (issue 32's lifecycle; the link is not kept).
  'release.preview',
  // A change of a remote refused because the releaser is not granted that remote (ADR 0038).
  'remote.refuse',
  'doubler.draw',
  'order.mark-paid',
  'withdrawal.approve',
  'withdrawal.reject',
  // A refund of unredeemed card value, with its reason (issue 33, ADR 0041).
  'order.refund',
  // Fraud review (ADR 0043): a held order released (issued) or refused (refunded), with the reason;
  // screening's own refusals are the system's.
  'order.review-release',
  'order.review-refuse',
  // The service desk (ADR 0044): a card mail sent again with a new PIN, a lost card blocked and its
  // balance reissued on a new card; each with the operator's reason.
  'card.resend-mail',
  'card.block-reissue',
  // A brand's or product's card art (ADR 0054): artwork uploaded, or back to the generated art.
  'catalogue.card-art-upload',
  'catalogue.card-art-revert',
  // A storefront's settings an operator switched or reset (feature toggles, the redeem delay warning; ADR 0059).
  'storefront.settings',
  'account.create',
  'account.role',
  'account.disable',
  'account.enable',
  // An operator's authenticator app set up, or reset by an admin (a lost phone; ADR 0034).
  'account.second-factor-set-up',
  'account.second-factor-reset',
  // The remotes a releaser account may act on (ADR 0038).
  'account.remotes',
  // Personal API tokens (ADR 0038): created by their account, revoked by it or an admin.
  'token.create',
  'token.revoke',
  'login',
  'login.failed',
  'logout',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEvent {
  action: AuditAction;
  targetKind?: AuditTargetKind | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** The IP address of an audit row: keyed like the abuse limits' keys, with a purpose of its own. */
export function auditIpHash(limitKey: LimitKeyHasher, clientIp: string | null): string | null {
  return clientIp ? limitKey(`operator-audit-ip|${clientIp}`) : null;
}

/** Appends one row, inside the caller's transaction when it passes one (the change's own). */
export async function writeAudit(db: Queryable, source: AuditSource, event: AuditEvent): Promise<void> {
  const { actor } = source;
  await db.insert(operatorAuditLog).values({
    actorKind: actor.kind,
    actorAccountId: actor.kind === 'account' ? actor.accountId : null,
    actorEmail: actor.kind === 'account' ? actor.email : null,
    actorTokenId: actor.kind === 'account' ? (actor.token?.id ?? null) : null,
    actorTokenLabel: actor.kind === 'account' ? (actor.token?.label ?? null) : null,
    action: event.action,
    targetKind: event.targetKind ?? null,
    targetId: event.targetId ?? null,
    before: event.before === undefined ? null : jsonOf(event.before),
    after: event.after === undefined ? null : jsonOf(event.after),
    requestId: source.requestId,
    ipHash: source.ipHash,
  });
}

/** Plain JSON (dates as ISO strings, no undefined), as the row will read back. */
function jsonOf(value: unknown): unknown {
  return value === null ? null : JSON.parse(JSON.stringify(value));
}

export interface AuditEntryModel {
  id: string;
  at: string;
  /** The account's id, or the kind of a non-account actor ('cli-token', 'cli-database', 'anonymous', 'system'). */
  actor: string;
  actorKind: AuditActorKind;
  actorEmail: string | null;
  /** The personal API token the account acted with (id and label), null for a session or another actor. */
  actorTokenId: string | null;
  actorTokenLabel: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  /** JSON text of the state before and after (null: none, e.g. a creation has no before). */
  before: string | null;
  after: string | null;
  requestId: string | null;
  ipHash: string | null;
}

function toModel(row: OperatorAuditRow): AuditEntryModel {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: row.actorKind === 'account' ? (row.actorAccountId as string) : row.actorKind,
    actorKind: row.actorKind,
    actorEmail: row.actorEmail,
    actorTokenId: row.actorTokenId,
    actorTokenLabel: row.actorTokenLabel,
    action: row.action,
    targetKind: row.targetKind,
    targetId: row.targetId,
    before: row.before === null ? null : JSON.stringify(row.before),
    after: row.after === null ? null : JSON.stringify(row.after),
    requestId: row.requestId,
    ipHash: row.ipHash,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuditQuery {
  limit: number;
  offset: number;
  /** One action (exact). */
  action?: string | null;
  /** An actor kind other than 'account', an account's id, or an account's e-mail address. */
  actor?: string | null;
}

/**
 * A page of the log, newest first (by id: the order rows were written in), one more row than asked
 * for to tell whether there is more. An actor that names nobody matches nothing.
 */
export async function listAudit(db: Database, query: AuditQuery): Promise<{ entries: AuditEntryModel[]; hasMore: boolean }> {
  const conditions = [];
  if (query.action) conditions.push(eq(operatorAuditLog.action, query.action));
  const actor = query.actor?.trim();
  if (actor) {
    if ((AUDIT_ACTOR_KINDS as readonly string[]).includes(actor) && actor !== 'account') {
      conditions.push(eq(operatorAuditLog.actorKind, actor as AuditActorKind));
    } else if (UUID.test(actor)) {
      conditions.push(and(eq(operatorAuditLog.actorKind, 'account'), eq(operatorAuditLog.actorAccountId, actor.toLowerCase())));
    } else {
      const account = db.select({ id: operatorAccounts.id }).from(operatorAccounts).where(eq(operatorAccounts.email, actor.toLowerCase()));
      conditions.push(and(eq(operatorAuditLog.actorKind, 'account'), inArray(operatorAuditLog.actorAccountId, account)));
    }
  }
  const rows = await db
    .select()
    .from(operatorAuditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(operatorAuditLog.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  return { entries: rows.slice(0, query.limit).map(toModel), hasMore: rows.length > query.limit };
}
