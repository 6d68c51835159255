/**
 * The invoice PDF (ADR 0042) in Noto Sans embedded as subsets, as the card PDF (ADR 0049): names and
 * addresses read back exactly as the buyer wrote them (a lawful invoice may not make "Łódź" of
 * "Lodz"), a German invoice says what it said in Helvetica, the file stays small, and the same input
 * gives the same bytes.
 */
import { germanInvoiceOrder } from '../../testing/invoice-fixture';
import { pdfDrawnText } from '../../testing/pdf-text';
import { formatMoney } from '../mail/format';
import type { MailMoney } from '../mail/mail-types';
import { type InvoiceDocument, invoiceTexts, renderInvoicePdf } from './invoice';

const eur = (cents: number): MailMoney => ({ cents, currency: 'EUR' });
const euro = (cents: number) => formatMoney(eur(cents), 'de-DE');
const created = { creationDate: new Date('2026-11-27T09:00:00Z') };

/** The same order bought by a private buyer in Łódź. */
function polishBuyer(): InvoiceDocument {
  const order = germanInvoiceOrder();
  return {
    ...order,
    customer: {
      customerType: 'PRIVATE',
      firstName: 'Zażółć',
      lastName: 'Gęślą Jaźń',
      email: 'zazolc@example.com',
      address: { countryCode: 'PL', postCode: '90-001', houseNumber: '5', street: 'ul. Łódzka', city: 'Łódź' },
      createAccount: false,
    },
    payload: { ...order.payload, lines: order.payload.lines.map((line) => (line.receiver ? { ...line, receiver: 'Łucja Żak' } : line)) },
  };
}

it("prints a Polish buyer's name and address letter for letter, in embedded subsets of Noto Sans; small; same input, same bytes", async () => {
  const pdf = await renderInvoicePdf(polishBuyer(), created);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfDrawnText(pdf);
  const lines = text.split('\n');
  // Zażółć Gęślą Jaźń, ul. Łódzka 5, 90-001 Łódź: the buyer block, line by line, nothing transliterated.
  const buyer = lines.indexOf('Zażółć Gęślą Jaźń');
  expect(lines.slice(buyer, buyer + 5)).toEqual(['Zażółć Gęślą Jaźń', 'ul. Łódzka 5', '90-001 Łódź', 'PL', 'zazolc@example.com']);
  expect(lines).toContain('Gewürzhaus Pfeffer (Łucja Żak) *');
  expect(text).not.toMatch(/Lodz|Zazolc|\ufffd/);
  expect(text).not.toContain('\u0000');
  // Regular and bold subsets, nothing in a standard font.
  const source = pdf.toString('latin1');
  expect(source.match(/\/FontFile2 /g)).toHaveLength(2);
  expect(source.match(/\/BaseFont \/[A-Z]{6}\+NotoSans-(?:Regular|Bold)\b/g)?.length).toBe(4);
  expect(source).not.toMatch(/\/Helvetica|\/Courier/);
  // Compressed subsets: in Helvetica the invoice was ~6.3–6.6 kB; now ~12.3–13 kB.
  expect(pdf.length).toBeLessThan(20_000);
  // Same input and creation date, same bytes (the subsets too).
  expect((await renderInvoicePdf(polishBuyer(), created)).equals(pdf)).toBe(true);
});

it('says on a German invoice what it said in Helvetica, also right after a Polish one (its letters keep their text)', async () => {
  // The Polish invoice embeds "n" only as part of "ń": the next document must still map its "n".
  await renderInvoicePdf(polishBuyer(), created);
  const pdf = await renderInvoicePdf(germanInvoiceOrder(), created);
  const lines = pdfDrawnText(pdf).split('\n');
  expect(lines.slice(0, -3)).toEqual([
    'Rechnung',
    'Rechnungsnummer: 60-2026-000007',
    'Bestellnummer: 60-261126-ABC234',
    'Datum: 27. November 2026',
    'Verkäufer',
    'Käufer',
    'Geschenkkarten Deutschland GmbH',
    'Geschenkkarten',
    'Hauptstraße 1',
    '10117 Berlin',
    'DE',
    'USt-IdNr.: DE123456789',
    'business@example.com',
    'Pfeffer & Salz GmbH',
    'Anna Berg',
    'Invalidenstraße 12',
    '10115 Berlin',
    'DE',
    'anna@example.com',
    'Artikel',
    'Menge',
    'Preis',
    'Summe',
    'Gewürzhaus Pfeffer *',
    '2',
    euro(5000),
    euro(10_000),
    'Gewürzhaus Pfeffer (Ben Müller) *',
    '1',
    euro(2500),
    euro(2500),
    '+ Geschenkverpackung',
    euro(295),
    'Versand',
    euro(195),
    'Servicegebühr',
    euro(95),
    'Bezahlter Betrag',
    euro(13_085),
    'Enthaltene MwSt. 19\u00a0% auf Gebühren und Extras',
    euro(93),
  ]);
  // The voucher note wraps where the font's widths say; its text is whole.
  expect(lines.slice(-3, -1).join('')).toBe(`* ${invoiceTexts('de').voucherNote}`);
  expect(lines.at(-1)).toBe('Bezahlt mit: Kreditkarte');
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
});

it('drops emoji and letters the font lacks instead of breaking the invoice', async () => {
  const order = polishBuyer();
  const pdf = await renderInvoicePdf({ ...order, customer: { ...order.customer, firstName: 'Åsa 🎉', lastName: 'Őrsi 生日' } }, created);
  expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  const text = pdfDrawnText(pdf);
  expect(text.split('\n')).toContain('Åsa Őrsi');
  expect(text).not.toContain('\ufffd');
  expect(text).not.toContain('\u0000');
});
