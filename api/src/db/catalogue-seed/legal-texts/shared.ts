/**
 * What the legal texts of every language share (legal-texts.ts builds the pages, one module per
 * language holds the words): the prepared facts a page builder sees, the page helper, and the cookies
 * every cookie statement lists, each of which a language module must describe.
 */

import type { LegalPageKey } from '../../content-schema';
import { escapeHtml } from '../../../text/escape-html';

export interface LegalPageText {
  key: LegalPageKey;
  title: string;
  html: string;
}

/**
 * The facts, every one already escaped for HTML, plus ready-made snippets (address block, links).
 * Page builders only ever see this, so nothing unescaped can slip into a page.
 */
export interface SafeFacts {
  storefrontName: string;
  legalName: string;
  legalForm: string;
  /** The representatives as one phrase ("Anna Schmidt und Jonas Weber"); a generic phrase if none. */
  representatives: string;
  /** The first representative, else the generic phrase (capitalised: it starts a paragraph). */
  firstRepresentative: string;
  registerCourt: string | null;
  registerNumber: string | null;
  vatNumber: string;
  /** The ISO 3166-1 alpha-2 code of the company's country, upper case ("BR"): a language's words may differ by country. */
  countryCode: string;
  /** The company's country, named in the page's language. */
  country: string;
  /** `<address>` block: legal name, street line, postal code and city, country. */
  address: string;
  /** The address on one line, for running text and the model withdrawal form. */
  addressLine: string;
  supportEmail: string;
  supportPhone: string;
  businessEmail: string;
  dataProtectionEmail: string;
  site: string;
}

export type Builder = (f: SafeFacts) => LegalPageText;

/** The legal texts of one language: its words for a company without named representatives, and its pages in order. */
export interface LegalTexts {
  /** Stands for the representatives when the company names none ("the board of directors"). */
  management: string;
  pages: readonly Builder[];
}

/** A page, its HTML de-indented (the builders write it indented for readability). */
export function page(key: LegalPageKey, title: string, html: string): LegalPageText {
  return { key, title, html: html.replace(/\n[ \t]+/g, '\n').trim() };
}

// ─── Cookies (listed by every cookie statement) ──────────────────────────────────────────────────

export type CookieCategory = 'necessary' | 'statistics' | 'marketing';

/** The cookies and local storage entries the shop sets; a language describes each in its CookieTexts. */
export const COOKIES = [
  { name: 'shop_session', category: 'necessary', provider: 'own' },
  { name: 'cookie_consent', category: 'necessary', provider: 'own' },
  // Set only while a storefront rolls a new release out to a share of its visitors (ADR 0028).
  { name: 'shop_rollout', category: 'necessary', provider: 'own' },
  { name: '_ga', category: 'statistics', provider: 'Google' },
  { name: '_ga_*', category: 'statistics', provider: 'Google' },
  { name: '_gcl_au', category: 'marketing', provider: 'Google' },
  { name: 'shop.tracking.clickId', category: 'marketing', provider: 'own' },
] as const satisfies ReadonlyArray<{ name: string; category: CookieCategory; provider: 'own' | 'Google' }>;

export type CookieName = (typeof COOKIES)[number]['name'];

/** A language's words for the cookie table: a cookie added to COOKIES fails the type check until every language describes it. */
export interface CookieTexts {
  head: readonly [name: string, category: string, provider: string, purpose: string, lifetime: string];
  categories: Readonly<Record<CookieCategory, string>>;
  rows: Readonly<Record<CookieName, { purpose: string; lifetime: string }>>;
}

export function cookieTable(texts: CookieTexts, f: SafeFacts): string {
  const head = texts.head.map((cell) => `<th>${cell}</th>`).join('');
  const rows = COOKIES.map((row) => {
    const provider = row.provider === 'own' ? f.legalName : 'Google Ireland Limited';
    const { purpose, lifetime } = texts.rows[row.name];
    const cells = [`<strong>${escapeHtml(row.name)}</strong>`, texts.categories[row.category], provider, purpose, lifetime];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
  });
  return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}
