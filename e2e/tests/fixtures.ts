import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

/**
 * What the browser reports when the server's HTML and the browser's first render differ: React's
 * recoverable hydration errors (production codes #418–#425), which the shell logs as "[shell]
 * hydration problem" (shell/src/bootstrap.tsx), and any other message about hydration.
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #4(18|19|21|22|23|25)\b/i;

/** What react-intl logs for a message it could not format (its raw source, placeholders and all, shows instead). */
const MESSAGE_PROBLEM = /FORMAT_ERROR|MISSING_VALUE|INVALID_CONFIG|UNSUPPORTED_FORMATTER/;

/** A placeholder of a message left in the page's text ("mindestens {min} Zeichen"). */
const RAW_PLACEHOLDER = /\{[a-zA-Z][a-zA-Z0-9_]*(, ?(plural|select|number|date|time)[^}]*)?\}/;

declare global {
  interface Window {
    __SHOP_START__?: { mode: string };
  }
}

/**
 * Waits until the shell has hydrated the page it shows (`data-shared-instance`, written by the layout's
 * ref in the browser's commit); a page to read starts on the shopper's first interaction, made here. A page without the shell (a file, JSON, a page the browser renders
 * alone and has not yet started) does not wait. A navigation during the wait (a redirect of the page's
 * own) checks the next page.
 */
export async function shellHydrated(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A page to read waits for the shopper's first interaction (ADR 0075): a key pressed that does
      // nothing on the page (Shift) is one.
      if (await page.evaluate(() => window.__SHOP_START__?.mode === 'on-interaction')) await page.keyboard.press('Shift');
      await page.waitForFunction(() => {
        const layout = document.querySelector('.shell-layout');
        return !layout || layout.hasAttribute('data-shared-instance');
      }, undefined, { timeout: 30_000 });
      return;
    } catch (error) {
      if (attempt >= 2 || !/context was destroyed|navigation/i.test(String(error))) throw error;
    }
  }
}

/**
 * A journey opens a page to use it: `goto` and `reload` (waiting for `load`, the default) return once
 * the shell has hydrated it, as a shopper meets it a moment later. The shell's code starts after the
 * first paint (ADR 0066), so `load` alone does not mean interactive. A journey about the moment before
 * hydration asks for `waitUntil: 'commit'` and gets the page at once. The fixture's `page` has it; a
 * page a journey opens in a context of its own gets it from here.
 */
export function usableOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const untilUsable = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load';
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (untilUsable(options)) await shellHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (untilUsable(options)) await shellHydrated(page);
    return response;
  };
  return page;
}

/**
 * The journeys' `test`: every page a journey opens must hydrate without a problem (issue 13: no
 * hydration warning in the browser console on any page of the journeys), and show no message
 * unformatted (issue 35: no formatting error in the console, no placeholder left in the last page).
 */
export const test = base.extend<{ page: Page; consented: boolean }>({
  /**
   * The journeys' visitor has made a cookie choice (accepted all: the journeys check analytics events)
   * on every storefront host, so the banner does not cover the page; consent.spec.ts starts without.
   */
  consented: [true, { option: true }],
  page: async ({ page, consented }, use) => {
    if (consented) {
      const hosts = ['localhost', 'cb.localhost', 'cbbe.localhost', 'cbat.localhost', 'ck.localhost'];
      await page.context().addCookies(hosts.map((host) => ({ name: 'cookie_consent', value: 'v1.s1.m1', url: `http://${host}:${E2E_PORT}/` })));
    }
    const problems: string[] = [];
    const messageProblems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
      if (message.type() === 'error' && MESSAGE_PROBLEM.test(message.text())) messageProblems.push(message.text().split('\n')[0] ?? '');
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
    });
    await use(usableOnLoad(page));
    expect(problems, 'hydration problems reported in the browser console').toEqual([]);
    // Issue 35: no message may reach the shopper unformatted, on any page a journey opens.
    expect([...new Set(messageProblems)], 'messages the browser could not format').toEqual([]);
    const text = page.isClosed() ? '' : await page.locator('body').innerText({ timeout: 5_000 }).catch(() => '');
    expect(RAW_PLACEHOLDER.exec(text)?.[0] ?? null, 'a message placeholder left in the page text').toBeNull();
  },
});

export { expect };
