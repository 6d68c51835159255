/** Balance doubler won (issue 18): to the winner of a month's draw, the prize and the new balance. */
import { doublerMailLanguage, doublerMailTexts } from '../doubler-mail-texts';
import { formatMoney, headerText, safeUrl } from '../format';
import type { DoublerWonPayload, RenderedMail } from '../mail-types';
import { Button, Facts, MailLayout, Mono, Note, P, SignOff, maskedCard, narrowedLocale, renderHtml, textPart } from './mail-layout';

/** 'YYYY-MM' as the month's name and year in the mail's language ("Oktober 2026"). */
function monthName(month: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15)));
}

export function renderDoublerWon(mailLanguageTag: string, w: DoublerWonPayload): RenderedMail {
  const language = doublerMailLanguage(mailLanguageTag);
  const texts = doublerMailTexts(language);
  const locale = narrowedLocale(language, mailLanguageTag, w.locale);
  const prize = formatMoney(w.prize, locale);
  const newBalance = formatMoney(w.newBalance, locale);
  const month = monthName(w.month, locale);
  const masked = maskedCard(w.maskedNumber);
  const resultUrl = safeUrl(w.resultUrl);
  const subject = headerText(texts.subject(prize, w.storefrontName));

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={texts.preheader(prize, masked)} brand={w.storefrontName} footer={texts.footer(w.storefrontName, month)}>
      <P>{texts.greeting}</P>
      <P>{texts.intro(month)}</P>
      <P>{texts.prizeLine(prize)}</P>
      <Facts
        rows={[
          [texts.month, month],
          [texts.cardNumber, <Mono key="number">{masked}</Mono>],
          [texts.prize, <strong key="prize">{prize}</strong>],
          [texts.newBalance, newBalance],
        ]}
      />
      {resultUrl && <Button href={resultUrl} label={texts.result} />}
      <Note>{texts.resultHint}</Note>
      <SignOff signOff={texts.signOff} shop={w.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    texts.greeting,
    texts.intro(month),
    texts.prizeLine(prize),
    [`${texts.month}: ${month}`, `${texts.cardNumber}: ${masked}`, `${texts.prize}: ${prize}`, `${texts.newBalance}: ${newBalance}`].join('\n'),
    resultUrl && `${texts.result}: ${resultUrl}`,
    texts.resultHint,
    `${texts.signOff}\n${w.storefrontName}`,
    `--\n${texts.footer(w.storefrontName, month)}`,
  ]);
  return { subject, html, text, attachments: [] };
}
