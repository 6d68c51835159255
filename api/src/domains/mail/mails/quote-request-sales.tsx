/** Business quote request (issue 17), to the storefront's business sales address: everything the requester sent. */
import { formatMoney, headerText, mailLocale } from '../format';
import type { QuoteSalesPayload, RenderedMail } from '../mail-types';
import { quoteMailTexts } from '../quote-mail-texts';
import { Facts, type FormatMoney, MailLayout, Multiline, P, renderHtml, textPart } from './mail-layout';
import { QuoteTable, quoteLineText } from './quote-lines';

export function renderQuoteSales(language: string, q: QuoteSalesPayload): RenderedMail {
  const qt = quoteMailTexts(language);
  const locale = mailLocale(language, q.locale);
  const money: FormatMoney = (m) => formatMoney(m, locale);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const subject = headerText(qt.salesSubject(q.companyName, count(q.cardCount), q.storefrontName));
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
    // The number the buyer was shown and will quote (the uuid only in payloads from before it).
    [qt.reference, q.quoteRequestNumber ?? q.quoteRequestId],
  ];

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={qt.salesIntro} brand={q.storefrontName} footer={q.storefrontName}>
      <P>{qt.salesIntro}</P>
      <Facts rows={contact} />
      <QuoteTable lines={q.lines} totalLabel={qt.total} total={money(q.total)} money={money} count={count} />
      <Facts
        rows={[
          [qt.deliveryWishes, deliveryWishes ? <Multiline key="wishes" text={deliveryWishes} /> : qt.none],
          [qt.message, message ? <Multiline key="message" text={message} /> : qt.none],
        ]}
      />
    </MailLayout>,
  );

  const text = textPart([
    qt.salesIntro,
    contact.map(([label, value]) => `${label}: ${value}`).join('\n'),
    [...quoteLineText(q.lines, money, count), `${qt.total}: ${money(q.total)}`].join('\n'),
    `${qt.deliveryWishes}:\n${deliveryWishes ?? qt.none}`,
    `${qt.message}:\n${message ?? qt.none}`,
    `--\n${q.storefrontName}`,
  ]);
  return { subject, html, text, attachments: [] };
}
