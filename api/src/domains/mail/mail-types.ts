/**
 * What the order code puts into the outbox (`mail_outbox.payload`) for each kind of mail. Everything a
 * template needs is in the payload, so a mail renders the same whenever the worker gets to it.
 * Secrets (the gift card PIN) are removed from the stored payload once the mail is sent.
 */

export interface MailMoney {
  cents: number;
  currency: string;
}

/** The shop's bank account shown on invoice orders (a placeholder unless the order code passes one). */
export interface MailBankAccount {
  accountHolder: string;
  iban: string;
  bic?: string;
}

export interface OrderConfirmationPayload {
  orderNumber: string;
  orderId: string;
  storefrontName: string;
  /** Shop origin, e.g. http://localhost:3000. */
  shopUrl: string;
  customerName: string;
  customerEmail: string;
  status: 'PENDING' | 'COMPLETED';
  /** 'invoice' → bank transfer instructions (the shop's account, reference = order number). */
  paymentMethod: string;
  lines: {
    title: string;
    variationType: 'DIGITAL' | 'PHYSICAL';
    quantity: number;
    amount: MailMoney;
    total: MailMoney;
    receiver: string | null;
    extras: { title: string; total: MailMoney }[];
  }[];
  adjustments: { title: string; price: MailMoney }[];
  grandTotal: MailMoney;
  tax: MailMoney;
  shipments: {
    deliveryType: 'DIGITAL' | 'PHYSICAL';
    receiver: string | null;
    /** Physical: YYYY-MM-DD, the working day it leaves. */
    dispatchDate: string | null;
    /** Physical: YYYY-MM-DD; digital: ISO date-time. */
    deliveryFrom: string;
    deliveryTo: string;
    /** Digital: ISO date-time the shopper chose; null = within the hour. */
    scheduledAt: string | null;
  }[];
  /** BCP 47 locale for amounts and dates (e.g. 'de-CH'); default: the mail's language. */
  locale?: string;
  /** IANA time zone for date-times (scheduled delivery); default Europe/Berlin. */
  timeZone?: string;
  /** Invoice orders: the account to pay to (INVOICE_BANK_*); absent: the demo's marked account (DEMO_BANK_ACCOUNT). */
  bankAccount?: MailBankAccount;
}

export interface GiftCardMailPayload {
  orderNumber: string;
  storefrontName: string;
  shopUrl: string;
  senderName: string;
  receiverName: string | null;
  /**
   * The buyer ordered the card for their own address (a redeem, a card to oneself): the mail then
   * says "your gift card", not "{sender} has sent you a gift card". Absent in payloads stored before.
   */
  selfGift?: boolean;
  productTitle: string;
  backgroundColor: string;
  foregroundColor: string;
  /** Absolute URL of the card SVG. */
  cardImageUrl: string;
  amount: MailMoney;
  /** 19 digits. */
  number: string;
  /** 6 digits: a secret; the worker sets it to null in the stored payload once the mail is sent. */
  pin: string;
  personalMessage: string | null;
  balanceCheckUrl: string;
  /** YYYY-MM-DD or ISO date-time. */
  validUntil: string | null;
  locale?: string;
  timeZone?: string;
}

/** One card in a dispatch document: a gift card by post, or a blank card of a pack. */
export interface DispatchDocumentCard {
  productTitle: string;
  /** The card's value; null for a blank card (it gets its value at activation). */
  amount: MailMoney | null;
  /** A blank card: 'not activated' until activated at the storefront's activation page. */
  blank: boolean;
  /** 19 digits, printed on the card. */
  number: string;
}

/**
 * The packing slip of one shipment of cards by post (issue 18), to the storefront's fulfilment
 * address: where the parcel goes and which cards go in it, with the PINs for the scratch fields.
 * The shopper never gets these PINs by e-mail.
 */
export interface DispatchDocumentPayload {
  orderNumber: string;
  storefrontName: string;
  deliveryAddress: {
    name: string | null;
    companyName: string | null;
    street: string;
    houseNumber: string;
    suffix: string | null;
    postCode: string;
    city: string;
    /** ISO 3166-1 alpha-2. */
    countryCode: string;
  };
  /** YYYY-MM-DD, the working day the parcel leaves; null when not known. */
  dispatchDate: string | null;
  cards: DispatchDocumentCard[];
  /**
   * The cards' PINs, in the order of `cards`: secrets, sealed in the outbox (never stored in clear)
   * and dropped once the mail is sent.
   */
  pins: string[] | null;
  /** Absolute URL of the storefront's activation page (blank cards), null when it has none. */
  activationUrl: string | null;
  locale?: string;
  timeZone?: string;
}

