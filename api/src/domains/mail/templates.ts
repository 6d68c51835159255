/**
 * The mails: subject, HTML and plain-text part, attachments. The HTML is the e-mail kind: tables for
 * layout (role="presentation"), inline styles, 600 px wide, brand-neutral greys (the card mail shows
 * the card in its colours). Every value from the payload is escaped; URLs must be absolute http(s)
 * and colours hex, anything else is left out.
 */
import { accountMailTexts } from './account-mail-texts';
import { withdrawalMailTexts } from './withdrawal-mail-texts';
import { contactMailTexts } from './contact-mail-texts';
import { dispatchMailLanguage, dispatchMailTexts } from './dispatch-mail-texts';
import { activationMailLanguage, activationMailTexts } from './activation-mail-texts';
import { doublerMailLanguage, doublerMailTexts } from './doubler-mail-texts';
import { quoteMailTexts } from './quote-mail-texts';
import { afterSaleMailLanguage, afterSaleMailTexts } from './after-sale-mail-texts';
import { reviewMailTexts } from './review-mail-texts';
import { withdrawalDecisionMailLanguage, withdrawalDecisionMailTexts } from './withdrawal-decision-mail-texts';
import { renderGiftCardPdf } from './card-pdf';
import {
  escapeHtml as esc,
  escapeMultiline,
  formatDay,
  formatMoment,
  formatMoney,
  groupCardNumber,
  headerText,
  mailLocale,
  safeColor,
  safeUrl,
  validTimeZone,
} from './format';
import { type MailTexts, mailLanguage, mailTexts } from './mail-texts';
import type {
  AccountMailPayload,
  CardActivatedPayload,
  CardBlockedPayload,
  RefundIssuedPayload,
  OrderReviewPayload,
  WithdrawalDecisionPayload,
  DoublerWonPayload,
  WithdrawalMailPayload,
  ContactRequestPayload,
  ContactAcknowledgementPayload,
  DispatchDocumentPayload,
  GiftCardMailPayload,
  MailBankAccount,
  MailKind,
  MailPayloads,
  OrderConfirmationPayload,
  QuoteMailLine,
  QuoteRequestPayload,
  QuoteSalesPayload,
  RenderedMail,
} from './mail-types';
import { DEMO_BANK_ACCOUNT } from '../../config/invoice-bank';

