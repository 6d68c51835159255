/** Money after the sale (issue 33, ADR 0041): the order's cards blocked after a chargeback. */
import { afterSaleMailLanguage, afterSaleMailTexts } from '../after-sale-mail-texts';
import { formatMoney, headerText } from '../format';
import type { CardBlockedPayload, RenderedMail } from '../mail-types';
import { Facts, MailLayout, P, SignOff, maskedCard, narrowedLocale, renderHtml, textLines, textPart } from './mail-layout';
import { MaskedCards } from './masked-cards';

export function renderCardBlocked(mailLanguageTag: string, b: CardBlockedPayload): RenderedMail {
  const language = afterSaleMailLanguage(mailLanguageTag);
  const texts = afterSaleMailTexts(language);
  const locale = narrowedLocale(language, mailLanguageTag, b.locale);
  const frozen = formatMoney(b.frozen, locale);
  const cards = b.maskedNumbers.map(maskedCard);
  const subject = headerText(texts.blockedSubject(b.orderNumber, b.storefrontName));

  const html = renderHtml(
    <MailLayout
      language={language}
      title={subject}
      preheader={texts.blockedPreheader(b.orderNumber)}
      brand={b.storefrontName}
      footer={texts.footer(b.storefrontName, b.orderNumber)}
    >
      <P>{texts.greeting(b.customerName)}</P>
      <P>{texts.blockedIntro(b.orderNumber)}</P>
      <Facts
        rows={[
          [texts.orderNumber, b.orderNumber],
          cards.length > 0 && [texts.blockedCards, <MaskedCards key="cards" cards={cards} />],
          [texts.blockedValue, <strong key="value">{frozen}</strong>],
        ]}
      />
      <P>{texts.blockedAfter}</P>
      <SignOff signOff={texts.signOff} shop={b.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    texts.greeting(b.customerName),
    texts.blockedIntro(b.orderNumber),
    textLines([`${texts.orderNumber}: ${b.orderNumber}`, cards.length ? `${texts.blockedCards}: ${cards.join(', ')}` : null, `${texts.blockedValue}: ${frozen}`]),
    texts.blockedAfter,
    `${texts.signOff}\n${b.storefrontName}`,
    `--\n${texts.footer(b.storefrontName, b.orderNumber)}`,
  ]);
  return { subject, html, text, attachments: [] };
}
