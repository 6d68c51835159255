/**
 * Drains the mail outbox. Each round claims up to 20 due PENDING rows in a short transaction
 * (`FOR UPDATE SKIP LOCKED`, so API instances running side by side never pick the same row) and, in
 * that same transaction, counts the attempt and moves `next_attempt_at` to the retry time; then it
 * renders and sends each mail outside any transaction. A sent mail becomes SENT (its PIN removed
 * from the stored payload); a failure keeps it PENDING with the back-off already set, and after
 * `maxAttempts` it becomes FAILED. If the process dies mid-send, the row is simply due again after
 * the back-off: delivery is at least once.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { type MailOutboxRow, mailOutbox } from '../../db/order-schema';
import type { SecretBox } from '../../security/secret-box';
import { MAIL_KINDS, type MailKind, type MailPayloads } from './mail-types';
import { openPayload } from './outbox';
import { renderMail } from './templates';
import type { MailTransport } from './transport';
import { redact } from '../../security/redact';
import { log } from '../../observability/log';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** Pause between rounds; default 2 s. The first round runs after one interval. */
  intervalMs?: number;
  /** After this many failed attempts a mail is FAILED; default 8 (≈ 1 h 4 min of retries). */
  maxAttempts?: number;
  /** Rows claimed per round; default 20. */
  batchSize?: number;
  /** Clock (tests). */
  now?: () => Date;
  /** Opens the sealed secrets (PINs) of mails; required once any such mail exists. */
  secrets?: SecretBox;
}

export interface MailWorker {
  /** Stops the timer and waits for a round in progress. */
  stop(): Promise<void>;
  /** Sends everything due now (round after round until nothing is due); resolves with how many were sent. */
  drainOnce(): Promise<number>;
}

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The wait after the n-th failed attempt (n ≥ 1): 30 s · 2^(n-1), at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Stored and logged: an SMTP answer may name the recipient, so it is redacted. */
const errorText = (error: unknown) => redact(error instanceof Error ? error.message : String(error)).slice(0, 2000);

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport } = options;
  const intervalMs = options.intervalMs ?? 2_000;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 8);
  const batchSize = Math.max(1, options.batchSize ?? 20);
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;

  /** Claims due rows; returns them with `attempts` already counting this attempt. */
  async function claim(): Promise<MailOutboxRow[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, at)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];

      // Rows whose attempts ran out without an outcome (the process died while sending them).
      const exhausted = due.filter((row) => row.attempts >= maxAttempts);
      if (exhausted.length > 0) {
        await tx
          .update(mailOutbox)
          .set({ status: 'FAILED', lastError: sql`coalesce(${mailOutbox.lastError}, 'interrupted while sending')` })
          .where(inArray(mailOutbox.id, exhausted.map((row) => row.id)));
      }
      const claimed = due.filter((row) => row.attempts < maxAttempts);
      if (claimed.length === 0) return [];
      // attempts + 1, and the retry time of this attempt: 30 s · 2^(attempts before), at most 1 h.
      await tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`${at.toISOString()}::timestamptz + make_interval(secs => least(${sql.raw(String(BASE_DELAY_MS / 1000))} * power(2, ${mailOutbox.attempts}), ${sql.raw(String(MAX_DELAY_MS / 1000))}))`,
        })
        .where(inArray(mailOutbox.id, claimed.map((row) => row.id)));
      return claimed.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    });
  }

  async function deliver(row: MailOutboxRow): Promise<boolean> {
    try {
      if (!MAIL_KINDS.includes(row.kind as MailKind)) throw new Error(`unknown mail kind ${row.kind}`);
      const kind = row.kind as MailKind;
      const payload = openPayload(row, options.secrets) as unknown as MailPayloads[MailKind];
      const rendered = await renderMail(kind, row.language, payload);
      const { deliveredTo } = await transport.send({
        id: row.id,
        to: row.recipient,
        fromName: typeof row.payload.storefrontName === 'string' ? row.payload.storefrontName : undefined,
        ...rendered,
      });
      await db
        .update(mailOutbox)
        .set({
          status: 'SENT',
          sentAt: now(),
          subject: rendered.subject,
          deliveredTo,
          lastError: null,
          // The secret (a PIN) exists in clear only in the mail that was just sent.
          sealedSecrets: null,
        })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const failed = row.attempts >= maxAttempts;
      log.error(
        { mailKind: row.kind, mailId: row.id, attempt: row.attempts, maxAttempts, gaveUp: failed, err: errorText(error) },
        `[mail] ${row.kind} ${row.id}: attempt ${row.attempts}/${maxAttempts} failed${failed ? ', giving up' : ''}`,
      );
      try {
        await db
          .update(mailOutbox)
          .set({
            lastError: errorText(error),
            status: failed ? 'FAILED' : 'PENDING',
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(mailOutbox.id, row.id));
      } catch (updateError) {
        // The claim already set the retry time; the row comes back on its own.
        log.error({ mailId: row.id, err: errorText(updateError) }, `[mail] ${row.id}: could not record the failure`);
      }
      return false;
    }
  }

  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) {
        if (await deliver(row)) sent++;
      }
      if (rows.length < batchSize || stopped) return sent;
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      round = drainOnce()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: errorText(error) }, '[mail] outbox round failed'))
        .finally(() => {
          round = undefined;
          schedule();
        });
    }, intervalMs);
    // The worker never keeps the process alive on its own.
    timer.unref();
  }
  schedule();

  return {
    drainOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await round;
    },
  };
}