export async function renderMail<K extends MailKind>(kind: K, language: string, payload: MailPayloads[K]): Promise<RenderedMail> {
  switch (kind) {
    case 'order-confirmation':
      return renderOrderConfirmation(language, payload as OrderConfirmationPayload);
    case 'gift-card':
      return renderGiftCardMail(language, payload as GiftCardMailPayload);
    case 'dispatch-document':
      return renderDispatchDocument(language, payload as DispatchDocumentPayload);
    case 'card-activated':
      return renderCardActivated(language, payload as CardActivatedPayload);
    case 'doubler-won':
      return renderDoublerWon(language, payload as DoublerWonPayload);
    case 'quote-request':
      return renderQuoteRequest(language, payload as QuoteRequestPayload);
    case 'quote-request-sales':
      return renderQuoteSales(language, payload as QuoteSalesPayload);
    case 'account':
      return renderAccountMail(language, payload as AccountMailPayload);
    case 'withdrawal':
      return renderWithdrawalMail(language, payload as WithdrawalMailPayload);
    case 'contact-request':
      return renderContactRequest(language, payload as ContactRequestPayload);
    case 'contact-acknowledgement':
      return renderContactAcknowledgement(language, payload as ContactAcknowledgementPayload);
    case 'card-blocked':
      return renderCardBlocked(language, payload as CardBlockedPayload);
    case 'refund-issued':
      return renderRefundIssued(language, payload as RefundIssuedPayload);
    case 'order-held':
      return renderOrderReview(language, 'held', payload as OrderReviewPayload);
    case 'order-refused':
      return renderOrderReview(language, 'refused', payload as OrderReviewPayload);
    case 'withdrawal-decision':
      return renderWithdrawalDecision(language, payload as WithdrawalDecisionPayload);
    default:
      throw new Error(`unknown mail kind: ${String(kind)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Layout

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TEXT_COLOR = '#1f2937';
const MUTED = '#52525b';
const BORDER = '#e4e4e7';

interface LayoutParts {
  language: string;
  title: string;
  preheader: string;
  brand: string;
  body: string;
  footer: string;
}

function layout(parts: LayoutParts): string {
  return `<!DOCTYPE html>
<html lang="${esc(mailLanguage(parts.language))}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${esc(parts.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${esc(parts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f5" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td style="padding:0 8px 16px;${FONT}font-size:20px;font-weight:bold;color:${TEXT_COLOR};">${esc(parts.brand)}</td></tr>
<tr><td bgcolor="#ffffff" style="background-color:#ffffff;border:1px solid ${BORDER};border-radius:8px;padding:32px;${FONT}font-size:16px;line-height:24px;color:${TEXT_COLOR};">
${parts.body}
</td></tr>
<tr><td style="padding:16px 8px;${FONT}font-size:13px;line-height:20px;color:${MUTED};">${parts.footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const p = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;
const h2 = (text: string) =>
  `<h2 style="margin:24px 0 12px;${FONT}font-size:18px;line-height:24px;color:${TEXT_COLOR};">${esc(text)}</h2>`;

function button(href: string, label: string, background = TEXT_COLOR, color = '#ffffff'): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>
<td bgcolor="${background}" style="background-color:${background};border-radius:6px;">
<a href="${esc(href)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:16px;font-weight:bold;color:${color};text-decoration:none;border-radius:6px;">${esc(label)}</a>
</td></tr></table>`;
}

/** Label/value rows; values are HTML (already escaped). */
function facts(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) => `<tr>
<th scope="row" align="left" valign="top" style="padding:6px 16px 6px 0;${FONT}font-size:14px;font-weight:normal;color:${MUTED};white-space:nowrap;">${esc(label)}</th>
<td valign="top" style="padding:6px 0;${FONT}font-size:15px;color:${TEXT_COLOR};">${value}</td>
</tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${cells}</table>`;
}

const mono = (text: string) =>
  `<span style="font-family:'Courier New',Courier,monospace;font-size:17px;font-weight:bold;letter-spacing:1px;">${esc(text)}</span>`;

function signOff(t: MailTexts, shop: string): string {
  return p(`${esc(t.signOff)}<br>${esc(shop)}`, 'margin-top:24px;');
}

/** Plain-text part: paragraphs separated by blank lines. */
const textPart = (blocks: Array<string | null | false | undefined>) =>
  `${blocks
    .filter((b): b is string => Boolean(b))
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')}\n`;

// ---------------------------------------------------------------------------------------------
// Order confirmation

function deliveryText(
  shipment: OrderConfirmationPayload['shipments'][number],
  t: MailTexts,
  locale: string,
  timeZone: string,
): string {
  if (shipment.deliveryType === 'DIGITAL') {
    return shipment.scheduledAt ? t.digitalScheduled(formatMoment(shipment.scheduledAt, locale, timeZone)) : t.digitalWithinHour;
  }
  const window = t.deliveryWindow(
    formatDay(shipment.deliveryFrom, locale, timeZone, { year: false }),
    formatDay(shipment.deliveryTo, locale, timeZone, { year: false }),
  );
  return shipment.dispatchDate ? `${t.dispatchOn(formatDay(shipment.dispatchDate, locale, timeZone))}, ${window}` : window;
}

function renderOrderConfirmation(language: string, o: OrderConfirmationPayload): RenderedMail {
  const t = mailTexts(language);
  const locale = mailLocale(language, o.locale);
  const timeZone = validTimeZone(o.timeZone);
  const money = (m: { cents: number; currency: string }) => formatMoney(m, locale);
  const completed = o.status === 'COMPLETED';
  const invoice = o.paymentMethod === 'invoice';
  const subject = headerText(t.orderSubject(o.orderNumber, completed));
  const intro = completed ? t.orderIntroCompleted(o.storefrontName) : invoice ? t.orderIntroInvoice(o.storefrontName) : t.orderIntroPending(o.storefrontName);
  const shopUrl = safeUrl(o.shopUrl);
  // A payload without an account (queued before ADR 0042) shows the demo's, marked as not to be paid; never a placeholder.
  const account: MailBankAccount = o.bankAccount ?? DEMO_BANK_ACCOUNT;
  const showPayment = invoice && !completed;

  // Lines
  const cell = `${FONT}font-size:15px;color:${TEXT_COLOR};padding:10px 0;border-top:1px solid ${BORDER};`;
  const lineRows = o.lines.map((line) => {
    const kindLabel = line.variationType === 'DIGITAL' ? t.digitalCard : t.physicalCard;
    const details = [kindLabel, `${line.quantity} × ${money(line.amount)}`, line.receiver ? t.forReceiver(line.receiver) : null]
      .filter(Boolean)
      .map((d) => esc(d))
      .join(' · ');
    const extras = line.extras
      .map(
        (extra) => `<tr>
<td style="${FONT}font-size:14px;color:${MUTED};padding:0 0 6px 16px;">+ ${esc(extra.title)}</td>
<td align="right" style="${FONT}font-size:14px;color:${MUTED};padding:0 0 6px;white-space:nowrap;">${esc(money(extra.total))}</td>
</tr>`,
      )
      .join('\n');
    return `<tr>
<td style="${cell}"><strong>${esc(line.title)}</strong><br><span style="font-size:14px;color:${MUTED};">${details}</span></td>
<td align="right" valign="top" style="${cell}white-space:nowrap;">${esc(money(line.total))}</td>
</tr>${extras ? `\n${extras}` : ''}`;
  });
  const adjustmentRows = o.adjustments.map(
    (a) => `<tr>
<td style="${cell}font-size:14px;">${esc(a.title)}</td>
<td align="right" style="${cell}font-size:14px;white-space:nowrap;">${esc(money(a.price))}</td>
</tr>`,
  );
  const totalRow = `<tr>
<td style="${cell}border-top:2px solid ${TEXT_COLOR};font-size:17px;"><strong>${esc(t.total)}</strong><br><span style="font-size:13px;color:${MUTED};">${esc(t.taxIncluded(money(o.tax)))}</span></td>
<td align="right" valign="top" style="${cell}border-top:2px solid ${TEXT_COLOR};font-size:17px;white-space:nowrap;"><strong>${esc(money(o.grandTotal))}</strong></td>
</tr>`;
  const orderTable = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">
${[...lineRows, ...adjustmentRows, totalRow].join('\n')}
</table>`;

  const shipmentItems = o.shipments.map((s) => {
    const label = s.deliveryType === 'DIGITAL' ? t.digitalCard : t.physicalCard;
    return {
      label: s.receiver ? `${label} – ${t.forReceiver(s.receiver)}` : label,
      when: deliveryText(s, t, locale, timeZone),
    };
  });
  const shipmentList = shipmentItems.length
    ? `<ul style="margin:0 0 16px;padding:0 0 0 20px;">${shipmentItems
        .map((s) => `<li style="margin:0 0 8px;"><strong>${esc(s.label)}</strong><br>${esc(s.when)}</li>`)
        .join('')}</ul>`
    : '';

  const paymentBlock = showPayment
    ? `${h2(t.paymentTitle)}${p(esc(t.paymentInstructions(money(o.grandTotal))))}${facts([
        [t.accountHolder, esc(account.accountHolder)],
        ['IBAN', mono(account.iban)],
        ...(account.bic ? ([['BIC', mono(account.bic)]] as Array<[string, string]>) : []),
        [t.reference, mono(o.orderNumber)],
        [t.amount, `<strong>${esc(money(o.grandTotal))}</strong>`],
      ])}${p(esc(t.cardsAfterPayment), `font-size:14px;color:${MUTED};`)}`
    : '';

  const body = [
    p(esc(t.greeting(o.customerName))),
    p(esc(intro)),
    facts([[t.orderNumber, `<strong>${esc(o.orderNumber)}</strong>`]]),
    paymentBlock,
    h2(t.yourOrder),
    orderTable,
    shipmentItems.length ? h2(t.delivery) : '',
    shipmentList,
    shopUrl ? button(shopUrl, t.visitShop(o.storefrontName)) : '',
    signOff(t, o.storefrontName),
  ].join('\n');

  const html = layout({
    language,
    title: subject,
    preheader: t.orderPreheader(o.storefrontName),
    brand: o.storefrontName,
    body,
    footer: esc(t.orderFooter(o.storefrontName)),
  });

  const text = textPart([
    t.greeting(o.customerName),
    intro,
    `${t.orderNumber}: ${o.orderNumber}`,
    showPayment &&
      [
        `${t.paymentTitle.toUpperCase()}`,
        t.paymentInstructions(money(o.grandTotal)),
        `${t.accountHolder}: ${account.accountHolder}`,
        `IBAN: ${account.iban}`,
        account.bic ? `BIC: ${account.bic}` : null,
        `${t.reference}: ${o.orderNumber}`,
        `${t.amount}: ${money(o.grandTotal)}`,
        t.cardsAfterPayment,
      ]
        .filter(Boolean)
        .join('\n'),
    [
      t.yourOrder.toUpperCase(),
      ...o.lines.flatMap((line) => [
        `${line.quantity} × ${line.title} (${line.variationType === 'DIGITAL' ? t.digitalCard : t.physicalCard}, ${money(line.amount)}${line.receiver ? `, ${t.forReceiver(line.receiver)}` : ''}): ${money(line.total)}`,
        ...line.extras.map((e) => `  + ${e.title}: ${money(e.total)}`),
      ]),
      ...o.adjustments.map((a) => `${a.title}: ${money(a.price)}`),
      `${t.total}: ${money(o.grandTotal)} (${t.taxIncluded(money(o.tax))})`,
    ].join('\n'),
    shipmentItems.length > 0 && [t.delivery.toUpperCase(), ...shipmentItems.map((s) => `- ${s.label}: ${s.when}`)].join('\n'),
    shopUrl,
    `${t.signOff}\n${o.storefrontName}`,
    `--\n${t.orderFooter(o.storefrontName)}`,
  ]);

  return { subject, html, text, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// Gift card

async function renderGiftCardMail(language: string, c: GiftCardMailPayload): Promise<RenderedMail> {
  if (!c.pin) throw new Error('gift card mail without a PIN (already sent?)');
  const t = mailTexts(language);
  const locale = mailLocale(language, c.locale);
  const timeZone = validTimeZone(c.timeZone);
  const amount = formatMoney(c.amount, locale);
  const background = safeColor(c.backgroundColor, '#1f2937');
  const foreground = safeColor(c.foregroundColor, '#ffffff');
  const imageUrl = safeUrl(c.cardImageUrl);
  const balanceUrl = safeUrl(c.balanceCheckUrl);
  const number = groupCardNumber(c.number);
  const validUntil = c.validUntil ? formatDay(c.validUntil, locale, timeZone, { weekday: false }) : null;
  const subject = headerText(t.giftSubject(c.senderName, c.productTitle));
  const message = c.personalMessage?.trim() || null;

  // The card art on a block in the card colours: with images blocked the block and the alt text remain.
  const card = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${background}" style="background-color:${background};border-radius:16px;margin:0 0 24px;">
<tr><td align="center" style="padding:24px;${FONT}color:${foreground};">
${
  imageUrl
    ? `<img src="${esc(imageUrl)}" width="320" alt="${esc(`${t.giftCard}: ${c.productTitle}`)}" style="display:block;width:100%;max-width:320px;height:auto;border:0;border-radius:12px;margin:0 auto;${FONT}font-size:20px;font-weight:bold;color:${foreground};">`
    : `<p style="margin:0;${FONT}font-size:22px;font-weight:bold;color:${foreground};">${esc(c.productTitle)}</p>`
}
<p style="margin:16px 0 0;${FONT}font-size:32px;line-height:40px;font-weight:bold;color:${foreground};">${esc(amount)}</p>
<p style="margin:4px 0 0;${FONT}font-size:15px;color:${foreground};">${esc(c.productTitle)}</p>
</td></tr></table>`;

  const messageBlock = message
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">
<tr><td style="border-left:4px solid ${background};padding:4px 0 4px 16px;${FONT}">
<p style="margin:0 0 6px;font-size:14px;color:${MUTED};">${esc(t.messageFrom(c.senderName))}</p>
<p style="margin:0;font-size:18px;line-height:26px;font-style:italic;color:${TEXT_COLOR};">${escapeMultiline(message)}</p>
</td></tr></table>`
    : '';

  const body = [
    p(esc(t.greeting(c.receiverName))),
    p(esc(t.giftIntro(c.senderName, c.storefrontName))),
    card,
    messageBlock,
    facts([
      [t.value, `<strong>${esc(amount)}</strong>`],
      [t.cardNumber, mono(number)],
      [t.pin, mono(c.pin)],
      ...(validUntil ? ([[t.validUntil, esc(validUntil)]] as Array<[string, string]>) : []),
    ]),
    p(esc(t.keepPinSecret), `font-size:14px;color:${MUTED};`),
    balanceUrl ? button(balanceUrl, t.checkBalance, background, foreground) : '',
    h2(t.howToRedeem),
    p(esc(t.redeemText(c.productTitle))),
    p(esc(t.pdfAttached)),
    signOff(t, c.storefrontName),
  ].join('\n');

  const html = layout({
    language,
    title: subject,
    preheader: t.giftPreheader(c.senderName, amount),
    brand: c.storefrontName,
    body,
    footer: `${esc(t.giftFooter(c.storefrontName, c.senderName))}<br>${esc(t.orderReference(c.orderNumber))}`,
  });

  const text = textPart([
    t.greeting(c.receiverName),
    t.giftIntro(c.senderName, c.storefrontName),
    message && `${t.messageFrom(c.senderName)}:\n"${message.replace(/\r\n?/g, '\n')}"`,
    [
      `${t.giftCard}: ${c.productTitle}`,
      `${t.value}: ${amount}`,
      `${t.cardNumber}: ${number}`,
      `${t.pin}: ${c.pin}`,
      validUntil && `${t.validUntil}: ${validUntil}`,
    ]
      .filter(Boolean)
      .join('\n'),
    t.keepPinSecret,
    balanceUrl && `${t.checkBalance}: ${balanceUrl}`,
    `${t.howToRedeem.toUpperCase()}\n${t.redeemText(c.productTitle)}`,
    t.pdfAttached,
    `${t.signOff}\n${c.storefrontName}`,
    `--\n${t.giftFooter(c.storefrontName, c.senderName)}\n${t.orderReference(c.orderNumber)}`,
  ]);

  const pdf = await renderGiftCardPdf(c, language);
  const last4 = c.number.replace(/\D/g, '').slice(-4);
  return {
    subject,
    html,
    text,
    attachments: [{ filename: `${t.pdfFileName}-${last4}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

// ---------------------------------------------------------------------------------------------
// Dispatch document (issue 18): the packing slip of one shipment of cards by post

/** The country's name in the mail's language ("Deutschland"), else its code. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function renderDispatchDocument(mailLanguageTag: string, d: DispatchDocumentPayload): RenderedMail {
  const pins = d.pins ?? [];
  if (pins.length !== d.cards.length) throw new Error('dispatch document without its PINs (already sent?)');
  // Written in German, Dutch or English: dates and the country name in the same language.
  const language = dispatchMailLanguage(mailLanguageTag);
  const texts = dispatchMailTexts(language);
  const locale = language === mailLanguage(mailLanguageTag) ? mailLocale(mailLanguageTag, d.locale) : mailLocale(language);
  const timeZone = validTimeZone(d.timeZone);
  const subject = headerText(texts.subject(d.orderNumber, d.storefrontName));
  const a = d.deliveryAddress;
  const addressLines = [
    a.name,
    a.companyName,
    [a.street, a.houseNumber, a.suffix].filter(Boolean).join(' '),
    `${a.postCode} ${a.city}`,
    countryName(a.countryCode, locale),
  ].filter((line): line is string => Boolean(line?.trim()));
  const dispatchDate = d.dispatchDate ? formatDay(d.dispatchDate, locale, timeZone) : null;
  const activationUrl = safeUrl(d.activationUrl);
  const hasBlank = d.cards.some((card) => card.blank);
  const cardValue = (card: DispatchDocumentPayload['cards'][number]) =>
    card.amount ? formatMoney(card.amount, locale) : `${texts.blankCard} (${texts.notActivated})`;

  const head = `${FONT}font-size:13px;font-weight:bold;color:${MUTED};padding:6px 8px 6px 0;border-bottom:2px solid ${TEXT_COLOR};`;
  const cell = `${FONT}font-size:14px;color:${TEXT_COLOR};padding:8px 8px 8px 0;border-top:1px solid ${BORDER};vertical-align:top;`;
  const code = (value: string) => `<span style="font-family:'Courier New',Courier,monospace;font-size:15px;font-weight:bold;white-space:nowrap;">${esc(value)}</span>`;
  const rows = d.cards.map(
    (card, index) => `<tr>
<td style="${cell}">${index + 1}</td>
<td style="${cell}">${esc(card.productTitle)}</td>
<td style="${cell}white-space:nowrap;">${esc(cardValue(card))}</td>
<td style="${cell}">${code(groupCardNumber(card.number))}</td>
<td style="${cell}">${code(pins[index] as string)}</td>
</tr>`,
  );
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">
<tr><th align="left" style="${head}">#</th><th align="left" style="${head}">${esc(texts.product)}</th><th align="left" style="${head}">${esc(texts.value)}</th><th align="left" style="${head}">${esc(texts.cardNumber)}</th><th align="left" style="${head}">${esc(texts.pin)}</th></tr>
${rows.join('\n')}
</table>`;

  const body = [
    p(esc(texts.intro)),
    facts([
      [texts.orderNumber, `<strong>${esc(d.orderNumber)}</strong>`],
      ...(dispatchDate ? ([[texts.dispatchDate, esc(dispatchDate)]] as Array<[string, string]>) : []),
    ]),
    h2(texts.deliveryAddress),
    p(addressLines.map((line) => esc(line)).join('<br>')),
    h2(`${texts.cards} (${texts.cardCount(d.cards.length)})`),
    table,
    hasBlank ? p(esc(texts.activationNote(activationUrl)), 'font-weight:bold;') : '',
    p(esc(texts.pinsConfidential), `font-size:14px;color:${MUTED};`),
  ].join('\n');

  const html = layout({
    language,
    title: subject,
    preheader: texts.preheader(d.cards.length),
    brand: d.storefrontName,
    body,
    footer: esc(texts.footer(d.storefrontName, d.orderNumber)),
  });

  const text = textPart([
    texts.intro,
    [`${texts.orderNumber}: ${d.orderNumber}`, dispatchDate && `${texts.dispatchDate}: ${dispatchDate}`].filter(Boolean).join('\n'),
    [texts.deliveryAddress.toUpperCase(), ...addressLines].join('\n'),
    [
      `${texts.cards.toUpperCase()} (${texts.cardCount(d.cards.length)})`,
      ...d.cards.map(
        (card, index) =>
          `${index + 1}. ${card.productTitle} – ${cardValue(card)}\n   ${texts.cardNumber}: ${groupCardNumber(card.number)}\n   ${texts.pin}: ${pins[index] as string}`,
      ),
    ].join('\n'),
    hasBlank && texts.activationNote(activationUrl),
    texts.pinsConfidential,
    `--\n${texts.footer(d.storefrontName, d.orderNumber)}`,
  ]);

  return { subject, html, text, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// Card activated (issue 18): to the buyer of an activation

function renderCardActivated(mailLanguageTag: string, a: CardActivatedPayload): RenderedMail {
  const language = activationMailLanguage(mailLanguageTag);
  const texts = activationMailTexts(language);
  const locale = language === mailLanguage(mailLanguageTag) ? mailLocale(mailLanguageTag, a.locale) : mailLocale(language);
  const timeZone = validTimeZone(a.timeZone);
  const amount = formatMoney(a.amount, locale);
  // Only ever the last four digits, whatever the payload says.
  const masked = `•••• ${a.maskedNumber.replace(/\D/g, '').slice(-4)}`;
  const validUntil = a.validUntil ? formatDay(a.validUntil, locale, timeZone, { weekday: false }) : null;
  const balanceUrl = safeUrl(a.balanceCheckUrl);
  const subject = headerText(texts.subject(amount, a.storefrontName));
  const rows: Array<[string, string]> = [
    [texts.card, esc(a.productTitle)],
    [texts.cardNumber, mono(masked)],
    [texts.balance, `<strong>${esc(amount)}</strong>`],
    ...(validUntil ? ([[texts.validUntil, esc(validUntil)]] as Array<[string, string]>) : []),
    [texts.orderNumber, esc(a.orderNumber)],
  ];
  const body = [
    p(esc(texts.greeting)),
    p(esc(texts.intro(amount))),
    facts(rows),
    balanceUrl ? button(balanceUrl, texts.checkBalance) : '',
    p(esc(texts.balanceHint), `font-size:14px;color:${MUTED};`),
    p(`${esc(texts.signOff)}<br>${esc(a.storefrontName)}`, 'margin-top:24px;'),
  ].join('\n');
  const html = layout({
    language,
    title: subject,
    preheader: texts.preheader(amount, masked),
    brand: a.storefrontName,
    body,
    footer: esc(texts.footer(a.storefrontName, a.orderNumber)),
  });
  const text = textPart([
    texts.greeting,
    texts.intro(amount),
    [
      `${texts.card}: ${a.productTitle}`,
      `${texts.cardNumber}: ${masked}`,
      `${texts.balance}: ${amount}`,
      validUntil && `${texts.validUntil}: ${validUntil}`,
      `${texts.orderNumber}: ${a.orderNumber}`,
    ]
      .filter(Boolean)
      .join('\n'),
    balanceUrl && `${texts.checkBalance}: ${balanceUrl}`,
    texts.balanceHint,
    `${texts.signOff}\n${a.storefrontName}`,
    `--\n${texts.footer(a.storefrontName, a.orderNumber)}`,
  ]);
  return { subject, html, text, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// Balance doubler won (issue 18): to the winner of a draw

/** 'YYYY-MM' as the month's name and year in the mail's language ("Oktober 2026"). */
function monthName(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)));
}

function renderDoublerWon(mailLanguageTag: string, w: DoublerWonPayload): RenderedMail {
  const language = doublerMailLanguage(mailLanguageTag);
  const texts = doublerMailTexts(language);
  const locale = language === mailLanguage(mailLanguageTag) ? mailLocale(mailLanguageTag, w.locale) : mailLocale(language);
  const prize = formatMoney(w.prize, locale);
  const newBalance = formatMoney(w.newBalance, locale);
  const month = monthName(w.month, locale);
  // Only ever the last four digits, whatever the payload says.
  const masked = `•••• ${w.maskedNumber.replace(/\D/g, '').slice(-4)}`;
  const resultUrl = safeUrl(w.resultUrl);
  const subject = headerText(texts.subject(prize, w.storefrontName));
  const rows: Array<[string, string]> = [
    [texts.month, esc(month)],
    [texts.cardNumber, mono(masked)],
    [texts.prize, `<strong>${esc(prize)}</strong>`],
    [texts.newBalance, esc(newBalance)],
  ];
  const body = [
    p(esc(texts.greeting)),
    p(esc(texts.intro(month))),
    p(esc(texts.prizeLine(prize))),
    facts(rows),
    resultUrl ? button(resultUrl, texts.result) : '',
    p(esc(texts.resultHint), `font-size:14px;color:${MUTED};`),
    p(`${esc(texts.signOff)}<br>${esc(w.storefrontName)}`, 'margin-top:24px;'),
  ].join('\n');
  const html = layout({
    language,
    title: subject,
    preheader: texts.preheader(prize, masked),
    brand: w.storefrontName,
    body,
    footer: esc(texts.footer(w.storefrontName, month)),
  });
  const text = textPart([
    texts.greeting,
    texts.intro(month),
    texts.prizeLine(prize),
    [`${texts.month}: ${month}`, `${texts.cardNumber}: ${masked}`, `${texts.prize}: ${prize}`, `${texts.newBalance}: ${newBalance}`].join('\n'),
    resultUrl && `${texts.result}: ${resultUrl}`,
    texts.resultHint,
    `${texts.signOff}\n${w.storefrontName}`,
    `--\n${texts.footer(w.storefrontName, month)}`,
  ]);
  return { subject, html, text, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// Business quote request (issue 17): the acknowledgement to the requester and the request for sales

/** The lines as a table (HTML) and as text lines: title, quantity × amount, value. */
function quoteLines(lines: readonly QuoteMailLine[], money: (m: { cents: number; currency: string }) => string, count: (n: number) => string) {
  const cell = `${FONT}font-size:15px;color:${TEXT_COLOR};padding:10px 0;border-top:1px solid ${BORDER};`;
  const value = (line: QuoteMailLine) => ({ cents: line.amountPerCard.cents * line.quantity, currency: line.amountPerCard.currency });
  const rows = lines.map(
    (line) => `<tr>
<td style="${cell}"><strong>${esc(line.productTitle)}</strong><br><span style="font-size:14px;color:${MUTED};">${esc(`${count(line.quantity)} × ${money(line.amountPerCard)}`)}</span></td>
<td align="right" valign="top" style="${cell}white-space:nowrap;">${esc(money(value(line)))}</td>
</tr>`,
  );
  const text = lines.map((line) => `${count(line.quantity)} × ${line.productTitle} (${money(line.amountPerCard)}): ${money(value(line))}`);
  return { rows, text };
}

function quoteTable(rows: string[], totalLabel: string, total: string): string {
  const cell = `${FONT}font-size:17px;color:${TEXT_COLOR};padding:10px 0;border-top:2px solid ${TEXT_COLOR};`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">
${rows.join('\n')}
<tr><td style="${cell}"><strong>${esc(totalLabel)}</strong></td><td align="right" style="${cell}white-space:nowrap;"><strong>${esc(total)}</strong></td></tr>
</table>`;
}

/** To the requester: the company, the cards and their total; no free text of the request. */
function renderQuoteRequest(language: string, q: QuoteRequestPayload): RenderedMail {
  const t = mailTexts(language);
  const qt = quoteMailTexts(language);
  const locale = mailLocale(language, q.locale);
  const money = (m: { cents: number; currency: string }) => formatMoney(m, locale);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const subject = headerText(t.quoteSubject(q.storefrontName));
  const shopUrl = safeUrl(q.shopUrl);
  const lines = q.lines ?? [];
  const total = q.total ?? null;
  const { rows, text: lineText } = quoteLines(lines, money, count);
  // Mails queued before the form had lines: the number of cards and the amount per card.
  const legacy: Array<[string, string]> = [
    [t.cardCount, count(q.cardCount)],
    [t.amountPerCard, q.amountPerCard ? money(q.amountPerCard) : t.notSpecified],
  ];

  const body = [
    p(esc(t.greeting(null))),
    p(esc(t.quoteIntro)),
    h2(qt.yourRequest),
    lines.length > 0 && total ? quoteTable(rows, qt.total, money(total)) : facts(legacy.map(([label, value]) => [label, esc(value)])),
    lines.length > 0 ? p(esc(qt.totalNote), `font-size:14px;color:${MUTED};`) : '',
    shopUrl ? button(shopUrl, t.visitShop(q.storefrontName)) : '',
    signOff(t, q.storefrontName),
  ].join('\n');

  const html = layout({
    language,
    title: subject,
    preheader: t.quoteIntro,
    brand: q.storefrontName,
    body,
    footer: esc(t.quoteFooter(q.storefrontName)),
  });
  const text = textPart([
    t.greeting(null),
    t.quoteIntro,
    lines.length > 0 && total
      ? [qt.yourRequest.toUpperCase(), ...lineText, `${qt.total}: ${money(total)}`, qt.totalNote].join('\n')
      : legacy.map(([label, value]) => `${label}: ${value}`).join('\n'),
    shopUrl,
    `${t.signOff}\n${q.storefrontName}`,
    `--\n${t.quoteFooter(q.storefrontName)}`,
  ]);
  return { subject, html, text, attachments: [] };
}

/** To the storefront's business sales address: everything the requester sent. */
function renderQuoteSales(language: string, q: QuoteSalesPayload): RenderedMail {
  const qt = quoteMailTexts(language);
  const locale = mailLocale(language, q.locale);
  const money = (m: { cents: number; currency: string }) => formatMoney(m, locale);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const subject = headerText(qt.salesSubject(q.companyName, count(q.cardCount), q.storefrontName));
  const { rows, text: lineText } = quoteLines(q.lines, money, count);
  const deliveryWishes = q.deliveryWishes?.trim() || null;
  const message = q.message?.trim() || null;
  const contact: Array<[string, string]> = [
    [qt.company, q.companyName],
    [qt.contactName, q.contactName],
    [qt.email, q.email],
    [qt.phone, q.phone ?? qt.none],
    [qt.language, q.language],
    [qt.cardCount, count(q.cardCount)],
    [qt.budget, q.budget ? money(q.budget) : qt.none],
    [qt.reference, q.quoteRequestId],
  ];
  const body = [
    p(esc(qt.salesIntro)),
    facts(contact.map(([label, value]) => [label, esc(value)])),
    quoteTable(rows, qt.total, money(q.total)),
    facts([
      [qt.deliveryWishes, deliveryWishes ? escapeMultiline(deliveryWishes) : esc(qt.none)],
      [qt.message, message ? escapeMultiline(message) : esc(qt.none)],
    ]),
  ].join('\n');
  const html = layout({ language, title: subject, preheader: qt.salesIntro, brand: q.storefrontName, body, footer: esc(q.storefrontName) });
  const text = textPart([
    qt.salesIntro,
    contact.map(([label, value]) => `${label}: ${value}`).join('\n'),
    [...lineText, `${qt.total}: ${money(q.total)}`].join('\n'),
    `${qt.deliveryWishes}:\n${deliveryWishes ?? qt.none}`,
    `${qt.message}:\n${message ?? qt.none}`,
    `--\n${q.storefrontName}`,
  ]);
  return { subject, html, text, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// Account mails (issue 16)

function renderAccountMail(language: string, a: AccountMailPayload): RenderedMail {
  const t = mailTexts(language);
  const texts = accountMailTexts(language);
  const text = texts[a.purpose];
  const subject = headerText(text.subject(a.storefrontName));
  const link = safeUrl(a.accountLink);
  // A confirmation goes to an address someone typed, with a name they typed: greet no one by it (issue 31).
  const firstName = a.purpose === 'confirm-email' ? null : a.firstName;
  const body = [
    p(esc(t.greeting(firstName))),
    p(esc(text.intro)),
    link && text.action ? button(link, text.action) : '',
    p(esc(text.after)),
    signOff(t, a.storefrontName),
  ].join('\n');
  const html = layout({ language, title: subject, preheader: text.intro, brand: a.storefrontName, body, footer: esc(texts.footer(a.storefrontName)) });
  const plain = textPart([
    t.greeting(firstName),
    text.intro,
    link && text.action ? `${text.action}:\n${link}` : null,
    text.after,
    `${t.signOff}\n${a.storefrontName}`,
    `--\n${texts.footer(a.storefrontName)}`,
  ]);
  return { subject, html, text: plain, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// Withdrawal acknowledgement (issue 17)

function renderWithdrawalMail(language: string, w: WithdrawalMailPayload): RenderedMail {
  const t = mailTexts(language);
  const texts = withdrawalMailTexts(language);
  const locale = mailLocale(language, w.locale);
  const subject = headerText(texts.subject(w.storefrontName));
  const receivedAt = formatMoment(w.receivedAt, locale, validTimeZone(w.timeZone));
  const body = [
    p(esc(texts.greeting(w.name))),
    p(esc(texts.intro)),
    facts([
      ...(w.name ? ([[texts.name, esc(w.name)]] as Array<[string, string]>) : []),
      [texts.orderNumber, esc(w.orderNumber)],
      [texts.email, esc(w.email)],
      [texts.receivedAt, esc(receivedAt)],
    ]),
    p(esc(texts.after)),
    signOff(t, w.storefrontName),
  ].join('\n');
  const html = layout({ language, title: subject, preheader: texts.intro, brand: w.storefrontName, body, footer: esc(texts.footer(w.storefrontName)) });
  const text = textPart([
    texts.greeting(w.name),
    texts.intro,
    [w.name ? `${texts.name}: ${w.name}` : null, `${texts.orderNumber}: ${w.orderNumber}`, `${texts.email}: ${w.email}`, `${texts.receivedAt}: ${receivedAt}`].filter(Boolean).join('\n'),
    texts.after,
    `${t.signOff}\n${w.storefrontName}`,
    `--\n${texts.footer(w.storefrontName)}`,
  ]);
  return { subject, html, text, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// Contact form (issue 17)

function renderContactRequest(language: string, c: ContactRequestPayload): RenderedMail {
  const texts = contactMailTexts(language);
  const topic = texts.topics[c.topic] ?? c.topic;
  const subject = headerText(texts.requestSubject(topic, c.storefrontName));
  const rows: Array<[string, string]> = [
    [texts.topic, esc(topic)],
    ...(c.orderNumber ? ([[texts.orderNumber, esc(c.orderNumber)]] as Array<[string, string]>) : []),
    [texts.name, esc(c.name)],
    [texts.email, esc(c.email)],
    [texts.message, escapeMultiline(c.message)],
  ];
  const body = [p(esc(texts.requestIntro)), facts(rows)].join('\n');
  const html = layout({ language, title: subject, preheader: texts.requestIntro, brand: c.storefrontName, body, footer: esc(c.storefrontName) });
  const text = textPart([
    texts.requestIntro,
    [`${texts.topic}: ${topic}`, c.orderNumber ? `${texts.orderNumber}: ${c.orderNumber}` : null, `${texts.name}: ${c.name}`, `${texts.email}: ${c.email}`].filter(Boolean).join('\n'),
    `${texts.message}:\n${c.message}`,
    `--\n${c.storefrontName}`,
  ]);
  return { subject, html, text, attachments: [] };
}

function renderContactAcknowledgement(language: string, c: ContactAcknowledgementPayload): RenderedMail {
  const t = mailTexts(language);
  const texts = contactMailTexts(language);
  const topic = texts.topics[c.topic] ?? texts.topics.OTHER ?? c.topic;
  const subject = headerText(texts.ackSubject(c.storefrontName));
  const body = [p(esc(texts.ackGreeting)), p(esc(texts.ackIntro(topic))), p(esc(texts.ackAfter)), signOff(t, c.storefrontName)].join('\n');
  const html = layout({ language, title: subject, preheader: texts.ackIntro(topic), brand: c.storefrontName, body, footer: esc(c.storefrontName) });
  const text = textPart([texts.ackGreeting, texts.ackIntro(topic), texts.ackAfter, `${t.signOff}\n${c.storefrontName}`]);
  return { subject, html, text, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// Money after the sale (issue 33, ADR 0041): cards blocked after a chargeback, a refund issued

/** Only ever the last four digits, whatever the payload says. */
const maskedCard = (value: string) => `•••• ${value.replace(/\D/g, '').slice(-4)}`;

function renderCardBlocked(mailLanguageTag: string, b: CardBlockedPayload): RenderedMail {
  const language = afterSaleMailLanguage(mailLanguageTag);
  const texts = afterSaleMailTexts(language);
  const locale = language === mailLanguage(mailLanguageTag) ? mailLocale(mailLanguageTag, b.locale) : mailLocale(language);
  const frozen = formatMoney(b.frozen, locale);
  const cards = b.maskedNumbers.map(maskedCard);
  const subject = headerText(texts.blockedSubject(b.orderNumber, b.storefrontName));
  const rows: Array<[string, string]> = [
    [texts.orderNumber, esc(b.orderNumber)],
    ...(cards.length ? ([[texts.blockedCards, cards.map(mono).join('<br>')]] as Array<[string, string]>) : []),
    [texts.blockedValue, `<strong>${esc(frozen)}</strong>`],
  ];
  const body = [
    p(esc(texts.greeting(b.customerName))),
    p(esc(texts.blockedIntro(b.orderNumber))),
    facts(rows),
    p(esc(texts.blockedAfter)),
    p(`${esc(texts.signOff)}<br>${esc(b.storefrontName)}`, 'margin-top:24px;'),
  ].join('\n');
  const html = layout({ language, title: subject, preheader: texts.blockedPreheader(b.orderNumber), brand: b.storefrontName, body, footer: esc(texts.footer(b.storefrontName, b.orderNumber)) });
  const text = textPart([
    texts.greeting(b.customerName),
    texts.blockedIntro(b.orderNumber),
    [`${texts.orderNumber}: ${b.orderNumber}`, cards.length ? `${texts.blockedCards}: ${cards.join(', ')}` : null, `${texts.blockedValue}: ${frozen}`].filter(Boolean).join('\n'),
    texts.blockedAfter,
    `${texts.signOff}\n${b.storefrontName}`,
    `--\n${texts.footer(b.storefrontName, b.orderNumber)}`,
  ]);
  return { subject, html, text, attachments: [] };
}

/** Fraud review's mails (ADR 0043): held ("we are checking your order") or refused (the whole amount refunded). */
function renderOrderReview(mailLanguageTag: string, which: 'held' | 'refused', r: OrderReviewPayload): RenderedMail {
  const language = afterSaleMailLanguage(mailLanguageTag);
  const texts = reviewMailTexts(language);
  const locale = language === mailLanguage(mailLanguageTag) ? mailLocale(mailLanguageTag, r.locale) : mailLocale(language);
  const amount = formatMoney(r.amount, locale);
  const held = which === 'held';
  const subject = headerText(held ? texts.heldSubject(r.orderNumber, r.storefrontName) : texts.refusedSubject(r.orderNumber, r.storefrontName));
  const intro = held ? texts.heldIntro(r.orderNumber) : texts.refusedIntro(r.orderNumber, amount);
  const after = held ? texts.heldAfter : texts.refusedAfter;
  const rows: Array<[string, string]> = [[texts.orderNumber, esc(r.orderNumber)], ...(held ? [] : ([[texts.amount, `<strong>${esc(amount)}</strong>`]] as Array<[string, string]>))];
  const body = [
    p(esc(texts.greeting(r.customerName))),
    p(esc(intro)),
    facts(rows),
    p(esc(after)),
    p(`${esc(texts.signOff)}<br>${esc(r.storefrontName)}`, 'margin-top:24px;'),
  ].join('\n');
  const preheader = held ? texts.heldPreheader(r.orderNumber) : texts.refusedPreheader(amount);
  const html = layout({ language, title: subject, preheader, brand: r.storefrontName, body, footer: esc(texts.footer(r.storefrontName, r.orderNumber)) });
  const text = textPart([
    texts.greeting(r.customerName),
    intro,
    [`${texts.orderNumber}: ${r.orderNumber}`, held ? null : `${texts.amount}: ${amount}`].filter(Boolean).join('\n'),
    after,
    `${texts.signOff}\n${r.storefrontName}`,
    `--\n${texts.footer(r.storefrontName, r.orderNumber)}`,
  ]);
  return { subject, html, text, attachments: [] };
}

function renderRefundIssued(mailLanguageTag: string, r: RefundIssuedPayload): RenderedMail {
  const language = afterSaleMailLanguage(mailLanguageTag);
  const texts = afterSaleMailTexts(language);
  const locale = language === mailLanguage(mailLanguageTag) ? mailLocale(mailLanguageTag, r.locale) : mailLocale(language);
  const amount = formatMoney(r.amount, locale);
  const cards = r.maskedNumbers.map(maskedCard);
  const subject = headerText(texts.refundSubject(amount, r.storefrontName));
  const rows: Array<[string, string]> = [
    [texts.orderNumber, esc(r.orderNumber)],
    [texts.refundAmount, `<strong>${esc(amount)}</strong>`],
    ...(cards.length ? ([[texts.refundCards, cards.map(mono).join('<br>')]] as Array<[string, string]>) : []),
  ];
  const body = [
    p(esc(texts.greeting(r.customerName))),
    p(esc(texts.refundIntro(amount, r.orderNumber))),
    facts(rows),
    cards.length ? p(esc(texts.refundAfter)) : '',
    p(`${esc(texts.signOff)}<br>${esc(r.storefrontName)}`, 'margin-top:24px;'),
  ].join('\n');
  const html = layout({ language, title: subject, preheader: texts.refundPreheader(amount), brand: r.storefrontName, body, footer: esc(texts.footer(r.storefrontName, r.orderNumber)) });
  const text = textPart([
    texts.greeting(r.customerName),
    texts.refundIntro(amount, r.orderNumber),
    [`${texts.orderNumber}: ${r.orderNumber}`, `${texts.refundAmount}: ${amount}`, cards.length ? `${texts.refundCards}: ${cards.join(', ')}` : null].filter(Boolean).join('\n'),
    cards.length ? texts.refundAfter : null,
    `${texts.signOff}\n${r.storefrontName}`,
    `--\n${texts.footer(r.storefrontName, r.orderNumber)}`,
  ]);
  return { subject, html, text, attachments: [] };
}

// ---------------------------------------------------------------------------------------------
// A withdrawal decided by the service desk (issue 33, ADR 0044)

function renderWithdrawalDecision(mailLanguageTag: string, w: WithdrawalDecisionPayload): RenderedMail {
  const language = withdrawalDecisionMailLanguage(mailLanguageTag);
  const texts = withdrawalDecisionMailTexts(language);
  const locale = language === mailLanguage(mailLanguageTag) ? mailLocale(mailLanguageTag, w.locale) : mailLocale(language);
  const approved = w.outcome === 'APPROVED';
  const amount = approved && w.amount ? formatMoney(w.amount, locale) : null;
  const receivedAt = formatMoment(w.receivedAt, locale, validTimeZone(w.timeZone));
  const subject = headerText(approved ? texts.approvedSubject(w.orderNumber, w.storefrontName) : texts.rejectedSubject(w.orderNumber, w.storefrontName));
  const intro = approved ? texts.approvedIntro(w.orderNumber) : texts.rejectedIntro(w.orderNumber);
  const after = approved ? texts.approvedAfter : texts.rejectedAfter;
  const greeting = texts.greeting(approved ? w.customerName : null);
  const rows: Array<[string, string]> = [
    [texts.orderNumber, esc(w.orderNumber)],
    [texts.receivedAt, esc(receivedAt)],
    ...(amount ? ([[texts.approvedAmount, `<strong>${esc(amount)}</strong>`]] as Array<[string, string]>) : []),
  ];
  const body = [p(esc(greeting)), p(esc(intro)), facts(rows), p(esc(after)), p(`${esc(texts.signOff)}<br>${esc(w.storefrontName)}`, 'margin-top:24px;')].join('\n');
  const html = layout({ language, title: subject, preheader: intro, brand: w.storefrontName, body, footer: esc(texts.footer(w.storefrontName)) });
  const text = textPart([
    greeting,
    intro,
    [`${texts.orderNumber}: ${w.orderNumber}`, `${texts.receivedAt}: ${receivedAt}`, amount ? `${texts.approvedAmount}: ${amount}` : null].filter(Boolean).join('\n'),
    after,
    `${texts.signOff}\n${w.storefrontName}`,
    `--\n${texts.footer(w.storefrontName)}`,
  ]);
  return { subject, html, text, attachments: [] };
}
