/** The order confirmation: the lines, the delivery of each shipment, bank transfer details for an unpaid invoice order. */
import type { CSSProperties } from 'react';
import { DEMO_BANK_ACCOUNT } from '../../../config/invoice-bank';
import { formatDay, formatMoment, formatMoney, headerText, mailLocale, safeUrl, validTimeZone } from '../format';
import { type MailTexts, mailTexts } from '../mail-texts';
import type { MailBankAccount, OrderConfirmationPayload, RenderedMail } from '../mail-types';
import { BORDER, Button, FONT, Facts, type FormatMoney, H2, LAYOUT_TABLE, MUTED, MailLayout, Mono, Note, P, SignOff, TEXT_COLOR, renderHtml, textLines, textPart } from './mail-layout';

type Shipment = OrderConfirmationPayload['shipments'][number];

function deliveryText(shipment: Shipment, t: MailTexts, locale: string, timeZone: string): string {
  if (shipment.deliveryType === 'DIGITAL') {
    return shipment.scheduledAt ? t.digitalScheduled(formatMoment(shipment.scheduledAt, locale, timeZone)) : t.digitalWithinHour;
  }
  const window = t.deliveryWindow(
    formatDay(shipment.deliveryFrom, locale, timeZone, { year: false }),
    formatDay(shipment.deliveryTo, locale, timeZone, { year: false }),
  );
  return shipment.dispatchDate ? `${t.dispatchOn(formatDay(shipment.dispatchDate, locale, timeZone))}, ${window}` : window;
}

const CELL: CSSProperties = { ...FONT, fontSize: '15px', color: TEXT_COLOR, padding: '10px 0', borderTop: `1px solid ${BORDER}` };
const EXTRA: CSSProperties = { ...FONT, fontSize: '14px', color: MUTED };
const TOTAL: CSSProperties = { ...CELL, borderTop: `2px solid ${TEXT_COLOR}`, fontSize: '17px' };

type OrderLine = OrderConfirmationPayload['lines'][number];

/** A line of the order and its extras (gift wrapping and the like) below it. */
function OrderLineRows({ line, t, money }: { line: OrderLine; t: MailTexts; money: FormatMoney }) {
  const kindLabel = line.variationType === 'DIGITAL' ? t.digitalCard : t.physicalCard;
  const details = [kindLabel, `${line.quantity} × ${money(line.amount)}`, line.receiver ? t.forReceiver(line.receiver) : null].filter(Boolean).join(' · ');
  return (
    <>
      <tr>
        <td style={CELL}>
          <strong>{line.title}</strong>
          <br />
          <span style={{ fontSize: '14px', color: MUTED }}>{details}</span>
        </td>
        <td align="right" valign="top" style={{ ...CELL, whiteSpace: 'nowrap' }}>
          {money(line.total)}
        </td>
      </tr>
      {line.extras.map((extra, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static output, never reordered
        <tr key={index}>
          <td style={{ ...EXTRA, padding: '0 0 6px 16px' }}>+ {extra.title}</td>
          <td align="right" style={{ ...EXTRA, padding: '0 0 6px', whiteSpace: 'nowrap' }}>
            {money(extra.total)}
          </td>
        </tr>
      ))}
    </>
  );
}

