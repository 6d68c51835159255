/** Account mails (issue 16): confirm an address, reset a password and the like, each with its link. */
import { accountMailTexts } from '../account-mail-texts';
import { headerText, safeUrl } from '../format';
import { mailTexts } from '../mail-texts';
import type { AccountMailPayload, RenderedMail } from '../mail-types';
import { Button, MailLayout, P, SignOff, renderHtml, textPart } from './mail-layout';

export function renderAccountMail(language: string, a: AccountMailPayload): RenderedMail {
  const t = mailTexts(language);
  const texts = accountMailTexts(language);
  const text = texts[a.purpose];
  const subject = headerText(text.subject(a.storefrontName));
  const link = safeUrl(a.accountLink);
  // A confirmation goes to an address someone typed, with a name they typed: greet no one by it (issue 31).
  const firstName = a.purpose === 'confirm-email' ? null : a.firstName;

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={text.intro} brand={a.storefrontName} footer={texts.footer(a.storefrontName)}>
      <P>{t.greeting(firstName)}</P>
      <P>{text.intro}</P>
      {link && text.action ? <Button href={link} label={text.action} /> : null}
      <P>{text.after}</P>
      <SignOff signOff={t.signOff} shop={a.storefrontName} />
    </MailLayout>,
  );

  const plain = textPart([
    t.greeting(firstName),
    text.intro,
    link && text.action ? `${text.action}:\n${link}` : null,
    text.after,
    `${t.signOff}\n${a.storefrontName}`,
    `--\n${texts.footer(a.storefrontName)}`,
  ]);
  return { subject, html, text: plain, attachments: [] };
}
