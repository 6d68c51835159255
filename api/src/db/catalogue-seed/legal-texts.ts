/**
 * Seed texts of the legal pages of a storefront (imprint, terms, withdrawal, privacy, cookies,
 * accessibility, and for the Dutch storefronts delivery and cancellation policy), built from the
 * company facts of the storefront. German texts follow German law (DDG, MStV, BGB, VSBG, BFSG,
 * TDDDG), Dutch texts Dutch law (BW, AVG, Telecommunicatiewet); English texts name no country's law,
 * and every other storefront language has them translated (legal-texts/<language>.ts: the same
 * sections, facts and EU references in the country's usual legal terms); a language without texts of
 * its own gets English. They are realistic starting points for a shop selling multi-purpose gift
 * cards, not legal advice: operators replace them with the texts their lawyers approved
 * (German-language storefronts outside Germany in particular need country-specific references).
 *
 * The HTML is a fragment (h2, h3, p, ul, ol, li, strong, em, a, address, br, tables); the page
 * renders the title as h1. Facts come from the database, so every one is escaped before it is used.
 */

import type { UiLanguage } from '@shop/shared/languages';
import type { LegalPageKey } from '../content-schema';
import { escapeHtml } from '../../text/escape-html';
import { da } from './legal-texts/da';
import { de } from './legal-texts/de';
import { en } from './legal-texts/en';
import { es } from './legal-texts/es';
import { fr } from './legal-texts/fr';
import { it } from './legal-texts/it';
import { nb } from './legal-texts/nb';
import { nl } from './legal-texts/nl';
import { pl } from './legal-texts/pl';
import { pt } from './legal-texts/pt';
import type { LegalPageText, LegalTexts, SafeFacts } from './legal-texts/shared';
import { sv } from './legal-texts/sv';

export type { LegalPageKey, LegalPageText };

/** What every legal text needs to know about the company behind a storefront. */
export interface LegalFacts {
  storefrontName: string; // "CardBon Deutschland"
  legalName: string; // e.g. "CardBon Deutschland GmbH"
  legalForm: string; // e.g. "Gesellschaft mit beschränkter Haftung"
  representatives: string[]; // managing directors
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  countryCode: string;
  supportEmail: string;
  supportPhone: string;
  businessEmail: string;
  vatNumber: string;
  registerCourt: string | null; // "Amtsgericht Berlin-Charlottenburg" (DE); null where the country has none
  registerNumber: string | null; // "HRB 123456 B" or a KvK number
  dataProtectionEmail: string;
  siteUrl: string; // "https://www.cardbon.de"
}

/**
 * The texts of each language: every UI language of the shop (a storefront's language) has its own,
 * so a new language fails the type check until its legal texts are written; English is the fallback.
 */
const LEGAL_TEXTS: Readonly<Record<UiLanguage | 'en', LegalTexts>> = { de, nl, en, fr, pl, sv, da, nb, it, es, pt };

export type LegalTextLanguage = keyof typeof LEGAL_TEXTS;

/** The languages with legal texts of their own. */
export const LEGAL_TEXT_LANGUAGES = Object.keys(LEGAL_TEXTS) as readonly LegalTextLanguage[];

/** The legal pages of a storefront in its language: de → imprint, terms, withdrawal, privacy, cookies, accessibility; nl → terms, privacy, cookies, delivery, cancelationPolicy, accessibility; en and every other language with texts of its own (legal-texts/<language>.ts) → imprint, terms, withdrawal, privacy, cookies, accessibility; any language without → the English ones. */
export function legalPages(language: string, facts: LegalFacts): LegalPageText[] {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  const lang: LegalTextLanguage = Object.hasOwn(LEGAL_TEXTS, base) ? (base as LegalTextLanguage) : 'en';
  const texts = LEGAL_TEXTS[lang];
  const f = prepare(facts, lang, texts.management);
  return texts.pages.map((build) => build(f));
}

// ─── Escaping and prepared facts ─────────────────────────────────────────────────────────────────

/** Countries that write the house number before the street and the city before the postcode. */
const NUMBER_FIRST = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ', 'FR']);
const CITY_FIRST = new Set(['GB', 'IE', 'US', 'CA', 'AU', 'NZ']);

function prepare(facts: LegalFacts, lang: LegalTextLanguage, management: string): SafeFacts {
  const e = escapeHtml;
  const country = facts.countryCode.toUpperCase();
  const names = facts.representatives.map((name) => name.trim()).filter((name) => name !== '');
  const representatives = names.length > 0 ? new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(names.map(e)) : management;
  const streetLine = [facts.street, facts.houseNumber].map((part) => part.trim()).filter((part) => part !== '');
  if (NUMBER_FIRST.has(country)) streetLine.reverse();
  const cityLine = [facts.postalCode, facts.city].map((part) => part.trim()).filter((part) => part !== '');
  if (CITY_FIRST.has(country)) cityLine.reverse();
  const countryName = regionName(country, lang);
  const lines = [facts.legalName, streetLine.join(' '), cityLine.join(' '), countryName].filter((line) => line !== '').map(e);
  return {
    storefrontName: e(facts.storefrontName),
    legalName: e(facts.legalName),
    legalForm: e(facts.legalForm),
    representatives,
    firstRepresentative: names[0] !== undefined ? e(names[0]) : capitalise(management),
    registerCourt: nonEmpty(facts.registerCourt),
    registerNumber: nonEmpty(facts.registerNumber),
    vatNumber: e(facts.vatNumber),
    countryCode: country,
    country: e(countryName),
    address: `<address>${lines.join('<br>')}</address>`,
    addressLine: lines.join(', '),
    supportEmail: mailLink(facts.supportEmail),
    supportPhone: phoneLink(facts.supportPhone),
    businessEmail: mailLink(facts.businessEmail),
    dataProtectionEmail: mailLink(facts.dataProtectionEmail),
    site: siteLink(facts.siteUrl),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function nonEmpty(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : escapeHtml(value.trim());
}

function regionName(code: string, lang: LegalTextLanguage): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code; // not a region code Intl knows the shape of
  }
}

function mailLink(address: string): string {
  const value = address.trim();
  return /^[^\s@<>"'&]+@[^\s@<>"'&]+\.[^\s@<>"'&]+$/.test(value) ? `<a href="mailto:${value}">${value}</a>` : escapeHtml(value);
}

function phoneLink(phone: string): string {
  const value = phone.trim();
  const dial = value.replace(/[^\d+]/g, '');
  return /\d{4,}/.test(dial) ? `<a href="tel:${dial}">${escapeHtml(value)}</a>` : escapeHtml(value);
}

function siteLink(url: string): string {
  const value = url.trim();
  return /^https:\/\/[^\s<>"'&]+$/i.test(value) ? `<a href="${value}">${value.replace(/^https:\/\//i, '').replace(/\/$/, '')}</a>` : escapeHtml(value);
}
