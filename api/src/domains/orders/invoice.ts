/**
 * The invoice of a paid order as a PDF (issue 16: "every paid order has an invoice PDF"): seller,
 * buyer, invoice number (the order number) and date, the lines, the fees with the VAT they contain,
 * the total. Gift cards are multi-purpose vouchers: selling one is not a taxable supply (§3 (15)
 * UStG, Art. 30b VAT Directive), so they are listed without VAT and say so; VAT is due when a card is
 * redeemed, by the brand. Only the fees and extras (service fee, shipping, packaging) carry VAT.
 * The text is set in Noto Sans embedded as subsets, as the card PDF's (mail/pdf-fonts.ts, ADR 0042 and
 * 0049): names and addresses print exactly as written (Łódź, Őrs, Åsa); what the font lacks (emoji,
 * other scripts) is dropped.
 */
import { formatMoney, mailLocale } from '../mail/format';
import type { OrderConfirmationPayload } from '../mail/mail-types';
import type { OrderCustomer } from '../../db/order-schema';
import { paymentMethodName } from './payment-methods';
import { loadPdfKit, pdfText, registerPdfFonts } from '../mail/pdf-fonts';

export interface InvoiceDocument {
  payload: OrderConfirmationPayload;
  customer: OrderCustomer;
  /** When the order was placed: the invoice date. */
  placedAt: Date;
  seller: InvoiceSeller;
  /** The invoice's own number: gapless per storefront and year (invoice-numbers.ts). */
  invoiceNumber: string;
  vatBasisPoints: number;
  language: string;
}

/**
 * The seller: the storefront's name and country, and its legal data from the storefront's business
 * contact (the electronic invoice needs them; the PDF shows the name and country).
 */
export interface InvoiceSeller {
  name: string;
  countryCode: string;
  legalName?: string;
  vatNumber?: string;
  /** Chamber of commerce or trade register number. */
  registrationNumber?: string;
  email?: string;
  phone?: string;
  address?: { street: string; postCode: string; city: string; countryCode: string };
}

export interface InvoiceTexts {
  title: string;
  number: string;
  date: string;
  seller: string;
  buyer: string;
  item: string;
  quantity: string;
  amount: string;
  total: string;
  grandTotal: string;
  vatIncluded(rate: string): string;
  voucherNote: string;
  /** Why the cards carry no VAT, short (the electronic invoice's exemption reason). */
  vatExemption: string;
  paidWith(method: string): string;
  orderNumber: string;
  /** The seller's VAT identification number. */
  vatId: string;
  /** The seller's trade register / chamber of commerce number. */
  register: string;
}

