/**
 * The electronic invoice of a paid business order (issue 16): EN 16931 in the UN/CEFACT Cross
 * Industry Invoice syntax (CII D16B), profile EN 16931 ("urn:cen.eu:en16931:2017", what Factur-X /
 * ZUGFeRD call EN 16931 or COMFORT). The same data as the PDF invoice (ADR 0021):
 *
 * - Gift cards are multi-purpose vouchers, not a taxable supply: VAT category E with the reason as
 *   text. EN 16931's "not subject to VAT" (O) cannot be used: an invoice with an O line may hold no
 *   other category (BR-O-11..14) and no VAT number (BR-O-02), and the fees carry VAT.
 * - Fees and extras are standard rated (S) at the storefront's rate. Their prices include VAT, as the
 *   order's total does; the VAT is the order's (the PDF's), shared out over the fee lines in whole
 *   cents, so every net line amount is exact and the totals add up (BR-CO-10..16, BR-S-08/09).
 * - The order is paid: the whole total is prepaid and nothing is due.
 *
 * Written with a small element builder: the document is a few dozen elements whose order the schema
 * fixes, checked against the official schema and the business rules in e-invoice.test.ts.
 */
import type { OrderCustomer } from '../../db/order-schema';
import { addressCountry } from '@shop/shared/validation';
import { DEMO_BANK_ACCOUNT } from '../../config/invoice-bank';
import { type InvoiceDocument, invoiceFileName, invoiceTexts } from './invoice';
import { paymentMethodName } from './payment-methods';

/** Business orders get the electronic invoice as well as the PDF. */
export function eInvoiceAvailable(customer: Pick<OrderCustomer, 'customerType'>): boolean {
  return customer.customerType === 'BUSINESS';
}

/** The file name the browser saves it under: the PDF's, ending in .xml. */
export function eInvoiceFileName(invoice: InvoiceDocument): string {
  return invoiceFileName(invoice).replace(/\.pdf$/, '.xml');
}

// ─── the invoice's figures ───────────────────────────────────────────────────────────────────────

export type VatCategory = 'E' | 'S';

export interface EInvoiceLine {
  name: string;
  quantity: number;
  /** Net price of one (cards: the card's value). */
  unitNetCents: number;
  netCents: number;
  category: VatCategory;
}

export interface EInvoiceVat {
  category: VatCategory;
  basisCents: number;
  taxCents: number;
  basisPoints: number;
}

export interface EInvoiceFigures {
  currency: string;
  lines: EInvoiceLine[];
  vat: EInvoiceVat[];
  /** Σ line net amounts (BT-106 = BT-109: no document-level allowances or charges). */
  netCents: number;
  taxCents: number;
  /** What was paid (BT-112 = BT-113; BT-115 is 0). */
  grossCents: number;
}

