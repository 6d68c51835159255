/**
 * An alert to the shop's operators (issue 38, ADR 0062), to ALERT_MAIL_TO: in English whatever the
 * language passed (operators read the console and the logs in English; OPERATOR_MAIL_KINDS), the
 * alert's kind and a short text in the subject, its sentence and every field in the body.
 */
import { headerText } from '../format';
import type { OperatorAlertPayload, RenderedMail } from '../mail-types';
import { Facts, MailLayout, P, renderHtml, textLines, textPart } from './mail-layout';

/** The subject's text after the kind: the sentence's start, long enough to tell alerts apart. */
const SUBJECT_TEXT_LENGTH = 100;

/**
 * The subject of the alert mail: `[shop alert] <kind>: <the sentence, shortened>`. Also what the mail
 * sink (alert-mail.ts) counts as "the same alert" when it bounds a storm.
 */
export function operatorAlertSubject(alertKind: string, message: string): string {
  const sentence = headerText(message);
  const short = sentence.length > SUBJECT_TEXT_LENGTH ? `${sentence.slice(0, SUBJECT_TEXT_LENGTH - 1).trimEnd()}…` : sentence;
  return headerText(`[shop alert] ${alertKind}: ${short}`);
}

export function renderOperatorAlert(_language: string, a: OperatorAlertPayload): RenderedMail {
  const subject = operatorAlertSubject(a.alertKind, a.message);
  const intro = 'The shop raised an alert. It is also in the log (the line with this kind) and, when configured, on the alert webhook.';
  const facts: Array<[string, string]> = [['Kind', a.alertKind], ['Raised at', a.raisedAt], ...a.fields];
  const footer = 'Sent to ALERT_MAIL_TO. The same alert is mailed at most once per window (docs/operations.md, alerts).';

  const html = renderHtml(
    <MailLayout language="en" title={subject} preheader={a.message} brand="Shop operations" footer={footer}>
      <P>{intro}</P>
      <P>{a.message}</P>
      <Facts rows={facts} />
    </MailLayout>,
  );

  const text = textPart([intro, a.message, textLines(facts.map(([name, value]) => `${name}: ${value}`)), `--\n${footer}`]);
  return { subject, html, text, attachments: [] };
}