const TEXTS: Record<'en' | 'de' | 'nl' | 'fr', InvoiceTexts> = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Date',
    seller: 'Seller',
    buyer: 'Buyer',
    item: 'Item',
    quantity: 'Qty',
    amount: 'Price',
    total: 'Total',
    grandTotal: 'Total paid',
    vatIncluded: (rate) => `Included VAT ${rate} on fees and extras`,
    voucherNote: 'Gift cards are multi-purpose vouchers: their sale carries no VAT; VAT is due when a card is redeemed.',
    vatExemption: 'Not subject to VAT: multi-purpose voucher (Art. 30b Directive 2006/112/EC)',
    paidWith: (method) => `Paid with: ${method}`,
    orderNumber: 'Order number',
    vatId: 'VAT ID',
    register: 'Register no.',
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Datum',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    item: 'Artikel',
    quantity: 'Menge',
    amount: 'Preis',
    total: 'Summe',
    grandTotal: 'Bezahlter Betrag',
    vatIncluded: (rate) => `Enthaltene MwSt. ${rate} auf Gebühren und Extras`,
    voucherNote: 'Geschenkkarten sind Mehrzweck-Gutscheine (§ 3 Abs. 15 UStG): Ihr Verkauf ist nicht umsatzsteuerbar; die Umsatzsteuer entsteht erst bei der Einlösung.',
    vatExemption: 'Nicht steuerbar: Mehrzweck-Gutschein (§ 3 Abs. 15 UStG, Art. 30b MwStSystRL)',
    paidWith: (method) => `Bezahlt mit: ${method}`,
    orderNumber: 'Bestellnummer',
    vatId: 'USt-IdNr.',
    register: 'Registernummer',
  },
  nl: {
    title: 'Factuur',
    number: 'Factuurnummer',
    date: 'Datum',
    seller: 'Verkoper',
    buyer: 'Koper',
    item: 'Artikel',
    quantity: 'Aantal',
    amount: 'Prijs',
    total: 'Totaal',
    grandTotal: 'Betaald bedrag',
    vatIncluded: (rate) => `Inclusief btw ${rate} over kosten en extra's`,
    voucherNote: 'Cadeaukaarten zijn meervoudige vouchers: over de verkoop is geen btw verschuldigd; de btw ontstaat bij het inwisselen.',
    vatExemption: 'Niet belast: meervoudige voucher (art. 30b Btw-richtlijn 2006/112/EG)',
    paidWith: (method) => `Betaald met: ${method}`,
    orderNumber: 'Bestelnummer',
    vatId: 'Btw-id',
    register: 'KvK-nummer',
  },
  fr: {
    title: 'Facture',
    number: 'Numéro de facture',
    date: 'Date',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    item: 'Article',
    quantity: 'Qté',
    amount: 'Prix',
    total: 'Total',
    grandTotal: 'Montant payé',
    vatIncluded: (rate) => `TVA ${rate} incluse sur les frais et options`,
    voucherNote: 'Les cartes cadeaux sont des bons à usages multiples : leur vente n’est pas soumise à la TVA ; la TVA est due lors de leur utilisation.',
    vatExemption: 'Non soumis à la TVA : bon à usages multiples (art. 30 ter directive 2006/112/CE)',
    paidWith: (method) => `Payé par : ${method}`,
    orderNumber: 'Numéro de commande',
    vatId: 'N° TVA',
    register: 'N° d’immatriculation',
  },
};

/** The invoice's texts in a language (English when the shop has none in it). */
export function invoiceTexts(language: string): InvoiceTexts {
  const base = language.toLowerCase().split(/[-_]/)[0] as keyof typeof TEXTS;
  return TEXTS[base] ?? TEXTS.en;
}

/** The file name the browser saves it under. */
export function invoiceFileName(document: InvoiceDocument): string {
  return `${invoiceTexts(document.language).title}-${document.invoiceNumber}.pdf`;
}

/**
 * The seller as UStG §14 (4) asks: full name and address, VAT id, and the register entry, from the
 * storefront's company data (its business contact, storefront_branding).
 */
export function sellerLines(seller: InvoiceSeller, t: InvoiceTexts): string[] {
  return [
    seller.legalName ?? seller.name,
    seller.legalName && seller.legalName !== seller.name ? seller.name : null,
    seller.address?.street,
    seller.address ? `${seller.address.postCode} ${seller.address.city}` : null,
    seller.address?.countryCode ?? seller.countryCode,
    seller.vatNumber ? `${t.vatId}: ${seller.vatNumber}` : null,
    seller.registrationNumber ? `${t.register}: ${seller.registrationNumber}` : null,
    seller.email,
  ].filter((line): line is string => Boolean(line));
}

export interface InvoicePdfOptions {
  /** The PDF's creation date (metadata); default now. Fixed in tests for byte-identical output. */
  creationDate?: Date;
}

