/** Card activated (issue 18): to the buyer of an activation, the card's new balance. */
import { activationMailLanguage, activationMailTexts } from '../activation-mail-texts';
import { formatDay, formatMoney, headerText, safeUrl, validTimeZone } from '../format';
import type { CardActivatedPayload, RenderedMail } from '../mail-types';
import { Button, Facts, MailLayout, Mono, Note, P, SignOff, maskedCard, narrowedLocale, renderHtml, textLines, textPart } from './mail-layout';

export function renderCardActivated(mailLanguageTag: string, a: CardActivatedPayload): RenderedMail {
  const language = activationMailLanguage(mailLanguageTag);
  const texts = activationMailTexts(language);
  const locale = narrowedLocale(language, mailLanguageTag, a.locale);
  const timeZone = validTimeZone(a.timeZone);
  const amount = formatMoney(a.amount, locale);
  const masked = maskedCard(a.maskedNumber);
  const validUntil = a.validUntil ? formatDay(a.validUntil, locale, timeZone, { weekday: false }) : null;
  const balanceUrl = safeUrl(a.balanceCheckUrl);
  const subject = headerText(texts.subject(amount, a.storefrontName));

  const html = renderHtml(
    <MailLayout
      language={language}
      title={subject}
      preheader={texts.preheader(amount, masked)}
      brand={a.storefrontName}
      footer={texts.footer(a.storefrontName, a.orderNumber)}
    >
      <P>{texts.greeting}</P>
      <P>{texts.intro(amount)}</P>
      <Facts
        rows={[
          [texts.card, a.productTitle],
          [texts.cardNumber, <Mono key="number">{masked}</Mono>],
          [texts.balance, <strong key="balance">{amount}</strong>],
          validUntil ? [texts.validUntil, validUntil] : null,
          [texts.orderNumber, a.orderNumber],
        ]}
      />
      {balanceUrl && <Button href={balanceUrl} label={texts.checkBalance} />}
      <Note>{texts.balanceHint}</Note>
      <SignOff signOff={texts.signOff} shop={a.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    texts.greeting,
    texts.intro(amount),
    textLines([
      `${texts.card}: ${a.productTitle}`,
      `${texts.cardNumber}: ${masked}`,
      `${texts.balance}: ${amount}`,
      validUntil && `${texts.validUntil}: ${validUntil}`,
      `${texts.orderNumber}: ${a.orderNumber}`,
    ]),
    balanceUrl && `${texts.checkBalance}: ${balanceUrl}`,
    texts.balanceHint,
    `${texts.signOff}\n${a.storefrontName}`,
    `--\n${texts.footer(a.storefrontName, a.orderNumber)}`,
  ]);
  return { subject, html, text, attachments: [] };
}