/**
 * Shares `total` out over `weights` in whole units, proportionally, the remainder to the largest
 * fractions (ties to the earlier): the shares always add up to `total`.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let rest = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, fraction: x - Math.floor(x) })).sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    rest -= 1;
  }
  return shares;
}

/** The invoice's lines, VAT breakdown and totals in integer cents, from the order as the PDF shows it. */
export function eInvoiceFigures(invoice: InvoiceDocument): EInvoiceFigures {
  const { payload } = invoice;
  const currency = payload.grandTotal.currency;
  const cents = (money: { cents: number; currency: string }) => {
    if (money.currency !== currency) throw new Error(`order ${payload.orderNumber}: mixed currencies ${money.currency} and ${currency}`);
    return money.cents;
  };
  if (invoice.vatBasisPoints <= 0) throw new Error(`order ${payload.orderNumber}: fees without a VAT rate`);

  const cards: EInvoiceLine[] = [];
  const fees: { name: string; grossCents: number }[] = [];
  for (const line of payload.lines) {
    const unit = cents(line.amount);
    const title = `${line.title}${line.receiver ? ` (${line.receiver})` : ''}`;
    cards.push({ name: title, quantity: line.quantity, unitNetCents: unit, netCents: unit * line.quantity, category: 'E' });
    for (const extra of line.extras) fees.push({ name: `${extra.title} (${line.title})`, grossCents: cents(extra.total) });
  }
  for (const adjustment of payload.adjustments) fees.push({ name: adjustment.title, grossCents: cents(adjustment.price) });

  const cardsCents = cards.reduce((sum, line) => sum + line.netCents, 0);
  const feesGross = fees.reduce((sum, fee) => sum + fee.grossCents, 0);
  const taxCents = cents(payload.tax);
  const grossCents = cents(payload.grandTotal);
  if (cardsCents + feesGross !== grossCents) throw new Error(`order ${payload.orderNumber}: lines add up to ${cardsCents + feesGross}, not ${grossCents}`);
  if (taxCents < 0 || taxCents > feesGross) throw new Error(`order ${payload.orderNumber}: VAT ${taxCents} on fees of ${feesGross}`);

  const feeTax = shareOut(
    taxCents,
    fees.map((fee) => fee.grossCents),
  );
  const feeLines: EInvoiceLine[] = fees.map((fee, i) => {
    const net = fee.grossCents - (feeTax[i] ?? 0);
    return { name: fee.name, quantity: 1, unitNetCents: net, netCents: net, category: 'S' };
  });
  const vat: EInvoiceVat[] = [];
  if (cards.length > 0) vat.push({ category: 'E', basisCents: cardsCents, taxCents: 0, basisPoints: 0 });
  if (feeLines.length > 0) vat.push({ category: 'S', basisCents: feesGross - taxCents, taxCents, basisPoints: invoice.vatBasisPoints });
  return { currency, lines: [...cards, ...feeLines], vat, netCents: grossCents - taxCents, taxCents, grossCents };
}

// ─── XML ─────────────────────────────────────────────────────────────────────────────────────────

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}
type XmlChild = XmlElement | string | number | null | undefined | false;

/** An element; attributes first if any; null, undefined and false children are left out. */
function el(name: string, ...rest: (XmlChild | Record<string, string>)[]): XmlElement {
  const first = rest[0];
  const hasAttributes = typeof first === 'object' && first !== null && !('children' in first);
  const attributes = hasAttributes ? (first as Record<string, string>) : {};
  const children = (hasAttributes ? rest.slice(1) : rest) as XmlChild[];
  return {
    name,
    attributes,
    children: children.filter((c): c is XmlElement | string | number => c !== null && c !== undefined && c !== false).map((c) => (typeof c === 'number' ? String(c) : c)),
  };
}

/** Characters XML 1.0 cannot carry at all are dropped (shoppers' input may hold control characters). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

function serialize(node: XmlElement, indent = ''): string {
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (node.children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  if (node.children.every((c) => typeof c === 'string')) return `${indent}<${node.name}${attributes}>${escapeXml(node.children.join(''))}</${node.name}>`;
  const inner = node.children.map((c) => (typeof c === 'string' ? `${indent}  ${escapeXml(c)}` : serialize(c, `${indent}  `))).join('\n');
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

/** Cents as a decimal amount with two places ("1234" → "12.34"). */
export function decimalAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage without needless zeros (1900 → "19", 550 → "5.5"). */
export function percentOf(basisPoints: number): string {
  const fraction = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return `${Math.floor(basisPoints / 100)}${fraction ? `.${fraction}` : ''}`;
}

/** The calendar day in Germany (the PDF's date), as CII's format 102: YYYYMMDD. */
function day102(date: Date): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * UNTDID 4461 payment means: the provider's methods are an online payment service (68; a card is
 * not 48, bank card, which asks for the card's number: XRechnung BR-DE-24), an invoice order is paid
 * by SEPA credit transfer (58; 30, credit transfer, outside the euro) to the account its mail gave.
 */
const ONLINE_PAYMENT_SERVICE = '68';