function OrderTable({ o, t, money }: { o: OrderConfirmationPayload; t: MailTexts; money: FormatMoney }) {
  return (
    <table {...LAYOUT_TABLE} width="100%" style={{ margin: '0 0 16px' }}>
      <tbody>
        {o.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static output, never reordered
          <OrderLineRows key={index} line={line} t={t} money={money} />
        ))}
        {o.adjustments.map((a, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static output, never reordered
          <tr key={`adjustment-${index}`}>
            <td style={{ ...CELL, fontSize: '14px' }}>{a.title}</td>
            <td align="right" style={{ ...CELL, fontSize: '14px', whiteSpace: 'nowrap' }}>
              {money(a.price)}
            </td>
          </tr>
        ))}
        <tr>
          <td style={TOTAL}>
            <strong>{t.total}</strong>
            <br />
            <span style={{ fontSize: '13px', color: MUTED }}>{t.taxIncluded(money(o.tax))}</span>
          </td>
          <td align="right" valign="top" style={{ ...TOTAL, whiteSpace: 'nowrap' }}>
            <strong>{money(o.grandTotal)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function PaymentInstructions({ t, account, orderNumber, amount }: { t: MailTexts; account: MailBankAccount; orderNumber: string; amount: string }) {
  return (
    <>
      <H2>{t.paymentTitle}</H2>
      <P>{t.paymentInstructions(amount)}</P>
      <Facts
        rows={[
          [t.accountHolder, account.accountHolder],
          ['IBAN', <Mono key="iban">{account.iban}</Mono>],
          account.bic ? ['BIC', <Mono key="bic">{account.bic}</Mono>] : null,
          [t.reference, <Mono key="reference">{orderNumber}</Mono>],
          [t.amount, <strong key="amount">{amount}</strong>],
        ]}
      />
      <Note>{t.cardsAfterPayment}</Note>
    </>
  );
}

export function renderOrderConfirmation(language: string, o: OrderConfirmationPayload): RenderedMail {
  const t = mailTexts(language);
  const locale = mailLocale(language, o.locale);
  const timeZone = validTimeZone(o.timeZone);
  const money: FormatMoney = (m) => formatMoney(m, locale);
  const completed = o.status === 'COMPLETED';
  const invoice = o.paymentMethod === 'invoice';
  const subject = headerText(t.orderSubject(o.orderNumber, completed));
  const intro = completed ? t.orderIntroCompleted(o.storefrontName) : invoice ? t.orderIntroInvoice(o.storefrontName) : t.orderIntroPending(o.storefrontName);
  const shopUrl = safeUrl(o.shopUrl);
  // A payload without an account (queued before ADR 0042) shows the demo's, marked as not to be paid; never a placeholder.
  const account: MailBankAccount = o.bankAccount ?? DEMO_BANK_ACCOUNT;
  const showPayment = invoice && !completed;
  const shipments = o.shipments.map((s) => {
    const label = s.deliveryType === 'DIGITAL' ? t.digitalCard : t.physicalCard;
    return { label: s.receiver ? `${label} – ${t.forReceiver(s.receiver)}` : label, when: deliveryText(s, t, locale, timeZone) };
  });

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={t.orderPreheader(o.storefrontName)} brand={o.storefrontName} footer={t.orderFooter(o.storefrontName)}>
      <P>{t.greeting(o.customerName)}</P>
      <P>{intro}</P>
      <Facts rows={[[t.orderNumber, <strong key="number">{o.orderNumber}</strong>]]} />
      {showPayment && <PaymentInstructions t={t} account={account} orderNumber={o.orderNumber} amount={money(o.grandTotal)} />}
      <H2>{t.yourOrder}</H2>
      <OrderTable o={o} t={t} money={money} />
      {shipments.length > 0 && (
        <>
          <H2>{t.delivery}</H2>
          <ul style={{ margin: '0 0 16px', padding: '0 0 0 20px' }}>
            {shipments.map((s, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static output, never reordered
              <li key={index} style={{ margin: '0 0 8px' }}>
                <strong>{s.label}</strong>
                <br />
                {s.when}
              </li>
            ))}
          </ul>
        </>
      )}
      {shopUrl && <Button href={shopUrl} label={t.visitShop(o.storefrontName)} />}
      <SignOff signOff={t.signOff} shop={o.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    t.greeting(o.customerName),
    intro,
    `${t.orderNumber}: ${o.orderNumber}`,
    showPayment &&
      textLines([
        t.paymentTitle.toUpperCase(),
        t.paymentInstructions(money(o.grandTotal)),
        `${t.accountHolder}: ${account.accountHolder}`,
        `IBAN: ${account.iban}`,
        account.bic ? `BIC: ${account.bic}` : null,
        `${t.reference}: ${o.orderNumber}`,
        `${t.amount}: ${money(o.grandTotal)}`,
        t.cardsAfterPayment,
      ]),
    [
      t.yourOrder.toUpperCase(),
      ...o.lines.flatMap((line) => [
        `${line.quantity} × ${line.title} (${line.variationType === 'DIGITAL' ? t.digitalCard : t.physicalCard}, ${money(line.amount)}${line.receiver ? `, ${t.forReceiver(line.receiver)}` : ''}): ${money(line.total)}`,
        ...line.extras.map((e) => `  + ${e.title}: ${money(e.total)}`),
      ]),
      ...o.adjustments.map((a) => `${a.title}: ${money(a.price)}`),
      `${t.total}: ${money(o.grandTotal)} (${t.taxIncluded(money(o.tax))})`,
    ].join('\n'),
    shipments.length > 0 && [t.delivery.toUpperCase(), ...shipments.map((s) => `- ${s.label}: ${s.when}`)].join('\n'),
    shopUrl,
    `${t.signOff}\n${o.storefrontName}`,
    `--\n${t.orderFooter(o.storefrontName)}`,
  ]);

  return { subject, html, text, attachments: [] };
}
