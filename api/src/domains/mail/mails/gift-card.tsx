/** The gift card to its receiver: the card in its colours, the personal message, number and PIN, the card as a PDF. */
import { renderGiftCardPdf } from '../card-pdf';
import { formatDay, formatMoney, groupCardNumber, headerText, mailLocale, safeColor, safeUrl, validTimeZone } from '../format';
import { type MailTexts, mailTexts } from '../mail-texts';
import type { GiftCardMailPayload, RenderedMail } from '../mail-types';
import { Button, FONT, Facts, H2, LAYOUT_TABLE, MUTED, MailLayout, Mono, Multiline, Note, P, SignOff, TEXT_COLOR, renderHtml, textLines, textPart } from './mail-layout';

/** The card art on a block in the card colours: with images blocked the block and the alt text remain. */
function CardBlock({ t, c, amount, background, foreground, imageUrl }: { t: MailTexts; c: GiftCardMailPayload; amount: string; background: string; foreground: string; imageUrl: string | null }) {
  return (
    <table {...LAYOUT_TABLE} width="100%" bgcolor={background} style={{ backgroundColor: background, borderRadius: '16px', margin: '0 0 24px' }}>
      <tbody>
        <tr>
          <td align="center" style={{ padding: '24px', ...FONT, color: foreground }}>
            {imageUrl ? (
              // fetchPriority="low" keeps react-dom from adding a <link rel="preload"> for the image to the head.
              <img
                src={imageUrl}
                width="320"
                alt={`${t.giftCard}: ${c.productTitle}`}
                fetchPriority="low"
                style={{
                  display: 'block',
                  width: '100%',
                  maxWidth: '320px',
                  height: 'auto',
                  border: 0,
                  borderRadius: '12px',
                  margin: '0 auto',
                  ...FONT,
                  fontSize: '20px',
                  fontWeight: 'bold',
                  color: foreground,
                }}
              />
            ) : (
              <p style={{ margin: 0, ...FONT, fontSize: '22px', fontWeight: 'bold', color: foreground }}>{c.productTitle}</p>
            )}
            <p style={{ margin: '16px 0 0', ...FONT, fontSize: '32px', lineHeight: '40px', fontWeight: 'bold', color: foreground }}>{amount}</p>
            <p style={{ margin: '4px 0 0', ...FONT, fontSize: '15px', color: foreground }}>{c.productTitle}</p>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function PersonalMessage({ from, message, accent }: { from: string; message: string; accent: string }) {
  return (
    <table {...LAYOUT_TABLE} width="100%" style={{ margin: '0 0 24px' }}>
      <tbody>
        <tr>
          <td style={{ borderLeft: `4px solid ${accent}`, padding: '4px 0 4px 16px', ...FONT }}>
            <p style={{ margin: '0 0 6px', fontSize: '14px', color: MUTED }}>{from}</p>
            <p style={{ margin: 0, fontSize: '18px', lineHeight: '26px', fontStyle: 'italic', color: TEXT_COLOR }}>
              <Multiline text={message} />
            </p>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export async function renderGiftCardMail(language: string, c: GiftCardMailPayload): Promise<RenderedMail> {
  if (!c.pin) throw new Error('gift card mail without a PIN (already sent?)');
  const t = mailTexts(language);
  const locale = mailLocale(language, c.locale);
  const timeZone = validTimeZone(c.timeZone);
  const amount = formatMoney(c.amount, locale);
  const background = safeColor(c.backgroundColor, '#1f2937');
  const foreground = safeColor(c.foregroundColor, '#ffffff');
  const imageUrl = safeUrl(c.cardImageUrl);
  const balanceUrl = safeUrl(c.balanceCheckUrl);
  const number = groupCardNumber(c.number);
  const validUntil = c.validUntil ? formatDay(c.validUntil, locale, timeZone, { weekday: false }) : null;
  // To the buyer's own address nobody "sent" the card: the mail says "your gift card" instead.
  const self = c.selfGift === true;
  const subject = headerText(self ? t.giftSubjectSelf(c.productTitle) : t.giftSubject(c.senderName, c.productTitle));
  const intro = self ? t.giftIntroSelf(c.storefrontName) : t.giftIntro(c.senderName, c.storefrontName);
  const footer = self ? t.giftFooterSelf(c.storefrontName) : t.giftFooter(c.storefrontName, c.senderName);
  const message = c.personalMessage?.trim() || null;

  const html = renderHtml(
    <MailLayout
      language={language}
      title={subject}
      preheader={self ? t.giftPreheaderSelf(amount) : t.giftPreheader(c.senderName, amount)}
      brand={c.storefrontName}
      footer={
        <>
          {footer}
          <br />
          {t.orderReference(c.orderNumber)}
        </>
      }
    >
      <P>{t.greeting(c.receiverName)}</P>
      <P>{intro}</P>
      <CardBlock t={t} c={c} amount={amount} background={background} foreground={foreground} imageUrl={imageUrl} />
      {message && <PersonalMessage from={t.messageFrom(c.senderName)} message={message} accent={background} />}
      <Facts
        rows={[
          [t.value, <strong key="value">{amount}</strong>],
          [t.cardNumber, <Mono key="number">{number}</Mono>],
          [t.pin, <Mono key="pin">{c.pin}</Mono>],
          validUntil ? [t.validUntil, validUntil] : null,
        ]}
      />
      <Note>{t.keepPinSecret}</Note>
      {balanceUrl && <Button href={balanceUrl} label={t.checkBalance} background={background} color={foreground} />}
      <H2>{t.howToRedeem}</H2>
      <P>{t.redeemText(c.productTitle)}</P>
      <P>{t.pdfAttached}</P>
      <SignOff signOff={t.signOff} shop={c.storefrontName} />
    </MailLayout>,
  );

  const text = textPart([
    t.greeting(c.receiverName),
    intro,
    message && `${t.messageFrom(c.senderName)}:\n"${message.replace(/\r\n?/g, '\n')}"`,
    textLines([
      `${t.giftCard}: ${c.productTitle}`,
      `${t.value}: ${amount}`,
      `${t.cardNumber}: ${number}`,
      `${t.pin}: ${c.pin}`,
      validUntil && `${t.validUntil}: ${validUntil}`,
    ]),
    t.keepPinSecret,
    balanceUrl && `${t.checkBalance}: ${balanceUrl}`,
    `${t.howToRedeem.toUpperCase()}\n${t.redeemText(c.productTitle)}`,
    t.pdfAttached,
    `${t.signOff}\n${c.storefrontName}`,
    `--\n${footer}\n${t.orderReference(c.orderNumber)}`,
  ]);

  const pdf = await renderGiftCardPdf(c, language);
  const last4 = c.number.replace(/\D/g, '').slice(-4);
  return {
    subject,
    html,
    text,
    attachments: [{ filename: `${t.pdfFileName}-${last4}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}
