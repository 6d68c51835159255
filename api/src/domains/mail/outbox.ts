/**
 * Putting a mail into the outbox. Call it inside the transaction of the change the mail reports (the
 * order completing, the card being issued), so the mail exists exactly when the change does; the
 * worker (mail-worker.ts) sends it afterwards. The dedupe key makes enqueueing idempotent: a replayed
 * payment notification or a retried request enqueues nothing new.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db';
import type { SecretBox } from '../../security/secret-box';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/order-schema';
import { storefronts } from '../../db/schema';
import { timeZoneForCountry } from '../cart/delivery/delivery-dates';
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

/**
 * Payload fields that are secrets: never stored in clear (sealed, see `sealedSecrets`), dropped once
 * sent. `pins`: the PINs of a dispatch document's cards.
 */
export const SECRET_FIELDS = ['pin', 'pins', 'accountLink'] as const;

/** The payload without its secrets (null in their place) and the secrets alone. */
function splitSecrets(payload: Record<string, unknown>): { open: Record<string, unknown>; secrets: Record<string, unknown> | null } {
  const open = { ...payload };
  const secrets: Record<string, unknown> = {};
  for (const field of SECRET_FIELDS) {
    if (open[field] != null) secrets[field] = open[field];
    if (field in open) open[field] = null;
  }
  return { open, secrets: Object.keys(secrets).length ? secrets : null };
}

/** The payload the templates need: the stored one with its sealed secrets put back. */
export function openPayload(row: { payload: Record<string, unknown>; sealedSecrets: string | null }, box: SecretBox | undefined): Record<string, unknown> {
  if (!row.sealedSecrets) return row.payload;
  if (!box) throw new Error('this mail carries sealed secrets but no secrets key is configured');
  return { ...row.payload, ...box.open<Record<string, unknown>>(row.sealedSecrets) };
}

/**
 * Inserts the mail unless one with the same dedupe key exists; true when it inserted. Secret fields
 * (a card's PIN) are sealed with `box` and stored apart from the payload; without a box such a mail
 * is refused rather than stored in clear.
 */
export async function enqueueMail(tx: Queryable, mail: OutgoingMail, box?: SecretBox): Promise<boolean> {
  if (!mail.dedupeKey) throw new Error('enqueueMail: dedupeKey is required');
  if (!mail.recipient.includes('@')) throw new Error(`enqueueMail: not an e-mail address: ${mail.recipient}`);
  // Times in a mail are the storefront's (its country's zone), as on its pages: a card scheduled for
  // 09:00 says 09:00 on the thank-you page and in the mail (issue 35). Amounts and dates follow the
  // storefront's locale (pt-br, not Portugal's pt; es-mx, not Spain's es), in the mail's language
  // (mailLocale: a French mail of the Belgian storefront reads fr-BE).
  const withZone = { ...(mail.payload as unknown as Record<string, unknown>) };
  if (withZone.timeZone === undefined || withZone.locale === undefined) {
    const [store] = await tx
      .select({ countryCode: storefronts.countryCode, locale: storefronts.locale })
      .from(storefronts)
      .where(eq(storefronts.key, mail.storefrontKey));
    if (store && withZone.timeZone === undefined) withZone.timeZone = timeZoneForCountry(store.countryCode);
    if (store && withZone.locale === undefined) withZone.locale = store.locale;
  }
  const { open, secrets } = splitSecrets(withZone);
  if (secrets && !box) throw new Error(`enqueueMail: ${mail.kind} carries secrets: a secrets box is required`);
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      id: randomUUID(),
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      storefrontKey: mail.storefrontKey,
      language: mail.language,
      recipient: mail.recipient,
      payload: open,
      sealedSecrets: secrets && box ? box.seal(secrets) : null,
      ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}
