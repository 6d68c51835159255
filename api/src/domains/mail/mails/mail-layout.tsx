/**
 * The building blocks every mail is made of. The HTML is the e-mail kind: tables for layout
 * (role="presentation"), inline styles, 600 px wide, brand-neutral greys. JSX escapes every text and
 * attribute value, so nothing from a payload needs escaping by hand; URLs (safeUrl) and colours
 * (safeColor) are still checked before they reach an attribute. The plain-text part is a string
 * (textPart), not HTML.
 */
import { Children, type CSSProperties, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mailLocale } from '../format';
import { mailLanguage } from '../mail-texts';
import type { MailMoney } from '../mail-types';

// Attributes of HTML e-mail (older clients, Outlook) that React renders as they are but its types leave out.
declare module 'react' {
  interface TdHTMLAttributes<T> {
    bgcolor?: string | undefined;
  }
  interface ThHTMLAttributes<T> {
    valign?: 'top' | 'middle' | 'bottom' | 'baseline' | undefined;
  }
}

export const FONT: CSSProperties = { fontFamily: 'Arial,Helvetica,sans-serif' };
export const MONO_FONT = "'Courier New',Courier,monospace";
export const TEXT_COLOR = '#1f2937';
export const MUTED = '#52525b';
export const BORDER = '#e4e4e7';
/** For tables of layout: no spacing, no border, not a data table for screen readers. */
export const LAYOUT_TABLE = { role: 'presentation', cellPadding: 0, cellSpacing: 0, border: 0 } as const;

export type FormatMoney = (money: MailMoney) => string;

/** The whole document: `<!DOCTYPE html>` and the mail's element, rendered to static markup. */
export function renderHtml(mail: ReactElement): string {
  return `<!DOCTYPE html>\n${renderToStaticMarkup(mail)}\n`;
}

interface MailLayoutProps {
  language: string;
  title: string;
  /** The line mail clients show after the subject (hidden in the mail). */
  preheader: string;
  brand: string;
  footer: ReactNode;
  children: ReactNode;
}

