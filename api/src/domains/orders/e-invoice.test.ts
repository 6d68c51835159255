/**
 * The EN 16931 electronic invoice (CII): valid against the official schema of the syntax and
 * profile (Factur-X 1.07.3 EN16931, the CII D16B schema restricted to EN 16931), and its figures
 * keep EN 16931's business rules on totals and the VAT breakdown. The official Schematron of those
 * rules needs an XSLT 2 processor and artefacts that no npm package ships, so the rules that concern
 * this invoice are checked here from the XML itself (see ADR 0021).
 */
import type { MailMoney } from '../mail/mail-types';
import { eInvoiceAvailable, eInvoiceFigures, eInvoiceFileName, renderEInvoiceXml, shareOut } from './e-invoice';
import { schemaErrors } from './e-invoice-schema';
import { germanInvoiceOrder } from '../../testing/invoice-fixture';
import type { InvoiceDocument } from './invoice';

const eur = (cents: number): MailMoney => ({ cents, currency: 'EUR' });

/** A German business order: 2 × 50 digital, 25 physical gift packed, shipping and fee; paid by card. */
function germanOrder(): InvoiceDocument {
  return germanInvoiceOrder('Ben <Müller> & "Söhne"');
}

/** A Dutch business order with a VAT number and a reference, paid by bank transfer; 21 % VAT. */
function dutchOrderWithVatNumber(): InvoiceDocument {
  return {
    payload: {
      ...germanOrder().payload,
      orderNumber: '10-261126-XYZ789',
      storefrontName: 'Cadeaukaarten',
      paymentMethod: 'invoice',
      lines: [
        {
          title: 'Rondvaart Grachten',
          variationType: 'PHYSICAL',
          quantity: 3,
          amount: eur(2000),
          total: eur(6450),
          receiver: null,
          extras: [
            { title: 'Cadeauverpakking', total: eur(300) },
            { title: 'Persoonlijke boodschap', total: eur(150) },
          ],
        },
      ],
      adjustments: [
        { title: 'Verzending', price: eur(250) },
        { title: 'Servicekosten', price: eur(95) },
      ],
      // 6000 cards + 300 + 150 + 250 + 95
      grandTotal: eur(6795),
      // round(795 × 21 / 121) = round(137.97)
      tax: eur(138),
    },
    customer: {
      customerType: 'BUSINESS',
      firstName: 'Bram',
      lastName: 'de Vries',
      email: 'bram@bloem.example',
      invoiceEmail: 'facturen@bloem.example',
      companyName: 'Bloem BV',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      referenceNumber: 'PO-2026-17',
      address: { countryCode: 'NL', postCode: '1012 AB', houseNumber: '1', suffix: 'A', street: 'Damrak', city: 'Amsterdam' },
      createAccount: false,
    },
    placedAt: new Date('2026-03-02T10:00:00Z'),
    seller: {
      name: 'Cadeaukaarten',
      countryCode: 'NL',
      legalName: 'Cadeaukaarten Nederland B.V.',
      vatNumber: 'NL987654321B01',
      registrationNumber: '87654321',
      email: 'zakelijk@example.nl',
      phone: '+31 20 1234567',
      address: { street: 'Keizersgracht 100', postCode: '1015 AA', city: 'Amsterdam', countryCode: 'NL' },
    },
    invoiceNumber: '10-2026-000003',
    vatBasisPoints: 2100,
    language: 'nl',
  };
}

// ─── EN 16931 business rules, read from the XML ─────────────────────────────────────────────────

