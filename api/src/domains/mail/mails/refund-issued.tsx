/** Money after the sale (issue 33, ADR 0041): a refund issued, and the cards it took the value from. */
import { afterSaleMailLanguage, afterSaleMailTexts } from '../after-sale-mail-texts';
import { formatMoney, headerText } from '../format';
import type { RefundIssuedPayload, RenderedMail } from '../mail-types';
import { Facts, MailLayout, P, SignOff, maskedCard, narrowedLocale, renderHtml, textLines, textPart } from './mail-layout';
import { MaskedCards } from './masked-cards';

export function renderRefundIssued(mailLanguageTag: string, r: RefundIssuedPayload): RenderedMail {
  const language = afterSaleMailLanguage(mailLanguageTag);
  const texts = afterSaleMailTexts(language);
  const locale = narrowedLocale(language, mailLanguageTag, r.locale);
  const amount = formatMoney(r.amount, locale);
  const cards = r.maskedNumbers.map(maskedCard);
  const subject = headerText(texts.refundSubject(amount, r.storefrontName));

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={texts.refundPreheader(amount)} brand={r.storefrontName} footer={texts.footer(r.storefrontName, r.orderNumber)}>
      <P>{texts.greeting(r.customerName)}</P>
      <P>{texts.refundIntro(amount, r.orderNumber)}</P>
      <Facts
        rows={[
          [texts.orderNumber, r.orderNumber],
          [texts.refundAmount, <strong key="amount">{amount}</strong>],
          cards.length > 0 && [texts.refundCards, <MaskedCards key="cards" cards={cards} />],
        ]}
      />
      {cards.length > 0 && <P>{texts.refundAfter}</P>}
      <SignOff signOff={texts.signOff} shop={r.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    texts.greeting(r.customerName),
    texts.refundIntro(amount, r.orderNumber),
    textLines([`${texts.orderNumber}: ${r.orderNumber}`, `${texts.refundAmount}: ${amount}`, cards.length ? `${texts.refundCards}: ${cards.join(', ')}` : null]),
    cards.length ? texts.refundAfter : null,
    `${texts.signOff}\n${r.storefrontName}`,
    `--\n${texts.footer(r.storefrontName, r.orderNumber)}`,
  ]);
  return { subject, html, text, attachments: [] };
}
