/**
 * Putting a mail into the outbox. Call it inside the transaction of the change the mail reports (the
 * order completing, the card being issued), so the mail exists exactly when the change does; the
 * worker (mail-worker.ts) sends it afterwards. The dedupe key makes enqueueing idempotent: a replayed
 * payment notification or a retried request enqueues nothing new.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import { mailOutbox } from '../../db/order-schema';
import type { MailKind, MailPayloads } from './mail-types';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A drizzle database or a transaction of it. */
export type Queryable = Database | Transaction;

interface OutgoingMailOf<K extends MailKind> {
  kind: K;
  /** Unique per mail, e.g. `order-confirmation:<orderId>` or `gift-card:<cardId>`. */
  dedupeKey: string;
  storefrontKey: string;
  /** The storefront language the mail is written in ('de', 'nl', 'fr', 'en', …). */
  language: string;
  /** E-mail address. */
  recipient: string;
  payload: MailPayloads[K];
  /** Not sent before this moment (a digital card scheduled for a birthday); default: now. */
  notBefore?: Date;
}

export type OutgoingMail = { [K in MailKind]: OutgoingMailOf<K> }[MailKind];

/** Inserts the mail unless one with the same dedupe key exists; true when it inserted. */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<boolean> {
  if (!mail.dedupeKey) throw new Error('enqueueMail: dedupeKey is required');
  if (!mail.recipient.includes('@')) throw new Error(`enqueueMail: not an e-mail address: ${mail.recipient}`);
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      id: randomUUID(),
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      storefrontKey: mail.storefrontKey,
      language: mail.language,
      recipient: mail.recipient,
      payload: mail.payload as unknown as Record<string, unknown>,
      ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}
