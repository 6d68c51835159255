/**
 * Leaving the shop for the payment provider's hosted page. A module of its own so tests can replace
 * it (jsdom cannot navigate), and the one place the checkout leaves the single-page app.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
