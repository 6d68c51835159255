/** Fraud review's mails (ADR 0043): held ("we are checking your order") or refused (the whole amount refunded). */
import { formatMoney, headerText } from '../format';
import type { OrderReviewPayload, RenderedMail } from '../mail-types';
import { afterSaleMailLanguage } from '../after-sale-mail-texts';
import { reviewMailTexts } from '../review-mail-texts';
import { Facts, MailLayout, P, SignOff, narrowedLocale, renderHtml, textLines, textPart } from './mail-layout';

export function renderOrderReview(mailLanguageTag: string, which: 'held' | 'refused', r: OrderReviewPayload): RenderedMail {
  const language = afterSaleMailLanguage(mailLanguageTag);
  const texts = reviewMailTexts(language);
  const locale = narrowedLocale(language, mailLanguageTag, r.locale);
  const amount = formatMoney(r.amount, locale);
  const held = which === 'held';
  const subject = headerText(held ? texts.heldSubject(r.orderNumber, r.storefrontName) : texts.refusedSubject(r.orderNumber, r.storefrontName));
  const intro = held ? texts.heldIntro(r.orderNumber) : texts.refusedIntro(r.orderNumber, amount);
  const after = held ? texts.heldAfter : texts.refusedAfter;
  const preheader = held ? texts.heldPreheader(r.orderNumber) : texts.refusedPreheader(amount);

  const html = renderHtml(
    <MailLayout language={language} title={subject} preheader={preheader} brand={r.storefrontName} footer={texts.footer(r.storefrontName, r.orderNumber)}>
      <P>{texts.greeting(r.customerName)}</P>
      <P>{intro}</P>
      <Facts rows={[[texts.orderNumber, r.orderNumber], !held && [texts.amount, <strong key="amount">{amount}</strong>]]} />
      <P>{after}</P>
      <SignOff signOff={texts.signOff} shop={r.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    texts.greeting(r.customerName),
    intro,
    textLines([`${texts.orderNumber}: ${r.orderNumber}`, held ? null : `${texts.amount}: ${amount}`]),
    after,
    `${texts.signOff}\n${r.storefrontName}`,
    `--\n${texts.footer(r.storefrontName, r.orderNumber)}`,
  ]);
  return { subject, html, text, attachments: [] };
}

export const renderOrderHeld = (language: string, r: OrderReviewPayload): RenderedMail => renderOrderReview(language, 'held', r);
export const renderOrderRefused = (language: string, r: OrderReviewPayload): RenderedMail => renderOrderReview(language, 'refused', r);
