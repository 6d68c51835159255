/**
 * The withdrawal button (issue 17, §356a BGB from 19 June 2026): a declaration of withdrawal from a
 * contract with the three things the form may ask (name, order number, e-mail address), for guests
 * and customers alike. It is kept for customer service (with the order it names, when one with that
 * number exists in this storefront) and acknowledged by mail with its content, date and time. The
 * answer is the same whether the order exists or not, so the form cannot be used to find orders; the
 * mail goes to an address of the sender's choosing, so it takes the captcha and is limited per IP and
 * per address, and it carries only what we wrote (issue 31): the name the sender typed is repeated
 * only to the address of the order it names (its customer typed it), never to any other address.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { type WithdrawalInput, withdrawalSchema } from '@shop/shared/validation';
import { orders } from '../../db/cart-schema';
import { withdrawalRequests } from '../../db/content-schema';
import { orderPlacements } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { LIMITS, consumeLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { captchaRefusal } from '../../security/captcha';
import { issueEntries } from '../common/input-errors';
import type { RequestInputs } from '../common/request-inputs';
import { enqueueMail } from '../mail/outbox';

type WithdrawalContext = Pick<RequestInputs, 'db' | 'scope' | 'clientIp' | 'secrets' | 'now' | 'captcha'>;

export interface WithdrawalResult {
  status: boolean;
  /** When the declaration was received (ISO 8601): what the acknowledgement states. */
  receivedAt: string | null;
  errors: ErrorEntry[];
}

export async function withdrawContract(ctx: WithdrawalContext, input: WithdrawalInput): Promise<WithdrawalResult> {
  const parsed = v.safeParse(withdrawalSchema, input);
  if (!parsed.success) return { status: false, receivedAt: null, errors: issueEntries(parsed.issues, ErrorCode.INVALID_CART_INPUT, 'input') };
  const { name, orderNumber, captchaToken } = parsed.output;
  const email = parsed.output.email.toLowerCase();
  const captcha = await captchaRefusal(ctx.captcha, ctx.db, captchaToken, 'input.captchaToken');
  if (captcha) return { status: false, receivedAt: null, errors: [captcha] };
  const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
    { limit: LIMITS.withdrawalPerIp, key: ctx.clientIp },
    { limit: LIMITS.withdrawalPerRecipient, key: email },
  ]);
  if (!limited.allowed) return { status: false, receivedAt: null, errors: [tooManyAttemptsEntry('input.email')] };
  const store = ctx.scope.storefront;
  const [order] = await ctx.db
    .select({ id: orders.id, customer: orderPlacements.customer })
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .where(and(eq(orderPlacements.orderNumber, orderNumber), eq(orders.storefrontKey, store.key)));
  const id = randomUUID();
  const receivedAt = ctx.now;
  await ctx.db.transaction(async (tx) => {
    // Matched now (ADR 0042): the operators' queue shows whether the order exists and is the sender's.
    const matchStatus = !order ? 'UNKNOWN' : order.customer.email?.toLowerCase() === email ? 'MATCHED' : 'EMAIL_DIFFERS';
    await tx
      .insert(withdrawalRequests)
      .values({ id, storefrontKey: store.key, name, orderNumber, email, language: ctx.scope.language, orderId: order?.id ?? null, receivedAt, matchStatus });
    await enqueueMail(tx, {
      kind: 'withdrawal',
      dedupeKey: `withdrawal:${id}`,
      storefrontKey: store.key,
      language: ctx.scope.language,
      recipient: email,
      payload: { storefrontName: store.name, name: order?.customer.email?.toLowerCase() === email ? name : null, orderNumber, email, receivedAt: receivedAt.toISOString() },
    });
  });
  return { status: true, receivedAt: receivedAt.toISOString(), errors: [] };
}
