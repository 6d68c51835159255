/**
 * The next macrotask: `scheduler.yield()` where the browser has it (the continuation keeps its place
 * ahead of other tasks), a zero timeout otherwise. The boot awaits it between steps that each cost a
 * phone tens of milliseconds, so that no one of them joins the next in a long task (issue 37).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the browser's number and date data for the page's locale and the storefront's currency. The first Intl.NumberFormat or
 * Intl.DateTimeFormat of a page costs about 20 ms on this machine class (about 190 ms at the
 * calibrated phone's speed), whoever creates it; the boot pays it here, in a task of its own, rather
 * than inside the hydration step that renders the first price. A page the server rendered has
 * usually loaded it already on another thread (server/warm-locale-data.ts): then this takes ~1 ms.
 */
export function prepareLocaleData(locale: string, currency: string): void {
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0);
    new Intl.DateTimeFormat(locale).format(0);
  } catch {
    // A locale the browser does not know: react-intl falls back and reports it where it renders.
  }
}
