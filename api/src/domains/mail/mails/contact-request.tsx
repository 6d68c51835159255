/** Contact form (issue 17), to customer service: the topic, who wrote and the message as typed. */
import { contactMailTexts } from '../contact-mail-texts';
import { headerText } from '../format';
import type { ContactRequestPayload, RenderedMail } from '../mail-types';
import { Facts, MailLayout, Multiline, P, renderHtml, textLines, textPart } from './mail-layout';

export function renderContactRequest(language: string, c: ContactRequestPayload): RenderedMail {
  const texts = contactMailTexts(language);
  const topic = texts.topics[c.topic] ?? c.topic;
  const subject = headerText(texts.requestSubject(topic, c.storefrontName));

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={texts.requestIntro} brand={c.storefrontName} footer={c.storefrontName}>
      <P>{texts.requestIntro}</P>
      <Facts
        rows={[
          [texts.topic, topic],
          c.orderNumber ? [texts.orderNumber, c.orderNumber] : null,
          [texts.name, c.name],
          [texts.email, c.email],
          [texts.message, <Multiline key="message" text={c.message} />],
        ]}
      />
    </MailLayout>,
  );

  const text = textPart([
    texts.requestIntro,
    textLines([`${texts.topic}: ${topic}`, c.orderNumber ? `${texts.orderNumber}: ${c.orderNumber}` : null, `${texts.name}: ${c.name}`, `${texts.email}: ${c.email}`]),
    `${texts.message}:\n${c.message}`,
    `--\n${c.storefrontName}`,
  ]);
  return { subject, html, text, attachments: [] };
}
