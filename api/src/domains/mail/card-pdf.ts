/**
 * The gift card as a PDF (attached to the card mail): one A5 landscape page with the card drawn in
 * the product's colours, the amount, number, PIN, the validity, the card number as a Code 128 barcode
 * for the till's scanner (card-barcode.ts, ADR 0049), the personal message and how to redeem it. The
 * text is set in Noto Sans, embedded as a subset (pdf-fonts.ts): every storefront language's letters
 * print as they are; what the font lacks (emoji, other scripts) is dropped. The card number and PIN,
 * digits, stay in the standard font Courier (nothing embedded for them).
 */
import { QUIET_ZONE_MODULES, code128 } from './card-barcode';
import {
  formatDay,
  formatMoney,
  groupCardNumber,
  mailLocale,
  safeColor,
  safeUrl,
  validTimeZone,
} from './format';
import { mailTexts } from './mail-texts';
import type { GiftCardMailPayload } from './mail-types';
import { PDF_FACES, loadPdfKit, pdfText, registerPdfFonts } from './pdf-fonts';

/** The faces' names in a document: the embedded Noto Sans, and Courier for the digits. */
const { regular: REGULAR, bold: BOLD, italic: ITALIC } = PDF_FACES;
const MONO = 'Courier-Bold';

/** What Courier (WinAnsi) draws of a card number or PIN: printable ASCII only. */
const monoText = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

// A5 landscape, in points.
const PAGE_W = 595.28;
const PAGE_H = 419.53;
const MARGIN = 36;
/** The footer line's distance from the bottom edge (inside the page's 20 pt bottom margin). */
const FOOTER_BOTTOM = 32;
const CARD_W = 262;
const CARD_H = 165; // ID-1 card ratio 1.586
/** The barcode's narrowest bar: 1.2 pt ≈ 0.42 mm, well inside what hand scanners read. */
const BARCODE_MODULE = 1.2;
const BARCODE_H = 34;

export interface CardPdfOptions {
  /** The PDF's creation date (metadata); default now. Fixed in tests for byte-identical output. */
  creationDate?: Date;
}

