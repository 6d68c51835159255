/**
 * The business page's quote form (issue 17, spec §6 business buyer): behind the captcha, each line
 * checked against the storefront's catalogue, kept (quote_requests and its quote_request_lines) and
 * mailed in the same transaction twice: the whole request to the storefront's business sales address,
 * and an acknowledgement to the requester that repeats the company, the cards and their total but
 * none of the free texts — so the form cannot relay a stranger's text to any address. Limited per IP,
 * per session and per recipient (security/rate-limit.ts).
 *
 * quote_requests.card_count is the sum of the lines' quantities; amount_per_card_cents is the amount
 * when every line has the same one, else null (the lines hold the amounts).
 */
import { randomUUID } from 'node:crypto';
import {
  ADDRESS_MESSAGES,
  QUOTE_MESSAGES,
  QUOTE_TEXT_LIMITS,
  type QuoteLine,
  type QuoteRequestInput,
  quoteLineRanges,
  quoteRequestSchema,
  validationText,
  widestWholeRange,
  withinRanges,
} from '@shop/shared/validation';
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db';
import { storefrontBranding } from '../../db/catalogue-schema';
import { businessVolumePrices, quoteRequestLines, quoteRequests } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { consumeLimits, LIMITS, tooManyAttemptsEntry } from '../../security/rate-limit';
import { entry } from '../common/rule-errors';
import type { MoneyModel } from '../catalogue/models';
import { selectProducts, variationsByProductIds } from '../catalogue/queries';
import { issueEntries } from '../common/input-errors';
import type { RequestInputs } from '../common/request-inputs';
import type { QuoteMailLine } from '../mail/mail-types';
import { enqueueMail } from '../mail/outbox';
import { orderCode } from './order-number';
import type { RequestScope } from '../storefront/request-scope';
import { captchaRefusal } from '../../security/captcha';

type QuoteContext = Pick<RequestInputs, 'db' | 'scope' | 'clientIp' | 'secrets' | 'captcha' | 'session'>;

export interface QuoteAnswer {
  id: string | null;
  /** Q-YYMMDD-XXXXXX: what the buyer is shown and quotes (quoteRequestNumber). */
  number: string | null;
  errors: ErrorEntry[];
}

/**
 * A quote request's number people read and quote (issue 35 item 11 c): Q, the day it came in (UTC,
 * like order numbers) and six characters of its sequence value, scrambled like an order number's.
 */
export function quoteRequestNumber(createdAt: Date, value: number): string {
  return `Q-${createdAt.toISOString().slice(2, 10).replace(/-/g, '')}-${orderCode(value)}`;
}

/** Schema issues as error entries; a too long free text says its own maximum. */
function inputErrors(issues: Parameters<typeof issueEntries>[0]): ErrorEntry[] {
  const tooLong = validationText(ADDRESS_MESSAGES.textTooLong.id);
  return issueEntries(issues, ErrorCode.INVALID_CART_INPUT).map((error) => {
    const field = error.referencedRequestParameter?.replace(/^input\./, '') as keyof typeof QUOTE_TEXT_LIMITS;
    return error.message === tooLong && field in QUOTE_TEXT_LIMITS
      ? { ...error, message: validationText(ADDRESS_MESSAGES.textTooLong.id, { max: QUOTE_TEXT_LIMITS[field] }) }
      : error;
  });
}

/**
 * Each line against the catalogue of the request's storefront: the product is sold here (listed, not
 * retired, a gift card) and in stock; the amount is within the storefront's business range, else
 * within the range of one of the product's variations (physical or digital). The product titles in
 * the request's language come back for the mails.
 */
export async function checkQuoteLines(
  db: Database,
  scope: RequestScope,
  lines: readonly QuoteLine[],
): Promise<{ errors: ErrorEntry[]; titles: Map<string, string> }> {
  const store = scope.storefront;
  const catalogue = { store, language: scope.language };
  const ids = [...new Set(lines.map((line) => line.productId))];
  const sold = await selectProducts(db, catalogue, {
    where: [sql`p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`],
  });
  const products = new Map(sold.map(({ product }) => [product.id, product]));
  const variations = await variationsByProductIds(db, catalogue, [...products.keys()]);
  const errors: ErrorEntry[] = [];
  lines.forEach((line, i) => {
    const product = products.get(line.productId);
    const usable = (variations.get(line.productId) ?? []).filter((variation) => !variation.retired && variation.inStock);
    if (product?.productType !== 'GIFT_CARD') {
      errors.push(entry(ErrorCode.UNKNOWN_PRODUCT, validationText(QUOTE_MESSAGES.productUnavailable.id), `input.lines.${i}.productId`));
      return;
    }
    if (!product.inStock || usable.length === 0) {
      errors.push(entry(ErrorCode.OUT_OF_STOCK, validationText(QUOTE_MESSAGES.productUnavailable.id), `input.lines.${i}.productId`));
      return;
    }
    const ranges = quoteLineRanges(store.key, usable.map((variation) => ({ min: variation.minPriceCents, max: variation.maxPriceCents })));
    if (!withinRanges(line.amountPerCardCents, ranges)) {
      // The widest range the product allows, in whole units as the form shows it.
      const widest = widestWholeRange(ranges) ?? { min: 0, max: 0 };
      errors.push(entry(ErrorCode.INVALID_CART_INPUT, validationText(QUOTE_MESSAGES.amountInvalid.id, widest), `input.lines.${i}.amountPerCardCents`));
    }
  });
  return { errors, titles: new Map([...products].map(([id, product]) => [id, product.title])) };
}

