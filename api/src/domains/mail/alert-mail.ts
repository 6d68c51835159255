/**
 * The operators' alert mails (issue 38 item 4, ADR 0062): the sink main.ts registers with
 * observability/alerts.ts (`setAlertMailer`) when ALERT_MAIL_TO is set. Every alert raised becomes an
 * 'operator-alert' mail in the shop's outbox, one per address, sent by the mail worker like any other
 * (SMTP in production, files on /dev/outbox in the demo).
 *
 * Bounded, because a storm of alerts must not flood the mailbox or the outbox table:
 * - the same alert (kind and subject, mails/operator-alert.tsx) is mailed at most once per window:
 *   the window's number is part of the outbox's dedupe key, so the database's unique index (not this
 *   process's memory) decides, for every API process at once;
 * - at most `maxPerKind` different alerts of one kind are mailed per window per address; the rest
 *   are only logged (and counted and sent to the webhook, the primary channel, by the caller).
 * Alerts of one kind are enqueued one at a time across all processes (an advisory lock), so both
 * bounds hold under a storm raised by several processes at once.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { MAIL_STATUSES, mailOutbox } from '../../db/order-schema';
import type { AlertMailer } from '../../observability/alerts';
import { log } from '../../observability/log';
import type { OperatorAlertPayload } from './mail-types';
import { operatorAlertSubject } from './mails/operator-alert';
import { enqueueMail } from './outbox';

export const DEFAULT_ALERT_MAIL_WINDOW_MS = 15 * 60_000;
export const DEFAULT_ALERT_MAILS_PER_KIND = 10;

/** Arbitrary constant naming the advisory locks of the alert mails (the second key: the kind's hash). */
const ALERT_MAIL_LOCK_CLASS = 38_004;

/** The outbox's storefront key of a mail that concerns no one storefront but the shop's operations. */
export const OPERATIONS_MAIL_SCOPE = 'operations';

export interface AlertMailerOptions {
  db: Database;
  /** ALERT_MAIL_TO, parsed (observability/alerts.ts parseAlertMailTo). */
  recipients: readonly string[];
  /** The window of the bounds; default 15 min. */
  windowMs?: number;
  /** Different alerts of one kind mailed per window and address; default 10. */
  maxPerKind?: number;
  /** Clock (tests). */
  now?: () => Date;
}

/** A field's value as the mail shows it; objects are left out (alerts carry plain values). */
function fieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
  return null;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

export function createAlertMailer(options: AlertMailerOptions): AlertMailer {
  const { db } = options;
  // Sorted and once each: the outbox rows of an alert always in the same order.
  const recipients = [...new Set(options.recipients)].sort();
  const windowMs = options.windowMs ?? DEFAULT_ALERT_MAIL_WINDOW_MS;
  const maxPerKind = options.maxPerKind ?? DEFAULT_ALERT_MAILS_PER_KIND;
  const now = options.now ?? (() => new Date());

  return async (alert) => {
    if (recipients.length === 0) return;
    const { kind, message, ...rest } = alert;
    const at = now();
    const windowNumber = Math.floor(at.getTime() / windowMs);
    const windowStart = new Date(windowNumber * windowMs);
    const subject = operatorAlertSubject(kind, message);
    const fields = Object.entries(rest).flatMap(([name, value]): Array<[string, string]> => {
      const text = fieldText(value);
      return text === null ? [] : [[name, text]];
    });
    const payload: OperatorAlertPayload = { alertKind: kind, message, fields, raisedAt: at.toISOString(), locale: 'en', timeZone: 'UTC' };
    // `alert-mail:<kind>:` is the prefix the per-kind bound counts by (kinds are dotted words: no LIKE wildcards).
    const prefix = `alert-mail:${kind}:`;
    // One transaction per alert, under a lock of its kind for every process (a transaction-level
    // advisory lock: alerts are rare, waiting on one another costs nothing): the count below sees every
    // mail enqueued before, so the bound holds however many alerts of a kind are raised at once, and an
    // alert is enqueued whole or found whole, never split between two raisers.
    const enqueued = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_MAIL_LOCK_CLASS}, hashtext(${kind}))`);
      // Through mail_outbox_due_idx (status, next_attempt_at): a mail's next attempt is never before
      // it was created, so the window's mails are among those whose next attempt is in the window or
      // later; the outbox's older history is never read (no index on created_at or a key prefix).
      const [mailed] = await tx
        .select({ n: count() })
        .from(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.status, [...MAIL_STATUSES]),
            gte(mailOutbox.nextAttemptAt, windowStart),
            gte(mailOutbox.createdAt, windowStart),
            eq(mailOutbox.kind, 'operator-alert'),
            like(mailOutbox.dedupeKey, `${prefix}%`),
          ),
        );
      if ((mailed?.n ?? 0) >= maxPerKind * recipients.length) return null;
      let inserted = 0;
      for (const recipient of recipients) {
        const mail = { kind: 'operator-alert' as const, storefrontKey: OPERATIONS_MAIL_SCOPE, language: 'en', recipient, payload };
        if (await enqueueMail(tx, { ...mail, dedupeKey: `${prefix}${digest(`${subject}\n${recipient}`)}:${windowNumber}` })) inserted++;
      }
      return inserted;
    });
    if (enqueued === null) {
      log.warn({ alert: kind, windowMinutes: windowMs / 60_000 }, `[alerts] "${kind}": ${maxPerKind} alert mails this window already; this one is logged, not mailed`);
    } else if (enqueued === 0) {
      log.debug({ alert: kind }, `[alerts] "${kind}" was mailed this window already: not again`);
    }
  };
}