const EN16931 = 'urn:cen.eu:en16931:2017';
const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** The EN 16931 invoice of a paid order as CII XML. Throws when the order's figures do not add up. */
export function renderEInvoiceXml(invoice: InvoiceDocument): string {
  const { payload, customer, seller } = invoice;
  const t = invoiceTexts(invoice.language);
  const figures = eInvoiceFigures(invoice);
  if (!seller.vatNumber) throw new Error(`storefront ${seller.name}: no VAT number for the electronic invoice`);
  const tax = (category: VatCategory, basisPoints: number) => [
    el('ram:TypeCode', 'VAT'),
    el('ram:CategoryCode', category),
    el('ram:RateApplicablePercent', percentOf(basisPoints)),
  ];

  const lineItems = figures.lines.map((line, i) =>
    el(
      'ram:IncludedSupplyChainTradeLineItem',
      el('ram:AssociatedDocumentLineDocument', el('ram:LineID', i + 1)),
      el('ram:SpecifiedTradeProduct', el('ram:Name', line.name)),
      el('ram:SpecifiedLineTradeAgreement', el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', decimalAmount(line.unitNetCents)))),
      el('ram:SpecifiedLineTradeDelivery', el('ram:BilledQuantity', { unitCode: 'C62' }, line.quantity)),
      el(
        'ram:SpecifiedLineTradeSettlement',
        el('ram:ApplicableTradeTax', ...tax(line.category, line.category === 'S' ? invoice.vatBasisPoints : 0)),
        el('ram:SpecifiedTradeSettlementLineMonetarySummation', el('ram:LineTotalAmount', decimalAmount(line.netCents))),
      ),
    ),
  );

  const sellerAddress = seller.address;
  const sellerParty = el(
    'ram:SellerTradeParty',
    el('ram:Name', seller.legalName ?? seller.name),
    el('ram:SpecifiedLegalOrganization', seller.registrationNumber && el('ram:ID', seller.registrationNumber), el('ram:TradingBusinessName', seller.name)),
    (seller.phone || seller.email) &&
      el(
        'ram:DefinedTradeContact',
        el('ram:PersonName', seller.name),
        seller.phone && el('ram:TelephoneUniversalCommunication', el('ram:CompleteNumber', seller.phone)),
        seller.email && el('ram:EmailURIUniversalCommunication', el('ram:URIID', seller.email)),
      ),
    el(
      'ram:PostalTradeAddress',
      sellerAddress?.postCode && el('ram:PostcodeCode', sellerAddress.postCode),
      sellerAddress?.street && el('ram:LineOne', sellerAddress.street),
      sellerAddress?.city && el('ram:CityName', sellerAddress.city),
      el('ram:CountryID', addressCountry(sellerAddress?.countryCode ?? seller.countryCode)),
    ),
    seller.email && el('ram:URIUniversalCommunication', el('ram:URIID', { schemeID: 'EM' }, seller.email)),
    el('ram:SpecifiedTaxRegistration', el('ram:ID', { schemeID: 'VA' }, seller.vatNumber)),
  );

  const address = customer.address;
  const buyerEmail = customer.invoiceEmail || customer.email;
  const buyerParty = el(
    'ram:BuyerTradeParty',
    el('ram:Name', customer.companyName || `${customer.firstName} ${customer.lastName}`),
    customer.kvkNumber && el('ram:SpecifiedLegalOrganization', el('ram:ID', customer.kvkNumber)),
    el(
      'ram:DefinedTradeContact',
      el('ram:PersonName', `${customer.firstName} ${customer.lastName}`),
      customer.phoneNumber && el('ram:TelephoneUniversalCommunication', el('ram:CompleteNumber', customer.phoneNumber)),
      el('ram:EmailURIUniversalCommunication', el('ram:URIID', customer.email)),
    ),
    el(
      'ram:PostalTradeAddress',
      address?.postCode && el('ram:PostcodeCode', address.postCode),
      address && el('ram:LineOne', `${address.street} ${address.houseNumber}${address.suffix ? ` ${address.suffix}` : ''}`),
      address?.city && el('ram:CityName', address.city),
      // Checkout requires the address; a customer without one is placed in the seller's country.
      el('ram:CountryID', addressCountry(address?.countryCode ?? seller.countryCode)),
    ),
    el('ram:URIUniversalCommunication', el('ram:URIID', { schemeID: 'EM' }, buyerEmail)),
    customer.vatNumber && el('ram:SpecifiedTaxRegistration', el('ram:ID', { schemeID: 'VA' }, customer.vatNumber)),
  );

  const method = payload.paymentMethod;
  const transfer = method === 'invoice';
  const bank = payload.bankAccount ?? DEMO_BANK_ACCOUNT;
  const paymentMeans = el(
    'ram:SpecifiedTradeSettlementPaymentMeans',
    el('ram:TypeCode', transfer ? (figures.currency === 'EUR' ? '58' : '30') : ONLINE_PAYMENT_SERVICE),
    el('ram:Information', method),
    transfer && el('ram:PayeePartyCreditorFinancialAccount', el('ram:IBANID', bank.iban.replace(/\s+/g, '')), el('ram:AccountName', bank.accountHolder)),
  );

  const breakdown = figures.vat.map((vat) =>
    el(
      'ram:ApplicableTradeTax',
      el('ram:CalculatedAmount', decimalAmount(vat.taxCents)),
      el('ram:TypeCode', 'VAT'),
      vat.category === 'E' && el('ram:ExemptionReason', t.vatExemption),
      el('ram:BasisAmount', decimalAmount(vat.basisCents)),
      el('ram:CategoryCode', vat.category),
      el('ram:RateApplicablePercent', percentOf(vat.basisPoints)),
    ),
  );

  const cii = el(
    'rsm:CrossIndustryInvoice',
    NAMESPACES,
    el('rsm:ExchangedDocumentContext', el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', EN16931))),
    el(
      'rsm:ExchangedDocument',
      el('ram:ID', invoice.invoiceNumber),
      // 380: commercial invoice.
      el('ram:TypeCode', '380'),
      el('ram:IssueDateTime', el('udt:DateTimeString', { format: '102' }, day102(invoice.placedAt))),
      el('ram:IncludedNote', el('ram:Content', t.voucherNote)),
    ),
    el(
      'rsm:SupplyChainTradeTransaction',
      ...lineItems,
      el(
        'ram:ApplicableHeaderTradeAgreement',
        // The buyer's reference from checkout, else the order number (XRechnung requires one, BR-DE-15).
        el('ram:BuyerReference', customer.referenceNumber || payload.orderNumber),
        sellerParty,
        buyerParty,
        el('ram:SellerOrderReferencedDocument', el('ram:IssuerAssignedID', payload.orderNumber)),
      ),
      el('ram:ApplicableHeaderTradeDelivery'),
      el(
        'ram:ApplicableHeaderTradeSettlement',
        el('ram:PaymentReference', payload.orderNumber),
        el('ram:InvoiceCurrencyCode', figures.currency),
        paymentMeans,
        ...breakdown,
        el('ram:SpecifiedTradePaymentTerms', el('ram:Description', t.paidWith(paymentMethodName(method, invoice.language)))),
        el(
          'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
          el('ram:LineTotalAmount', decimalAmount(figures.netCents)),
          el('ram:TaxBasisTotalAmount', decimalAmount(figures.netCents)),
          el('ram:TaxTotalAmount', { currencyID: figures.currency }, decimalAmount(figures.taxCents)),
          el('ram:GrandTotalAmount', decimalAmount(figures.grossCents)),
          el('ram:TotalPrepaidAmount', decimalAmount(figures.grossCents)),
          el('ram:DuePayableAmount', decimalAmount(0)),
        ),
      ),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(cii)}\n`;
}