export async function requestBusinessQuote(ctx: QuoteContext, input: QuoteRequestInput): Promise<QuoteAnswer> {
  const parsed = v.safeParse(quoteRequestSchema, input);
  if (!parsed.success) return { id: null, number: null, errors: inputErrors(parsed.issues) };
  const request = parsed.output;
  const captcha = await captchaRefusal(ctx.captcha, ctx.db, request.captchaToken, 'input.captchaToken');
  if (captcha) return { id: null, number: null, errors: [captcha] };
  const checked = await checkQuoteLines(ctx.db, ctx.scope, request.lines);
  if (checked.errors.length > 0) return { id: null, number: null, errors: checked.errors };
  const recipient = request.email.toLowerCase();
  const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
    { limit: LIMITS.quoteRequestPerIp, key: ctx.clientIp },
    { limit: LIMITS.quoteRequestPerSession, key: ctx.session.hash },
    { limit: LIMITS.quoteRequestPerRecipient, key: recipient },
  ]);
  if (!limited.allowed) return { id: null, number: null, errors: [tooManyAttemptsEntry('input.email')] };

  const store = ctx.scope.storefront;
  const money = (cents: number) => ({ cents, currency: store.currency });
  const cardCount = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  const totalCents = request.lines.reduce((sum, line) => sum + line.quantity * line.amountPerCardCents, 0);
  const amounts = new Set(request.lines.map((line) => line.amountPerCardCents));
  const sameAmount = amounts.size === 1 ? (request.lines[0]?.amountPerCardCents ?? null) : null;
  const mailLines: QuoteMailLine[] = request.lines.map((line) => ({
    productTitle: checked.titles.get(line.productId) ?? line.productId,
    quantity: line.quantity,
    amountPerCard: money(line.amountPerCardCents),
  }));
  const phone = request.phone ? `${request.phone.dialCode} ${request.phone.number}` : null;
  const [branding] = await ctx.db
    .select({ businessEmail: storefrontBranding.businessEmail })
    .from(storefrontBranding)
    .where(eq(storefrontBranding.storefrontKey, store.key));
  const id = randomUUID();
  const number = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(quoteRequests).values({
      id,
      storefrontKey: store.key,
      companyName: request.companyName,
      contactName: request.contactName,
      email: recipient,
      phoneNumber: phone,
      cardCount,
      amountPerCardCents: sameAmount,
      message: request.message,
      budgetCents: request.budgetCents,
      deliveryWishes: request.deliveryWishes,
      language: ctx.scope.language,
    }).returning({ createdAt: quoteRequests.createdAt, numberValue: quoteRequests.numberValue });
    const number = quoteRequestNumber(inserted?.createdAt ?? new Date(), inserted?.numberValue as number);
    await tx.insert(quoteRequestLines).values(
      request.lines.map((line, position) => ({
        quoteRequestId: id,
        position,
        productId: line.productId,
        quantity: line.quantity,
        amountPerCardCents: line.amountPerCardCents,
      })),
    );
    if (branding) {
      await enqueueMail(tx, {
        kind: 'quote-request-sales',
        dedupeKey: `quote-request-sales:${id}`,
        storefrontKey: store.key,
        // For the storefront's own team: its default language.
        language: store.defaultLanguage,
        recipient: branding.businessEmail,
        payload: {
          storefrontName: store.name,
          quoteRequestId: id,
          quoteRequestNumber: number,
          companyName: request.companyName,
          contactName: request.contactName,
          email: recipient,
          phone,
          language: ctx.scope.language,
          lines: mailLines,
          cardCount,
          total: money(totalCents),
          budget: request.budgetCents === null ? null : money(request.budgetCents),
          deliveryWishes: request.deliveryWishes,
          message: request.message,
          locale: store.locale,
        },
      });
    }
    await enqueueMail(tx, {
      kind: 'quote-request',
      dedupeKey: `quote-request:${id}`,
      storefrontKey: store.key,
      language: ctx.scope.language,
      recipient,
      // The cards and the total only: nothing typed freely (company, message, wishes) goes to the
      // address the requester gave (issue 31: the form would mail anyone a link of anyone's choosing).
      payload: {
        storefrontName: store.name,
        cardCount,
        amountPerCard: sameAmount === null ? null : money(sameAmount),
        lines: mailLines,
        total: money(totalCents),
      },
    });
    return number;
  });
  return { id, number, errors: [] };
}

/** The business page's service fee per card by number of cards, fewest cards first. */
export async function volumePrices(db: Database, scope: RequestScope): Promise<Array<{ minQuantity: number; serviceFee: MoneyModel }>> {
  const rows = await db
    .select()
    .from(businessVolumePrices)
    .where(eq(businessVolumePrices.storefrontKey, scope.storefront.key))
    .orderBy(asc(businessVolumePrices.minQuantity));
  return rows.map((row) => ({ minQuantity: row.minQuantity, serviceFee: { cents: row.serviceFeeCents, currency: scope.storefront.currency } }));
}