export async function renderGiftCardPdf(payload: GiftCardMailPayload, language: string, options: CardPdfOptions = {}): Promise<Buffer> {
  // pdfkit and the faces are loaded on the first document (pdf-fonts.ts); the rest runs synchronously.
  const PDFDocument = await loadPdfKit();
  const t = mailTexts(language);
  const locale = mailLocale(language, payload.locale);
  const timeZone = validTimeZone(payload.timeZone);
  const background = safeColor(payload.backgroundColor, '#1f2937');
  const foreground = safeColor(payload.foregroundColor, '#ffffff');
  const amount = pdfText(formatMoney(payload.amount, locale));
  const title = pdfText(payload.productTitle);
  const shop = pdfText(payload.storefrontName);

  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 20 },
    // Compressed: the embedded font subsets shrink by a third (the text is glyph numbers either way;
    // testing/pdf-text.ts reads it back through the fonts' ToUnicode maps).
    compress: true,
    lang: language,
    displayTitle: true,
    // The document information is UTF-16 text: no font involved.
    info: {
      Title: `${t.giftCard}: ${payload.productTitle}`,
      Author: payload.storefrontName,
      Subject: t.orderReference(payload.orderNumber),
      Creator: payload.storefrontName,
      Producer: payload.storefrontName,
      CreationDate: options.creationDate ?? new Date(),
    },
  });

  // The parsed faces, shared by all documents (the document is drawn and its subsets embedded before
  // this function returns, as registerPdfFonts needs).
  registerPdfFonts(doc);

  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // The card: a rounded rectangle in the product colours.
  const cardX = MARGIN;
  const cardY = MARGIN;
  doc.save().roundedRect(cardX, cardY, CARD_W, CARD_H, 14).fill(background).restore();
  doc
    .fillColor(foreground)
    .font(REGULAR)
    .fontSize(10)
    .text(shop, cardX + 18, cardY + 16, { width: CARD_W - 36, lineBreak: false, ellipsis: true });
  doc
    .font(BOLD)
    .fontSize(18)
    .text(title, cardX + 18, cardY + 40, { width: CARD_W - 36, height: 48, ellipsis: true });
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(pdfText(t.giftCard), cardX + 18, cardY + CARD_H - 58, { width: CARD_W - 36, lineBreak: false });
  doc
    .font(BOLD)
    .fontSize(24)
    .text(amount, cardX + 18, cardY + CARD_H - 44, { width: CARD_W - 36, lineBreak: false });

  // The details next to the card.
  const colX = cardX + CARD_W + 28;
  const colW = PAGE_W - MARGIN - colX;
  let y = cardY + 2;
  const detail = (label: string, value: string, font = BOLD, size = 13) => {
    doc.fillColor('#52525b').font(REGULAR).fontSize(9).text(pdfText(label), colX, y, { width: colW, lineBreak: false });
    y = doc.y + 1;
    doc.fillColor('#18181b').font(font).fontSize(size).text(font === MONO ? monoText(value) : pdfText(value), colX, y, { width: colW, lineBreak: false });
    y = doc.y + 8;
  };
  detail(t.value, amount);
  detail(t.cardNumber, groupCardNumber(payload.number), MONO, 12);
  detail(t.pin, payload.pin, MONO, 12);
  if (payload.validUntil) detail(t.validUntil, formatDay(payload.validUntil, locale, timeZone, { weekday: false }));

  // The card number as a Code 128 barcode, black on white with its quiet zones, for the till's scanner.
  const barcode = code128(payload.number);
  const module = Math.min(BARCODE_MODULE, colW / (barcode.modules + 2 * QUIET_ZONE_MODULES));
  const barsX = colX + QUIET_ZONE_MODULES * module;
  doc.save().rect(colX, y, (barcode.modules + 2 * QUIET_ZONE_MODULES) * module, BARCODE_H).fill('#ffffff');
  for (const bar of barcode.bars) doc.rect(barsX + bar.x * module, y, bar.width * module, BARCODE_H);
  doc.fill('#000000').restore();
  y += BARCODE_H + 4;

  // Below: the personal message (in the room the rest leaves), then how to redeem, then the footer.
  const fullW = PAGE_W - 2 * MARGIN;
  const footerY = PAGE_H - FOOTER_BOTTOM;
  const redeemText = pdfText(`${t.redeemText(payload.productTitle)} ${t.keepPinSecret}`);
  const balanceUrl = safeUrl(payload.balanceCheckUrl);
  const balanceText = balanceUrl ? pdfText(`${t.checkBalance}: ${balanceUrl}`) : null;
  doc.font(BOLD).fontSize(11);
  let redeemHeight = doc.heightOfString(pdfText(t.howToRedeem), { width: fullW }) + 3;
  doc.font(REGULAR).fontSize(9.5);
  redeemHeight += doc.heightOfString(redeemText, { width: fullW });
  if (balanceText) redeemHeight += 4 + doc.heightOfString(balanceText, { width: fullW });

  y = Math.max(cardY + CARD_H, y) + 18;
  const message = payload.personalMessage?.trim() ? pdfText(payload.personalMessage.trim()) : '';
  if (message) {
    doc.fillColor('#52525b').font(REGULAR).fontSize(9).text(pdfText(t.messageFrom(payload.senderName)), MARGIN, y, { width: fullW, lineBreak: false });
    y = doc.y + 3;
    doc.font(ITALIC).fontSize(12);
    const lineHeight = doc.currentLineHeight(true);
    const room = footerY - 12 - redeemHeight - 12 - y;
    const height = Math.max(lineHeight, Math.min(room, doc.heightOfString(message, { width: fullW })));
    doc.fillColor('#18181b').text(message, MARGIN, y, { width: fullW, height, ellipsis: true });
    y = doc.y + 12;
  }
  doc.fillColor('#18181b').font(BOLD).fontSize(11).text(pdfText(t.howToRedeem), MARGIN, y, { width: fullW });
  y = doc.y + 3;
  doc.font(REGULAR).fontSize(9.5).text(redeemText, MARGIN, y, { width: fullW });
  if (balanceUrl && balanceText) {
    y = doc.y + 4;
    doc.fillColor('#1d4ed8').text(balanceText, MARGIN, y, { width: fullW, link: balanceUrl, underline: true });
  }

  // Footer: the shop and the order.
  const shopUrl = safeUrl(payload.shopUrl);
  doc
    .fillColor('#71717a')
    .font(REGULAR)
    .fontSize(8)
    .text(
      [shop, shopUrl, pdfText(t.orderReference(payload.orderNumber))].filter(Boolean).join('  ·  '),
      MARGIN,
      footerY,
      { width: fullW, align: 'center', lineBreak: false },
    );

  doc.end();
  return done;
}