/**
 * A blank card was activated (issue 18): to the buyer of the activation. The card number appears only
 * masked (its last four digits); the PIN never (the buyer has the card in hand).
 */
export interface CardActivatedPayload {
  orderNumber: string;
  storefrontName: string;
  shopUrl: string;
  productTitle: string;
  /** The amount loaded onto the card (its balance now). */
  amount: MailMoney;
  /** '•••• 1234': the last four digits only. */
  maskedNumber: string;
  /** YYYY-MM-DD or ISO date-time the card is valid until. */
  validUntil: string | null;
  /** Absolute URL of the storefront's balance check. */
  balanceCheckUrl: string;
  locale?: string;
  timeZone?: string;
}

/**
 * The winner of a balance doubler draw (issue 18, ADR 0025): the prize put on the card. The card
 * number appears only masked (its last four digits).
 */
export interface DoublerWonPayload {
  storefrontName: string;
  shopUrl: string;
  /** 'YYYY-MM': the month whose entries were drawn. */
  month: string;
  prize: MailMoney;
  /** The card's balance after the prize. */
  newBalance: MailMoney;
  /** '•••• 1234': the last four digits only. */
  maskedNumber: string;
  /** Absolute URL of the storefront's doubler page, where the draw result is published. */
  resultUrl: string;
  locale?: string;
}

export type MailKind =
  | 'order-confirmation'
  | 'gift-card'
  | 'dispatch-document'
  | 'card-activated'
  | 'doubler-won'
  | 'quote-request'
  | 'quote-request-sales'
  | 'account'
  | 'withdrawal'
  | 'contact-request'
  | 'contact-acknowledgement'
  | 'card-blocked'
  | 'refund-issued'
  | 'order-held'
  | 'order-refused'
  | 'withdrawal-decision'
  | 'operator-alert';

/**
 * An alert to the shop's operators (issue 38, ADR 0062), to ALERT_MAIL_TO: the alert's kind, its
 * sentence and its fields as they were raised (order number, amount in cents, remote, version,
 * storefronts, job). Alerts carry no secrets (observability/alerts.ts); nothing here is a customer's.
 */
export interface OperatorAlertPayload {
  /** The alert's kind: 'payment.mismatch', 'pin.failures-rise', 'remote.fallback' … */
  alertKind: string;
  /** The alert's sentence in words. */
  message: string;
  /** The alert's other fields, name and value as text, in the order they were raised. */
  fields: Array<[name: string, value: string]>;
  /** ISO 8601: when it was raised. */
  raisedAt: string;
  locale?: string;
  timeZone?: string;
}

/**
 * A withdrawal decided by the service desk (ADR 0044): APPROVED to the order's buyer (the unredeemed
 * value refunded), REJECTED to the address that asked. Never the operator's reason.
 */
export interface WithdrawalDecisionPayload {
  outcome: 'APPROVED' | 'REJECTED';
  orderNumber: string;
  storefrontName: string;
  /** The buyer's name (APPROVED only: the mail goes to the order's own address). */
  customerName: string | null;
  /** What the approval refunds (APPROVED). */
  amount: MailMoney | null;
  /** ISO 8601: when the withdrawal was received. */
  receivedAt: string;
  locale?: string;
  timeZone?: string;
}

/**
 * A chargeback blocked the gift cards of an order (issue 33, ADR 0041): to the buyer. Cards appear only
 * masked (their last four digits).
 */
export interface CardBlockedPayload {
  orderNumber: string;
  storefrontName: string;
  shopUrl: string;
  customerName: string | null;
  /** '•••• 1234' per blocked card. */
  maskedNumbers: string[];
  /** What was left on them and is frozen now. */
  frozen: MailMoney;
  locale?: string;
}

/**
 * Fraud review (issue 33 item 3, ADR 0043), to the buyer: held ("we are checking your order") or
 * refused (not carried out, the whole amount refunded).
 */
export interface OrderReviewPayload {
  orderNumber: string;
  storefrontName: string;
  shopUrl: string;
  customerName: string | null;
  /** What the order cost (held) or what is refunded (refused). */
  amount: MailMoney;
  locale?: string;
}

/** A refund of (part of) an order was made (issue 33): to the buyer. */
export interface RefundIssuedPayload {
  orderNumber: string;
  storefrontName: string;
  shopUrl: string;
  customerName: string | null;
  amount: MailMoney;
  /** '•••• 1234' per card the value was taken from (none for a double payment). */
  maskedNumbers: string[];
  locale?: string;
}

/**
 * The account mails (issue 16): confirm the address (double opt-in), "you have an account already"
 * (a registration with a known address: answered like any other, told only to the owner), a link
 * for a new password, and the notice that the password changed. `accountLink` carries a single-use
 * token: a secret, sealed in the outbox and dropped once sent.
 */
