/** A withdrawal decided by the service desk (issue 33, ADR 0044): approved (the amount refunded) or rejected. */
import { formatMoment, formatMoney, headerText, validTimeZone } from '../format';
import type { RenderedMail, WithdrawalDecisionPayload } from '../mail-types';
import { withdrawalDecisionMailLanguage, withdrawalDecisionMailTexts } from '../withdrawal-decision-mail-texts';
import { Facts, MailLayout, P, SignOff, narrowedLocale, renderHtml, textLines, textPart } from './mail-layout';

export function renderWithdrawalDecision(mailLanguageTag: string, w: WithdrawalDecisionPayload): RenderedMail {
  const language = withdrawalDecisionMailLanguage(mailLanguageTag);
  const texts = withdrawalDecisionMailTexts(language);
  const locale = narrowedLocale(language, mailLanguageTag, w.locale);
  const approved = w.outcome === 'APPROVED';
  const amount = approved && w.amount ? formatMoney(w.amount, locale) : null;
  const receivedAt = formatMoment(w.receivedAt, locale, validTimeZone(w.timeZone));
  const subject = headerText(approved ? texts.approvedSubject(w.orderNumber, w.storefrontName) : texts.rejectedSubject(w.orderNumber, w.storefrontName));
  const intro = approved ? texts.approvedIntro(w.orderNumber) : texts.rejectedIntro(w.orderNumber);
  const after = approved ? texts.approvedAfter : texts.rejectedAfter;
  // A rejection goes to the address that asked: greet no one by the order's name.
  const greeting = texts.greeting(approved ? w.customerName : null);

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={intro} brand={w.storefrontName} footer={texts.footer(w.storefrontName)}>
      <P>{greeting}</P>
      <P>{intro}</P>
      <Facts
        rows={[
          [texts.orderNumber, w.orderNumber],
          [texts.receivedAt, receivedAt],
          amount ? [texts.approvedAmount, <strong key="amount">{amount}</strong>] : null,
        ]}
      />
      <P>{after}</P>
      <SignOff signOff={texts.signOff} shop={w.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    greeting,
    intro,
    textLines([`${texts.orderNumber}: ${w.orderNumber}`, `${texts.receivedAt}: ${receivedAt}`, amount ? `${texts.approvedAmount}: ${amount}` : null]),
    after,
    `${texts.signOff}\n${w.storefrontName}`,
    `--\n${texts.footer(w.storefrontName)}`,
  ]);
  return { subject, html, text, attachments: [] };
}
