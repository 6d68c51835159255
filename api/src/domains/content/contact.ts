/**
 * The contact form (issue 17): a question for customer service behind the captcha. It is kept
 * (contact_requests) and mailed to the storefront's support address with everything the shopper
 * wrote; the sender gets an acknowledgement naming the topic only, so the form cannot relay a
 * stranger's text to any address. Limited per IP and per address.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { type ContactInput, contactSchema } from '@shop/shared/validation';
import { storefrontBranding } from '../../db/catalogue-schema';
import { contactRequests } from '../../db/content-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { LIMITS, consumeLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { issueEntries } from '../common/input-errors';
import type { RequestInputs } from '../common/request-inputs';
import { enqueueMail } from '../mail/outbox';
import { captchaRefusal } from '../../security/captcha';

type ContactContext = Pick<RequestInputs, 'db' | 'scope' | 'clientIp' | 'secrets' | 'captcha'>;

export async function sendContactRequest(ctx: ContactContext, input: ContactInput): Promise<{ status: boolean; errors: ErrorEntry[] }> {
  const parsed = v.safeParse(contactSchema, input);
  if (!parsed.success) return { status: false, errors: issueEntries(parsed.issues, ErrorCode.INVALID_CART_INPUT, 'input') };
  const details = parsed.output;
  const captcha = await captchaRefusal(ctx.captcha, ctx.db, details.captchaToken, 'input.captchaToken');
  if (captcha) return { status: false, errors: [captcha] };
  const email = details.email.toLowerCase();
  const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
    { limit: LIMITS.contactPerIp, key: ctx.clientIp },
    { limit: LIMITS.contactPerRecipient, key: email },
  ]);
  if (!limited.allowed) return { status: false, errors: [tooManyAttemptsEntry('input.email')] };
  const store = ctx.scope.storefront;
  const [branding] = await ctx.db.select({ supportEmail: storefrontBranding.supportEmail }).from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, store.key));
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactRequests).values({
      id,
      storefrontKey: store.key,
      topic: details.topic,
      orderNumber: details.orderNumber ?? null,
      name: details.name,
      email,
      message: details.message,
      language: ctx.scope.language,
    });
    if (branding) {
      await enqueueMail(tx, {
        kind: 'contact-request',
        dedupeKey: `contact-request:${id}`,
        storefrontKey: store.key,
        language: ctx.scope.language,
        recipient: branding.supportEmail,
        payload: { storefrontName: store.name, topic: details.topic, orderNumber: details.orderNumber ?? null, name: details.name, email, message: details.message },
      });
    }
    await enqueueMail(tx, {
      kind: 'contact-acknowledgement',
      dedupeKey: `contact-acknowledgement:${id}`,
      storefrontKey: store.key,
      language: ctx.scope.language,
      recipient: email,
      payload: { storefrontName: store.name, topic: details.topic },
    });
  });
  return { status: true, errors: [] };
}