/** The page: the brand above a white card with the body, the footer below it. */
export function MailLayout({ language, title, preheader, brand, footer, children }: MailLayoutProps) {
  return (
    <html lang={mailLanguage(language)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: '#f4f4f5' }}>
        <div
          style={
            {
              display: 'none',
              fontSize: '1px',
              lineHeight: '1px',
              maxHeight: 0,
              maxWidth: 0,
              opacity: 0,
              overflow: 'hidden',
              msoHide: 'all',
            } as CSSProperties
          }
        >
          {preheader}
        </div>
        <table {...LAYOUT_TABLE} width="100%" bgcolor="#f4f4f5" style={{ backgroundColor: '#f4f4f5' }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table {...LAYOUT_TABLE} width="600" style={{ width: '100%', maxWidth: '600px' }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '0 8px 16px', ...FONT, fontSize: '20px', fontWeight: 'bold', color: TEXT_COLOR }}>{brand}</td>
                    </tr>
                    <tr>
                      <td
                        bgcolor="#ffffff"
                        style={{
                          backgroundColor: '#ffffff',
                          border: `1px solid ${BORDER}`,
                          borderRadius: '8px',
                          padding: '32px',
                          ...FONT,
                          fontSize: '16px',
                          lineHeight: '24px',
                          color: TEXT_COLOR,
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 8px', ...FONT, fontSize: '13px', lineHeight: '20px', color: MUTED }}>{footer}</td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A paragraph; `style` adds to (or overrides) the default margin. */
export function P({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return <p style={{ margin: '0 0 16px', ...style }}>{children}</p>;
}

/** A smaller, muted paragraph (hints, notes). */
export function Note({ children }: { children: ReactNode }) {
  return <P style={{ fontSize: '14px', color: MUTED }}>{children}</P>;
}

export function H2({ children }: { children: ReactNode }) {
  return <h2 style={{ margin: '24px 0 12px', ...FONT, fontSize: '18px', lineHeight: '24px', color: TEXT_COLOR }}>{children}</h2>;
}

/** A link that looks like a button, also in Outlook (the cell carries the colour). `href` must come from safeUrl. */
export function Button({ href, label, background = TEXT_COLOR, color = '#ffffff' }: { href: string; label: string; background?: string; color?: string }) {
  return (
    <table {...LAYOUT_TABLE} style={{ margin: '8px 0 16px' }}>
      <tbody>
        <tr>
          <td bgcolor={background} style={{ backgroundColor: background, borderRadius: '6px' }}>
            <a
              href={href}
              style={{ display: 'inline-block', padding: '12px 20px', ...FONT, fontSize: '16px', fontWeight: 'bold', color, textDecoration: 'none', borderRadius: '6px' }}
            >
              {label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A label and its value; `false`/`null` rows are left out. */
export type Fact = readonly [label: string, value: ReactNode] | false | null | undefined;

/** Label/value rows. */
export function Facts({ rows }: { rows: readonly Fact[] }) {
  return (
    <table {...LAYOUT_TABLE} style={{ margin: '0 0 16px' }}>
      <tbody>
        {rows.map((row, index) =>
          row ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed per mail, never reordered
            <tr key={index}>
              <th
                scope="row"
                align="left"
                valign="top"
                style={{ padding: '6px 16px 6px 0', ...FONT, fontSize: '14px', fontWeight: 'normal', color: MUTED, whiteSpace: 'nowrap' }}
              >
                {row[0]}
              </th>
              <td valign="top" style={{ padding: '6px 0', ...FONT, fontSize: '15px', color: TEXT_COLOR }}>
                {row[1]}
              </td>
            </tr>
          ) : null,
        )}
      </tbody>
    </table>
  );
}

/** Card numbers, PINs, IBANs: monospaced and bold. */
export function Mono({ children }: { children: ReactNode }) {
  return <span style={{ fontFamily: MONO_FONT, fontSize: '17px', fontWeight: 'bold', letterSpacing: '1px' }}>{children}</span>;
}

/** The items one per line (`<br/>` between them). */
export function Lines({ children }: { children: ReactNode }) {
  return (
    <>
      {Children.toArray(children).map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static output, never reordered
        <Fragment key={index}>
          {index > 0 && <br />}
          {child}
        </Fragment>
      ))}
    </>
  );
}

/** Text someone typed, its line breaks kept (as `<br/>`, the text itself escaped). */
export function Multiline({ text }: { text: string }) {
  return <Lines>{text.replace(/\r\n?/g, '\n').trim().split('\n')}</Lines>;
}

/** "Best regards" and the shop's name. */
export function SignOff({ signOff, shop }: { signOff: string; shop: string }) {
  return (
    <P style={{ marginTop: '24px' }}>
      {signOff}
      <br />
      {shop}
    </P>
  );
}

/** Plain-text part: paragraphs separated by blank lines; empty blocks are left out. */
export function textPart(blocks: ReadonlyArray<string | null | false | undefined>): string {
  return `${blocks
    .filter((b): b is string => Boolean(b))
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')}\n`;
}

/** Lines of a text block, the empty ones left out. */
export const textLines = (lines: ReadonlyArray<string | null | false | undefined>): string => lines.filter(Boolean).join('\n');

/** Only ever the last four digits of a card number, whatever the payload says. */
export const maskedCard = (value: string): string => `•••• ${value.replace(/\D/g, '').slice(-4)}`;

/** The locale of a mail whose texts exist in fewer languages: the payload's when the language is the mail's own. */
export function narrowedLocale(language: string, mailLanguageTag: string, locale: string | undefined): string {
  return language === mailLanguage(mailLanguageTag) ? mailLocale(mailLanguageTag, locale) : mailLocale(language);
}
