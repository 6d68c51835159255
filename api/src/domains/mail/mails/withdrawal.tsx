/** Withdrawal acknowledgement (issue 17): the declaration as received, with its moment. */
import { formatMoment, headerText, mailLocale, validTimeZone } from '../format';
import { mailTexts } from '../mail-texts';
import type { RenderedMail, WithdrawalMailPayload } from '../mail-types';
import { withdrawalMailTexts } from '../withdrawal-mail-texts';
import { Facts, MailLayout, P, SignOff, renderHtml, textLines, textPart } from './mail-layout';

export function renderWithdrawalMail(language: string, w: WithdrawalMailPayload): RenderedMail {
  const t = mailTexts(language);
  const texts = withdrawalMailTexts(language);
  const locale = mailLocale(language, w.locale);
  const subject = headerText(texts.subject(w.storefrontName));
  const receivedAt = formatMoment(w.receivedAt, locale, validTimeZone(w.timeZone));

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={texts.intro} brand={w.storefrontName} footer={texts.footer(w.storefrontName)}>
      <P>{texts.greeting(w.name)}</P>
      <P>{texts.intro}</P>
      <Facts
        rows={[
          w.name ? [texts.name, w.name] : null,
          [texts.orderNumber, w.orderNumber],
          [texts.email, w.email],
          [texts.receivedAt, receivedAt],
        ]}
      />
      <P>{texts.after}</P>
      <SignOff signOff={t.signOff} shop={w.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    texts.greeting(w.name),
    texts.intro,
    textLines([w.name ? `${texts.name}: ${w.name}` : null, `${texts.orderNumber}: ${w.orderNumber}`, `${texts.email}: ${w.email}`, `${texts.receivedAt}: ${receivedAt}`]),
    texts.after,
    `${t.signOff}\n${w.storefrontName}`,
    `--\n${texts.footer(w.storefrontName)}`,
  ]);
  return { subject, html, text, attachments: [] };
}
