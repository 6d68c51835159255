/** The dispatch document (issue 18): the packing slip of one shipment of cards by post, with their numbers and PINs. */
import type { CSSProperties } from 'react';
import { dispatchMailLanguage, dispatchMailTexts } from '../dispatch-mail-texts';
import { formatDay, formatMoney, groupCardNumber, headerText, safeUrl, validTimeZone } from '../format';
import type { DispatchDocumentPayload, RenderedMail } from '../mail-types';
import { BORDER, FONT, Facts, H2, LAYOUT_TABLE, MONO_FONT, MUTED, MailLayout, Lines, Note, P, TEXT_COLOR, narrowedLocale, renderHtml, textLines, textPart } from './mail-layout';

/** The country's name in the mail's language ("Deutschland"), else its code. */
function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const HEAD: CSSProperties = { ...FONT, fontSize: '13px', fontWeight: 'bold', color: MUTED, padding: '6px 8px 6px 0', borderBottom: `2px solid ${TEXT_COLOR}` };
const CELL: CSSProperties = { ...FONT, fontSize: '14px', color: TEXT_COLOR, padding: '8px 8px 8px 0', borderTop: `1px solid ${BORDER}`, verticalAlign: 'top' };

function Code({ children }: { children: string }) {
  return <span style={{ fontFamily: MONO_FONT, fontSize: '15px', fontWeight: 'bold', whiteSpace: 'nowrap' }}>{children}</span>;
}

export function renderDispatchDocument(mailLanguageTag: string, d: DispatchDocumentPayload): RenderedMail {
  const pins = d.pins ?? [];
  if (pins.length !== d.cards.length) throw new Error('dispatch document without its PINs (already sent?)');
  // Written in German, Dutch or English: dates and the country name in the same language.
  const language = dispatchMailLanguage(mailLanguageTag);
  const texts = dispatchMailTexts(language);
  const locale = narrowedLocale(language, mailLanguageTag, d.locale);
  const timeZone = validTimeZone(d.timeZone);
  const subject = headerText(texts.subject(d.orderNumber, d.storefrontName));
  const a = d.deliveryAddress;
  const addressLines = [
    a.name,
    a.companyName,
    [a.street, a.houseNumber, a.suffix].filter(Boolean).join(' '),
    `${a.postCode} ${a.city}`,
    countryName(a.countryCode, locale),
  ].filter((line): line is string => Boolean(line?.trim()));
  const dispatchDate = d.dispatchDate ? formatDay(d.dispatchDate, locale, timeZone) : null;
  const activationUrl = safeUrl(d.activationUrl);
  const hasBlank = d.cards.some((card) => card.blank);
  const cardValue = (card: DispatchDocumentPayload['cards'][number]) =>
    card.amount ? formatMoney(card.amount, locale) : `${texts.blankCard} (${texts.notActivated})`;

  const html = renderHtml(
    <MailLayout
      language={language}
      title={subject}
      preheader={texts.preheader(d.cards.length)}
      brand={d.storefrontName}
      footer={texts.footer(d.storefrontName, d.orderNumber)}
    >
      <P>{texts.intro}</P>
      <Facts rows={[[texts.orderNumber, <strong key="number">{d.orderNumber}</strong>], dispatchDate ? [texts.dispatchDate, dispatchDate] : null]} />
      <H2>{texts.deliveryAddress}</H2>
      <P>
        <Lines>{addressLines}</Lines>
      </P>
      <H2>{`${texts.cards} (${texts.cardCount(d.cards.length)})`}</H2>
      <table {...LAYOUT_TABLE} width="100%" style={{ margin: '0 0 16px' }}>
        <tbody>
          <tr>
            <th align="left" style={HEAD}>
              #
            </th>
            <th align="left" style={HEAD}>
              {texts.product}
            </th>
            <th align="left" style={HEAD}>
              {texts.value}
            </th>
            <th align="left" style={HEAD}>
              {texts.cardNumber}
            </th>
            <th align="left" style={HEAD}>
              {texts.pin}
            </th>
          </tr>
          {d.cards.map((card, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the cards in their order on the slip
            <tr key={index}>
              <td style={CELL}>{index + 1}</td>
              <td style={CELL}>{card.productTitle}</td>
              <td style={{ ...CELL, whiteSpace: 'nowrap' }}>{cardValue(card)}</td>
              <td style={CELL}>
                <Code>{groupCardNumber(card.number)}</Code>
              </td>
              <td style={CELL}>
                <Code>{pins[index] as string}</Code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasBlank && <P style={{ fontWeight: 'bold' }}>{texts.activationNote(activationUrl)}</P>}
      <Note>{texts.pinsConfidential}</Note>
    </MailLayout>,
  );

  const text = textPart([
    texts.intro,
    textLines([`${texts.orderNumber}: ${d.orderNumber}`, dispatchDate && `${texts.dispatchDate}: ${dispatchDate}`]),
    [texts.deliveryAddress.toUpperCase(), ...addressLines].join('\n'),
    [
      `${texts.cards.toUpperCase()} (${texts.cardCount(d.cards.length)})`,
      ...d.cards.map(
        (card, index) =>
          `${index + 1}. ${card.productTitle} – ${cardValue(card)}\n   ${texts.cardNumber}: ${groupCardNumber(card.number)}\n   ${texts.pin}: ${pins[index] as string}`,
      ),
    ].join('\n'),
    hasBlank && texts.activationNote(activationUrl),
    texts.pinsConfidential,
    `--\n${texts.footer(d.storefrontName, d.orderNumber)}`,
  ]);

  return { subject, html, text, attachments: [] };
}