export async function renderInvoicePdf(document: InvoiceDocument, options: InvoicePdfOptions = {}): Promise<Buffer> {
  // pdfkit and the faces are loaded on the first document (pdf-fonts.ts); the rest runs synchronously.
  const PDFDocument = await loadPdfKit();
  const t = invoiceTexts(document.language);
  const locale = mailLocale(document.language, document.payload.locale);
  const { payload, customer } = document;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    // Compressed, as the card: the embedded subsets shrink by a third (the text is glyph numbers either
    // way; testing/pdf-text.ts reads it back through the fonts' ToUnicode maps).
    compress: true,
    lang: document.language,
    info: {
      Title: `${t.title} ${document.invoiceNumber}`,
      Author: document.seller.name,
      Creator: document.seller.name,
      CreationDate: options.creationDate ?? new Date(),
    },
  });
  // The document is drawn and its subsets embedded before this function returns (registerPdfFonts).
  const { regular: REGULAR, bold: BOLD } = registerPdfFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const write = (text: string, x?: number, y?: number, opts?: PDFKit.Mixins.TextOptions) => pdf.text(pdfText(text), x, y, opts);

  pdf.font(BOLD).fontSize(22);
  write(t.title);
  pdf.moveDown(0.5).font(REGULAR).fontSize(10);
  write(`${t.number}: ${document.invoiceNumber}`);
  write(`${t.orderNumber}: ${payload.orderNumber}`);
  write(`${t.date}: ${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(document.placedAt)}`);
  pdf.moveDown();

  const top = pdf.y;
  pdf.font(BOLD);
  write(t.seller, 50, top);
  write(t.buyer, 300, top);
  pdf.font(REGULAR);
  write(sellerLines(document.seller, t).join('\n'), 50, top + 14, { width: 230 });
  const buyer = [
    customer.companyName,
    `${customer.firstName} ${customer.lastName}`,
    customer.address ? `${customer.address.street} ${customer.address.houseNumber}${customer.address.suffix ? ` ${customer.address.suffix}` : ''}` : null,
    customer.address ? `${customer.address.postCode} ${customer.address.city}` : null,
    customer.address?.countryCode,
    customer.vatNumber ? `VAT ${customer.vatNumber}` : null,
    customer.email,
  ].filter(Boolean);
  write(buyer.join('\n'), 300, top + 14, { width: 245 });
  pdf.moveDown(2);

  // The lines: cards (no VAT), their extras, then the order's fees.
  const columns = { item: 50, quantity: 330, amount: 380, total: 465 };
  const row = (cells: { item: string; quantity?: string; amount?: string; total: string }, bold = false, indent = 0) => {
    const y = pdf.y;
    pdf.font(bold ? BOLD : REGULAR);
    write(cells.item, columns.item + indent, y, { width: 270 - indent });
    const after = pdf.y;
    if (cells.quantity) write(cells.quantity, columns.quantity, y, { width: 40, align: 'right' });
    if (cells.amount) write(cells.amount, columns.amount, y, { width: 75, align: 'right' });
    write(cells.total, columns.total, y, { width: 80, align: 'right' });
    pdf.y = Math.max(after, pdf.y) + 4;
  };
  row({ item: t.item, quantity: t.quantity, amount: t.amount, total: t.total }, true);
  pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).strokeColor('#999999').stroke();
  pdf.moveDown(0.3);
  const money = (m: { cents: number; currency: string }) => formatMoney(m, locale);
  for (const line of payload.lines) {
    row({ item: `${line.title}${line.receiver ? ` (${line.receiver})` : ''} *`, quantity: String(line.quantity), amount: money(line.amount), total: money({ cents: line.amount.cents * line.quantity, currency: line.amount.currency }) });
    for (const extra of line.extras) row({ item: `+ ${extra.title}`, total: money(extra.total) }, false, 8);
  }
  for (const adjustment of payload.adjustments) row({ item: adjustment.title, total: money(adjustment.price) });
  pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).strokeColor('#999999').stroke();
  pdf.moveDown(0.3);
  row({ item: t.grandTotal, total: money(payload.grandTotal) }, true);
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(document.vatBasisPoints / 10_000);
  row({ item: t.vatIncluded(rate), total: money(payload.tax) });
  pdf.moveDown();
  pdf.font(REGULAR).fontSize(9);
  write(`* ${t.voucherNote}`, 50, undefined, { width: 495 });
  pdf.moveDown(0.5);
  write(t.paidWith(paymentMethodName(payload.paymentMethod, document.language)), 50, undefined, { width: 495 });
  pdf.end();
  return done;
}
