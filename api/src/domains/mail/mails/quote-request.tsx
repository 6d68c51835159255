/** Business quote request (issue 17), to the requester: the cards and their total; no free text of the request. */
import { formatMoney, headerText, mailLocale, safeUrl } from '../format';
import { mailTexts } from '../mail-texts';
import type { QuoteRequestPayload, RenderedMail } from '../mail-types';
import { quoteMailTexts } from '../quote-mail-texts';
import { Button, Facts, type FormatMoney, H2, MailLayout, Note, P, SignOff, renderHtml, textPart } from './mail-layout';
import { QuoteTable, quoteLineText } from './quote-lines';

export function renderQuoteRequest(language: string, q: QuoteRequestPayload): RenderedMail {
  const t = mailTexts(language);
  const qt = quoteMailTexts(language);
  const locale = mailLocale(language, q.locale);
  const money: FormatMoney = (m) => formatMoney(m, locale);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const subject = headerText(t.quoteSubject(q.storefrontName));
  const shopUrl = safeUrl(q.shopUrl);
  const lines = q.lines ?? [];
  const total = q.total ?? null;
  // Mails queued before the form had lines: the number of cards and the amount per card.
  const legacy: Array<[string, string]> = [
    [t.cardCount, count(q.cardCount)],
    [t.amountPerCard, q.amountPerCard ? money(q.amountPerCard) : t.notSpecified],
  ];

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={t.quoteIntro} brand={q.storefrontName} footer={t.quoteFooter(q.storefrontName)}>
      <P>{t.greeting(null)}</P>
      <P>{t.quoteIntro}</P>
      <H2>{qt.yourRequest}</H2>
      {lines.length > 0 && total ? <QuoteTable lines={lines} totalLabel={qt.total} total={money(total)} money={money} count={count} /> : <Facts rows={legacy} />}
      {lines.length > 0 && <Note>{qt.totalNote}</Note>}
      {shopUrl && <Button href={shopUrl} label={t.visitShop(q.storefrontName)} />}
      <SignOff signOff={t.signOff} shop={q.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    t.greeting(null),
    t.quoteIntro,
    lines.length > 0 && total
      ? [qt.yourRequest.toUpperCase(), ...quoteLineText(lines, money, count), `${qt.total}: ${money(total)}`, qt.totalNote].join('\n')
      : legacy.map(([label, value]) => `${label}: ${value}`).join('\n'),
    shopUrl,
    `${t.signOff}\n${q.storefrontName}`,
    `--\n${t.quoteFooter(q.storefrontName)}`,
  ]);
  return { subject, html, text, attachments: [] };
}
