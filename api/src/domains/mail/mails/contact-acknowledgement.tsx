/** Contact form (issue 17), to the sender: we have your message; nothing of what they typed. */
import { contactMailTexts } from '../contact-mail-texts';
import { headerText } from '../format';
import { mailTexts } from '../mail-texts';
import type { ContactAcknowledgementPayload, RenderedMail } from '../mail-types';
import { MailLayout, P, SignOff, renderHtml, textPart } from './mail-layout';

export function renderContactAcknowledgement(language: string, c: ContactAcknowledgementPayload): RenderedMail {
  const t = mailTexts(language);
  const texts = contactMailTexts(language);
  const topic = texts.topics[c.topic] ?? texts.topics.OTHER ?? c.topic;
  const subject = headerText(texts.ackSubject(c.storefrontName));

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={texts.ackIntro(topic)} brand={c.storefrontName} footer={c.storefrontName}>
      <P>{texts.ackGreeting}</P>
      <P>{texts.ackIntro(topic)}</P>
      <P>{texts.ackAfter}</P>
      <SignOff signOff={t.signOff} shop={c.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([texts.ackGreeting, texts.ackIntro(topic), texts.ackAfter, `${t.signOff}\n${c.storefrontName}`]);
  return { subject, html, text, attachments: [] };
}
