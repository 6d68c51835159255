/**
 * The mails, one component each (mails/*.tsx), rendered to static markup: subject, HTML and
 * plain-text part, attachments. renderMail picks the mail's render function by its kind.
 */
import type { MailKind, MailPayloads, RenderedMail } from '../mail-types';
import { renderAccountMail } from './account';
import { renderCardActivated } from './card-activated';
import { renderCardBlocked } from './card-blocked';
import { renderContactAcknowledgement } from './contact-acknowledgement';
import { renderContactRequest } from './contact-request';
import { renderDispatchDocument } from './dispatch-document';
import { renderDoublerWon } from './doubler-won';
import { renderGiftCardMail } from './gift-card';
import { renderOrderConfirmation } from './order-confirmation';
import { renderOperatorAlert } from './operator-alert';
import { renderOrderHeld, renderOrderRefused } from './order-review';
import { renderQuoteRequest } from './quote-request';
import { renderQuoteSales } from './quote-request-sales';
import { renderRefundIssued } from './refund-issued';
import { renderWithdrawalMail } from './withdrawal';
import { renderWithdrawalDecision } from './withdrawal-decision';

/** One mail: its texts in the given language (or the mail's fallback), filled from the payload. */
export type MailRenderer<K extends MailKind> = (language: string, payload: MailPayloads[K]) => RenderedMail | Promise<RenderedMail>;

/** Every kind has its mail: a kind added to MailKind without one does not compile. */
export const mailRenderers: { readonly [K in MailKind]: MailRenderer<K> } = {
  'order-confirmation': renderOrderConfirmation,
  'gift-card': renderGiftCardMail,
  'dispatch-document': renderDispatchDocument,
  'card-activated': renderCardActivated,
  'doubler-won': renderDoublerWon,
  'quote-request': renderQuoteRequest,
  'quote-request-sales': renderQuoteSales,
  account: renderAccountMail,
  withdrawal: renderWithdrawalMail,
  'contact-request': renderContactRequest,
  'contact-acknowledgement': renderContactAcknowledgement,
  'card-blocked': renderCardBlocked,
  'refund-issued': renderRefundIssued,
  'order-held': renderOrderHeld,
  'order-refused': renderOrderRefused,
  'withdrawal-decision': renderWithdrawalDecision,
  'operator-alert': renderOperatorAlert,
};

export async function renderMail<K extends MailKind>(kind: K, language: string, payload: MailPayloads[K]): Promise<RenderedMail> {
  // A kind from a database row is only a string: never one of the object's own properties by accident.
  if (!Object.hasOwn(mailRenderers, kind)) throw new Error(`unknown mail kind: ${String(kind)}`);
  const render = mailRenderers[kind] as MailRenderer<K>;
  return render(language, payload);
}
