import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

/**
 * What the browser reports when the server's HTML and the browser's first render differ: React's
 * recoverable hydration errors (production codes #418–#425), which the shell logs as "[shell]
 * hydration problem" (shell/src/bootstrap.tsx), and any other message about hydration.
 */
const HYDRATION_PROBLEM = /hydrat|Minified React error #4(18|19|21|22|23|25)\b/i;

/**
 * The journeys' `test`: every page a journey opens must hydrate without a problem (issue 13: no
 * hydration warning in the browser console on any page of the journeys).
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
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
    });
    await use(page);
    expect(problems, 'hydration problems reported in the browser console').toEqual([]);
  },
});

export { expect };
