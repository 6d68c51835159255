/**
 * The bank account invoice orders are paid to (issue 33 item 5, ADR 0042): INVOICE_BANK_IBAN,
 * INVOICE_BANK_BIC (optional) and INVOICE_BANK_HOLDER. Production refuses to start without a valid
 * one (ISO 13616 checksum); the demo shows a clearly marked demo account, never a real one.
 */
import type { MailBankAccount } from '../domains/mail/mail-types';

/** The demo's account: a valid-checksum example IBAN, its holder saying it is not to be paid. */
export const DEMO_BANK_ACCOUNT: MailBankAccount = {
  accountHolder: 'DEMO ACCOUNT – not a real bank account, do not pay',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'DEMODEXXXXX',
};

/** Lengths of IBANs per country (the countries the shop sells in and their neighbours; others: 15–34). */
const IBAN_LENGTHS: Record<string, number> = { DE: 22, NL: 18, AT: 20, BE: 16, CH: 21, FR: 27, LU: 20, PL: 28, IT: 27, ES: 24, DK: 18 };

/** True for an IBAN whose country, length and mod-97 checksum are right (spaces allowed). */
export function validIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Groups of four, as people read it. */
export function formatIban(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * The account from the environment: undefined when none is set (the demo then uses DEMO_BANK_ACCOUNT;
 * production refuses), errors for one that is set but wrong or, in production, missing.
 */
export function parseInvoiceBankAccount(env: NodeJS.ProcessEnv, production: boolean): { account: MailBankAccount | undefined; errors: string[] } {
  const iban = env.INVOICE_BANK_IBAN?.trim();
  const bic = env.INVOICE_BANK_BIC?.trim().toUpperCase();
  const holder = env.INVOICE_BANK_HOLDER?.trim();
  const errors: string[] = [];
  if (!iban && !holder && !bic) {
    if (production) errors.push('INVOICE_BANK_IBAN and INVOICE_BANK_HOLDER are required in production (the account invoice orders are paid to; the demo account is refused)');
    return { account: undefined, errors };
  }
  if (!iban) errors.push('INVOICE_BANK_IBAN is required when INVOICE_BANK_HOLDER or INVOICE_BANK_BIC is set');
  else if (!validIban(iban)) errors.push(`INVOICE_BANK_IBAN is not a valid IBAN (country, length or checksum; got "${iban}")`);
  else if (production && iban.replace(/\s+/g, '') === DEMO_BANK_ACCOUNT.iban.replace(/\s+/g, '')) errors.push('INVOICE_BANK_IBAN is the demo account and is refused in production');
  if (!holder) errors.push('INVOICE_BANK_HOLDER is required with INVOICE_BANK_IBAN (the account holder invoices name)');
  if (bic && !BIC.test(bic)) errors.push(`INVOICE_BANK_BIC must be a BIC of 8 or 11 characters (got "${bic}")`);
  if (errors.length > 0 || !iban || !holder) return { account: undefined, errors };
  return { account: { accountHolder: holder, iban: formatIban(iban), ...(bic ? { bic } : {}) }, errors };
}