export type AccountMailPurpose = 'confirm-email' | 'already-registered' | 'password-reset' | 'password-changed';

export interface AccountMailPayload {
  purpose: AccountMailPurpose;
  storefrontName: string;
  firstName: string | null;
  /** The link the mail's button opens (with its token for confirm-email and password-reset). */
  accountLink: string | null;
  locale?: string;
}

/** The acknowledgement of a withdrawal (issue 17, §356a BGB): the declaration and when it was received. */
export interface WithdrawalMailPayload {
  storefrontName: string;
  /**
   * The name as typed, only when the mail goes to the address of the order it names; null otherwise
   * (issue 31: never the sender's free text to an address they typed).
   */
  name: string | null;
  orderNumber: string;
  email: string;
  /** ISO 8601. */
  receivedAt: string;
  locale?: string;
  timeZone?: string;
}

/** The contact form's question, to the shop's own support address (issue 17). */
export interface ContactRequestPayload {
  storefrontName: string;
  topic: string;
  orderNumber: string | null;
  name: string;
  email: string;
  message: string;
}

/** The acknowledgement to the sender: the topic only, none of the message. */
export interface ContactAcknowledgementPayload {
  storefrontName: string;
  topic: string;
}

/** One line of a business quote request: which gift card, how many, the amount on each. */
export interface QuoteMailLine {
  productTitle: string;
  quantity: number;
  amountPerCard: MailMoney;
}

/**
 * The acknowledgement of a business quote request to the requester (issue 17): the company, the
 * lines and their total only. None of the free texts (message, delivery wishes, contact name) goes
 * to the address the requester typed, so the form cannot relay a stranger's text.
 */
export interface QuoteRequestPayload {
  storefrontName: string;
  /** @deprecated mails queued before issue 31 carried it; it is not rendered (nothing typed freely goes to a typed address). */
  companyName?: string;
  cardCount: number;
  /** The amount of every card when all lines agree, else null. */
  amountPerCard: MailMoney | null;
  /** Absent in mails queued before the quote form had lines (then cardCount and amountPerCard tell). */
  lines?: QuoteMailLine[];
  /** The value of all cards (quantity × amount, without fees). */
  total?: MailMoney | null;
  /** @deprecated mails queued before issue 17 greeted by name and carried the message; neither is rendered. */
  contactName?: string;
  /** @deprecated see contactName. */
  message?: string | null;
  locale?: string;
  shopUrl?: string;
}

/** The whole business quote request, to the storefront's business sales address (issue 17). */
export interface QuoteSalesPayload {
  storefrontName: string;
  quoteRequestId: string;
  /** Q-YYMMDD-XXXXXX, as the buyer was shown it; absent in payloads stored before. */
  quoteRequestNumber?: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
  /** The language the requester used the shop in. */
  language: string;
  lines: QuoteMailLine[];
  cardCount: number;
  total: MailMoney;
  budget: MailMoney | null;
  deliveryWishes: string | null;
  message: string | null;
  locale?: string;
}

export interface MailPayloads {
  'order-confirmation': OrderConfirmationPayload;
  'gift-card': GiftCardMailPayload;
  'dispatch-document': DispatchDocumentPayload;
  'card-activated': CardActivatedPayload;
  'doubler-won': DoublerWonPayload;
  'quote-request': QuoteRequestPayload;
  'quote-request-sales': QuoteSalesPayload;
  account: AccountMailPayload;
  withdrawal: WithdrawalMailPayload;
  'contact-request': ContactRequestPayload;
  'contact-acknowledgement': ContactAcknowledgementPayload;
  'card-blocked': CardBlockedPayload;
  'refund-issued': RefundIssuedPayload;
  'order-held': OrderReviewPayload;
  'order-refused': OrderReviewPayload;
  'withdrawal-decision': WithdrawalDecisionPayload;
  'operator-alert': OperatorAlertPayload;
}

export const MAIL_KINDS: readonly MailKind[] = [
  'order-confirmation',
  'gift-card',
  'dispatch-document',
  'card-activated',
  'doubler-won',
  'quote-request',
  'quote-request-sales',
  'account',
  'withdrawal',
  'contact-request',
  'contact-acknowledgement',
  'card-blocked',
  'refund-issued',
  'order-held',
  'order-refused',
  'withdrawal-decision',
  'operator-alert',
];

/**
 * Mails to the shop's operators, not to a storefront's customers or team: written in English, the
 * language of the operator console and the logs, whatever storefront (none) they concern; the
 * storefront-language tests (mails/languages.test.ts) cover every other kind.
 */
export const OPERATOR_MAIL_KINDS: readonly MailKind[] = ['operator-alert'];

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}
