import * as v from 'valibot';
import { emailSchema } from './address';
import { captchaTokenSchema } from './redeem';
import { orderNumberSchema } from './withdrawal';

/**
 * The contact form (issue 17): a topic, the order number when there is one, the name, the e-mail
 * address to answer to, the message and the anti-bot token. The form and the API run this schema.
 */
export const CONTACT_TOPICS = ['ORDER', 'DELIVERY', 'BALANCE', 'REDEEM', 'BUSINESS', 'OTHER'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

export const CONTACT_MESSAGES = {
  topicRequired: { id: 'validation.contact.topicRequired', defaultMessage: 'Please choose what your question is about' },
  nameRequired: { id: 'validation.contact.nameRequired', defaultMessage: 'Please enter your name' },
  messageTooShort: { id: 'validation.contact.messageTooShort', defaultMessage: 'Please write at least {min} characters' },
  messageTooLong: { id: 'validation.contact.messageTooLong', defaultMessage: 'Please write at most {max} characters' },
  orderNumberInvalid: { id: 'validation.contact.orderNumberInvalid', defaultMessage: 'This is not an order number' },
} as const;

export const contactSchema = v.object({
  topic: v.picklist(CONTACT_TOPICS, CONTACT_MESSAGES.topicRequired.id),
  orderNumber: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((text) => text?.trim() || undefined),
      v.optional(orderNumberSchema(CONTACT_MESSAGES.orderNumberInvalid.id)),
    ),
  ),
  name: v.pipe(v.string(CONTACT_MESSAGES.nameRequired.id), v.trim(), v.nonEmpty(CONTACT_MESSAGES.nameRequired.id), v.maxLength(100, CONTACT_MESSAGES.nameRequired.id)),
  email: emailSchema,
  message: v.pipe(
    v.string(CONTACT_MESSAGES.messageTooShort.id),
    v.trim(),
    v.minLength(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort.id),
    v.maxLength(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong.id),
  ),
  captchaToken: captchaTokenSchema,
});

export type ContactInput = v.InferInput<typeof contactSchema>;

/**
 * What a link to the contact page may hand on (router state, never the URL): a topic and a first draft
 * of the message, both still the shopper's to change. The redeem screens send one with a card problem
 * (blocked, expired: "my card 6037 … has expired"), so nobody types the card number again.
 */
export interface ContactHandOver {
  topic?: ContactTopic;
  message?: string;
}

/** The hand-over the contact page received, checked: router state is whatever the last link put there. */
export function contactHandOver(state: unknown): ContactHandOver {
  if (!state || typeof state !== 'object') return {};
  const { topic, message } = state as Record<string, unknown>;
  const handOver: ContactHandOver = {};
  if (typeof topic === 'string' && (CONTACT_TOPICS as readonly string[]).includes(topic)) handOver.topic = topic as ContactTopic;
  if (typeof message === 'string' && message.trim()) handOver.message = message.slice(0, CONTACT_MESSAGE_MAX);
  return handOver;
}