const texts = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] as string);
const blocks = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1] as string);
const centsOf = (text: string | undefined) => {
  expect(text).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(text) * 100);
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The EN 16931 rules on totals and VAT this invoice is subject to: the ids of those it breaks. */
function brokenRules(xml: string): string[] {
  const broken: string[] = [];
  const check = (rule: string, ok: boolean) => {
    if (!ok) broken.push(rule);
  };
  const lines = blocks(xml, 'ram:IncludedSupplyChainTradeLineItem').map((line) => ({
    net: centsOf(texts(line, 'ram:LineTotalAmount')[0]),
    category: texts(line, 'ram:CategoryCode')[0],
    rate: texts(line, 'ram:RateApplicablePercent')[0],
  }));
  const settlement = xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeSettlement>'));
  const breakdown = blocks(settlement, 'ram:ApplicableTradeTax').map((vat) => ({
    tax: centsOf(texts(vat, 'ram:CalculatedAmount')[0]),
    basis: centsOf(texts(vat, 'ram:BasisAmount')[0]),
    category: texts(vat, 'ram:CategoryCode')[0],
    rate: Number(texts(vat, 'ram:RateApplicablePercent')[0]),
    reason: texts(vat, 'ram:ExemptionReason')[0],
  }));
  const totals = blocks(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation')[0] ?? '';
  const total = (tag: string) => centsOf(texts(totals, `ram:${tag}`)[0]);
  const allowances = xml.includes('<ram:SpecifiedTradeAllowanceCharge>') || /AllowanceTotalAmount|ChargeTotalAmount/.test(totals);

  check('BR-CO-10', total('LineTotalAmount') === sum(lines.map((l) => l.net)));
  check('BR-CO-11/12', !allowances);
  check('BR-CO-13', total('TaxBasisTotalAmount') === total('LineTotalAmount'));
  check('BR-CO-14', total('TaxTotalAmount') === sum(breakdown.map((v) => v.tax)));
  check('BR-CO-15', total('GrandTotalAmount') === total('TaxBasisTotalAmount') + total('TaxTotalAmount'));
  check('BR-CO-16', total('DuePayableAmount') === total('GrandTotalAmount') - total('TotalPrepaidAmount'));
  check('BR-CO-18', breakdown.length > 0);
  check('BR-S-02', /<ram:SellerTradeParty>[\s\S]*<ram:ID schemeID="VA">[A-Z]{2}\w+<\/ram:ID>[\s\S]*<\/ram:SellerTradeParty>/.test(xml));
  check('BR-O', !lines.some((l) => l.category === 'O') && !breakdown.some((v) => v.category === 'O'));
  for (const vat of breakdown) {
    const net = sum(lines.filter((l) => l.category === vat.category && Number(l.rate) === vat.rate).map((l) => l.net));
    if (vat.category === 'S') {
      check('BR-S-08', vat.basis === net);
      // BR-S-09 / BR-CO-17 allow a difference below one currency unit; the order's VAT is within a cent.
      check('BR-S-09', Math.abs(vat.tax - (vat.basis * vat.rate) / 100) <= 1);
      check('BR-S-05', vat.rate > 0);
    } else if (vat.category === 'E') {
      check('BR-E-08', vat.basis === net);
      check('BR-E-09', vat.tax === 0);
      check('BR-E-10', !!vat.reason);
      check('BR-E-05', vat.rate === 0);
    } else broken.push(`unexpected category ${vat.category}`);
  }
  check('BR-CO-04', lines.every((l) => l.category === 'E' || l.category === 'S'));
  return broken;
}

describe('the electronic invoice of a business order (EN 16931, CII)', () => {
  it('is valid against the schema and keeps the business rules: cards exempt, fees with their VAT', async () => {
    const invoice = germanOrder();
    const xml = renderEInvoiceXml(invoice);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(brokenRules(xml)).toEqual([]);

    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    // The invoice's own gapless number (ADR 0042); the day in Germany (23:30 UTC is the next day there).
    expect(texts(xml, 'ram:ID')[1]).toBe('60-2026-000007');
    expect(xml).toContain('<udt:DateTimeString format="102">20261127</udt:DateTimeString>');
    expect(texts(xml, 'ram:InvoiceCurrencyCode')).toEqual(['EUR']);
    // Seller: the storefront's legal data; buyer: the company, its address and e-mail, no VAT number.
    expect(texts(xml, 'ram:Name').slice(-2)).toEqual(['Geschenkkarten Deutschland GmbH', 'Pfeffer & Salz GmbH'.replace('&', '&amp;')]);
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(xml.match(/schemeID="VA"/g)).toHaveLength(1);
    expect(xml).toContain('<ram:LineOne>Invalidenstraße 12</ram:LineOne>');
    expect(xml).toContain('<ram:URIID schemeID="EM">anna@example.com</ram:URIID>');
    // Shoppers' text is escaped.
    expect(xml).toContain('Gewürzhaus Pfeffer (Ben &lt;Müller&gt; &amp; &quot;Söhne&quot;)');

    // Cards: exempt (E) with the reason; the fees standard rated (S) at 19 %, net of the VAT they include.
    const lines = blocks(xml, 'ram:IncludedSupplyChainTradeLineItem');
    expect(lines.map((l) => [texts(l, 'ram:Name')[0], texts(l, 'ram:CategoryCode')[0], texts(l, 'ram:RateApplicablePercent')[0], texts(l, 'ram:LineTotalAmount')[0]])).toEqual([
      ['Gewürzhaus Pfeffer', 'E', '0', '100.00'],
      ['Gewürzhaus Pfeffer (Ben &lt;Müller&gt; &amp; &quot;Söhne&quot;)', 'E', '0', '25.00'],
      ['Geschenkverpackung (Gewürzhaus Pfeffer)', 'S', '19', '2.48'],
      ['Versand', 'S', '19', '1.64'],
      ['Servicegebühr', 'S', '19', '0.80'],
    ]);
    expect(texts(xml, 'ram:ExemptionReason')).toEqual(['Nicht steuerbar: Mehrzweck-Gutschein (§ 3 Abs. 15 UStG, Art. 30b MwStSystRL)']);
    expect(texts(xml, 'ram:BasisAmount')).toEqual(['125.00', '4.92']);
    expect(texts(xml, 'ram:CalculatedAmount')).toEqual(['0.00', '0.93']);
    // The totals: what the shopper paid, the PDF's VAT, all of it prepaid.
    expect(texts(xml, 'ram:GrandTotalAmount')).toEqual(['130.85']);
    expect(texts(xml, 'ram:TaxTotalAmount')).toEqual(['0.93']);
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">0.93</ram:TaxTotalAmount>');
    expect(texts(xml, 'ram:TotalPrepaidAmount')).toEqual(['130.85']);
    expect(texts(xml, 'ram:DuePayableAmount')).toEqual(['0.00']);
    // Paid through the payment provider (68, online payment service); no buyer reference given: the order number.
    expect(texts(xml, 'ram:TypeCode')).toContain('68');
    expect(texts(xml, 'ram:BuyerReference')).toEqual(['60-261126-ABC234']);
    expect(eInvoiceFileName(invoice)).toBe('Rechnung-60-2026-000007.xml');
  });

  it('carries the buyer’s VAT number, registration and reference; an invoice order names the account paid to', async () => {
    const invoice = dutchOrderWithVatNumber();
    const xml = renderEInvoiceXml(invoice);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(brokenRules(xml)).toEqual([]);

    const buyer = blocks(xml, 'ram:BuyerTradeParty')[0] ?? '';
    expect(texts(buyer, 'ram:Name')).toEqual(['Bloem BV']);
    expect(buyer).toContain('<ram:ID schemeID="VA">NL123456789B01</ram:ID>');
    expect(buyer).toContain('<ram:ID>12345678</ram:ID>');
    expect(buyer).toContain('<ram:LineOne>Damrak 1 A</ram:LineOne>');
    expect(buyer).toContain('<ram:URIID schemeID="EM">facturen@bloem.example</ram:URIID>');
    expect(texts(xml, 'ram:BuyerReference')).toEqual(['PO-2026-17']);
    const seller = blocks(xml, 'ram:SellerTradeParty')[0] ?? '';
    expect(seller).toContain('<ram:ID>87654321</ram:ID>');
    expect(seller).toContain('<ram:ID schemeID="VA">NL987654321B01</ram:ID>');

    // 21 %: the fees 7.95 include 1.38 VAT, shared over the lines in whole cents.
    expect(texts(xml, 'ram:RateApplicablePercent')).toContain('21');
    expect(texts(xml, 'ram:BasisAmount')).toEqual(['60.00', '6.57']);
    expect(texts(xml, 'ram:CalculatedAmount')).toEqual(['0.00', '1.38']);
    expect(texts(xml, 'ram:GrandTotalAmount')).toEqual(['67.95']);
    expect(texts(xml, 'ram:ExemptionReason')[0]).toMatch(/meervoudige voucher/);
    // Bank transfer (SEPA credit transfer) to the account the order's mail named.
    const means = blocks(xml, 'ram:SpecifiedTradeSettlementPaymentMeans')[0] ?? '';
    expect(texts(means, 'ram:TypeCode')).toEqual(['58']);
    expect(texts(means, 'ram:IBANID')[0]).toMatch(/^[A-Z]{2}\d{2}\w+$/);
    expect(eInvoiceFileName(invoice)).toBe('Factuur-10-2026-000003.xml');
  });

  it('fails the schema and the rules once the XML is changed', async () => {
    const xml = renderEInvoiceXml(germanOrder());
    // A required element missing, an unknown element, elements out of order: the schema says no.
    expect(await schemaErrors(xml.replace('<ram:TypeCode>380</ram:TypeCode>', ''))).not.toEqual([]);
    expect(await schemaErrors(xml.replace('<ram:InvoiceCurrencyCode>', '<ram:Currency>EUR</ram:Currency><ram:InvoiceCurrencyCode>'))).not.toEqual([]);
    const header = /<ram:ApplicableHeaderTradeDelivery\/>/;
    expect(await schemaErrors(xml.replace(header, '').replace('<ram:ApplicableHeaderTradeSettlement>', '<ram:ApplicableHeaderTradeSettlement><ram:ApplicableHeaderTradeDelivery/>'))).not.toEqual([]);
    expect(await schemaErrors('<invoice/>')).not.toEqual([]);
    // A total that no longer adds up, a VAT amount off the rate, a card line "not subject to VAT".
    expect(brokenRules(xml.replace('<ram:GrandTotalAmount>130.85<', '<ram:GrandTotalAmount>130.86<'))).toEqual(['BR-CO-15', 'BR-CO-16']);
    expect(brokenRules(xml.replace(/<ram:CalculatedAmount>0.93</, '<ram:CalculatedAmount>2.93<'))).toEqual(['BR-CO-14', 'BR-S-09']);
    expect(brokenRules(xml.replace('<ram:CategoryCode>E</ram:CategoryCode>', '<ram:CategoryCode>O</ram:CategoryCode>'))).toEqual(
      expect.arrayContaining(['BR-O', 'BR-E-08', 'BR-CO-04']),
    );
  });

  it('adds up to the cent for any fees and rate: net lines plus VAT are what was paid', () => {
    for (const basisPoints of [1900, 2100, 2000, 700, 550, 2550]) {
      for (let i = 0; i < 200; i += 1) {
        const fees = [(i * 37) % 500, (i * 101) % 999, 95 + (i % 7)];
        const gross = sum(fees);
        const tax = Math.round((gross * basisPoints) / (10_000 + basisPoints));
        const invoice = germanOrder();
        invoice.vatBasisPoints = basisPoints;
        invoice.payload.lines = [{ ...(invoice.payload.lines[0] as InvoiceDocument['payload']['lines'][number]), extras: [{ title: 'Extra', total: eur(fees[0] as number) }] }];
        invoice.payload.adjustments = [
          { title: 'Versand', price: eur(fees[1] as number) },
          { title: 'Servicegebühr', price: eur(fees[2] as number) },
        ];
        invoice.payload.grandTotal = eur(10_000 + gross);
        invoice.payload.tax = eur(tax);
        const figures = eInvoiceFigures(invoice);
        expect(figures.netCents + figures.taxCents).toBe(invoice.payload.grandTotal.cents);
        expect(sum(figures.lines.map((l) => l.netCents))).toBe(figures.netCents);
        const standard = figures.vat.find((v) => v.category === 'S');
        expect(standard?.taxCents).toBe(tax);
        expect(standard?.basisCents).toBe(sum(figures.lines.filter((l) => l.category === 'S').map((l) => l.netCents)));
        expect(Math.abs((standard?.taxCents ?? 0) - ((standard?.basisCents ?? 0) * basisPoints) / 10_000)).toBeLessThan(1);
        expect(figures.lines.every((l) => l.netCents >= 0)).toBe(true);
      }
    }
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(93, [295, 195, 95])).toEqual([47, 31, 15]);
    expect(shareOut(5, [0, 0])).toEqual([5, 0]);
  });

  it('refuses figures that do not add up, and is for business orders only', () => {
    const invoice = germanOrder();
    invoice.payload.grandTotal = eur(13_086);
    expect(() => renderEInvoiceXml(invoice)).toThrow(/add up/);
    const noVatNumber = germanOrder();
    noVatNumber.seller = { name: 'Geschenkkarten', countryCode: 'DE' };
    expect(() => renderEInvoiceXml(noVatNumber)).toThrow(/VAT number/);
    expect(eInvoiceAvailable({ customerType: 'BUSINESS' })).toBe(true);
    expect(eInvoiceAvailable({ customerType: 'PRIVATE' })).toBe(false);
  });
});
