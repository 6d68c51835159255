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

/** The shop's own generated images (GET /media/<kind>/<slug>.svg); any other image source is dropped. */
export const OWN_MEDIA_SRC = /^\/media\/([a-z]+)\/([a-z0-9][a-z0-9-]*)\.svg$/;

/**
 * Articles (blog, landing text) may also hold figures with the shop's own images and the marker
 * where product teasers go (`<div data-slot="products"></div>`); nothing else is added.
 */
const ARTICLE_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), 'figure', 'figcaption', 'img', 'div'],
  allowedAttributes: {
    ...(OPTIONS.allowedAttributes as Record<string, string[]>),
    img: ['src', 'alt', 'width', 'height', 'loading'],
    div: ['data-slot'],
  },
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !OWN_MEDIA_SRC.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'div' && (frame.attribs['data-slot'] !== 'products' || frame.text.trim() !== '')),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS);
}

/** The marker, in a stored article, of where the product teasers go (the sanitiser keeps it). */
export const PRODUCTS_SLOT = '<div data-slot="products"></div>';

/** A sanitised article in the parts the product teasers go between: the client never knows the marker. */
export function articleParts(html: string): string[] {
  return html.split(PRODUCTS_SLOT);
}
