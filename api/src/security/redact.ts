/**
 * What may reach a log line: no PIN, no card number, no e-mail address, no postal address, no query
 * parameters (issue 11), no credential after `Bearer`, no URL's query string or fragment (issue 38:
 * every line of the structured log, observability/log.ts, goes through these rules). Database errors are the usual leak — drizzle prints a failed query's
 * parameters, PostgreSQL prints a failing row and the values of a broken key — so they are cut, and
 * whatever could still be personal is masked.
 */

const RULES: ReadonlyArray<[RegExp, string]> = [
  // drizzle-orm: "Failed query: … params: a@b.c,123456,…" (to the end of the line).
  [/\bparams: .*$/gm, 'params: [redacted]'],
  // PostgreSQL: "Failing row contains (…)" and "Key (email)=(anna@example.com) already exists".
  [/Failing row contains \(.*\)/g, 'Failing row contains (…)'],
  [/\)=\((.*?)\)/g, ')=(…)'],
  // A URL's query and fragment carry tokens (redeem links, account mails' #token=…): cut, the path
  // stays (before the rules below, which would leave the rest of it).
  [/(\bhttps?:\/\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g, '$1?…'],
  [/((?:^|[\s("'])\/[^\s?#"'<>]*)\?[^\s"'<>]*=[^\s"'<>]*/g, '$1?…'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '<e-mail>'],
  // Card numbers (19 digits, also grouped) and PINs (6 digits on their own), but not the date of an
  // order number (60-261125-ABC234, orders/order-number.ts): alerts name orders by it.
  [/\b\d{4}(?:[ -]?\d{3,4}){3,4}\b/g, '<card number>'],
  [/(?<!\b\d{1,4}-)\b\d{6}\b|\b\d{6}\b(?!-[A-Z0-9]{6,8}\b)/g, '<6 digits>'],
  // Credentials in an Authorization header's words (issue 38): the scheme stays, the credential goes.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
];

export function redact(text: string): string {
  return RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A log argument as text: errors with their (redacted) message and stack, everything else redacted. */
export function redactArg(value: unknown): string {
  if (value instanceof Error) {
    const cause = (value as { cause?: unknown }).cause;
    return redact(`${value.stack ?? `${value.name}: ${value.message}`}${cause ? `\n  cause: ${redactArg(cause)}` : ''}`);
  }
  if (typeof value === 'string') return redact(value);
  try {
    return redact(JSON.stringify(value) ?? String(value));
  } catch {
    return redact(String(value));
  }
}

/** A request's path without its query string (which may carry variables, e-mails, tokens). */
export function pathOnly(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

/**
 * A connection URL fit for a log line: its password replaced (`***`); `unparsable` when it is no URL
 * (its text could be anything, a password among it).
 */
export function withoutPassword(url: string, unparsable: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return unparsable;
  }
}
