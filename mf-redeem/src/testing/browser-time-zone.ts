/**
 * Renders the page's dates as a browser in `timeZone` would: Intl.DateTimeFormat without a timeZone of
 * its own takes this one (Jest's process.env.TZ does not reach the test's Intl, and jsdom has no zone to
 * set). A calendar date shown through an instant moves a day west or east of UTC; this catches it.
 * Returns the undo (call it in afterEach).
 */
export function browserTimeZone(timeZone: string): () => void {
  const original = Intl.DateTimeFormat;
  // Called with or without `new`, as Intl.DateTimeFormat may be.
  const zoned = function zonedDateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new original(locales, { ...options, timeZone: options?.timeZone ?? timeZone });
  } as unknown as typeof Intl.DateTimeFormat;
  Object.defineProperty(zoned, 'prototype', { value: original.prototype });
  Object.defineProperty(zoned, 'supportedLocalesOf', { value: original.supportedLocalesOf.bind(original) });
  Intl.DateTimeFormat = zoned;
  return () => {
    Intl.DateTimeFormat = original;
  };
}
