/**
 * Stored content is HTML written by operators (and seeded): it is sanitised on the way out with
 * sanitize-html (ADR 0022), so nothing but text structure reaches a page: headings, paragraphs,
 * lists, tables, emphasis, addresses and links to https, mailto, tel or the shop's own paths. No
 * scripts, styles, event handlers, frames or forms, whatever is stored.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'address', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote'],
  allowedAttributes: { a: ['href'], th: ['scope'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
