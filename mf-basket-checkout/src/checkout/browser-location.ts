/**
 * Leaving the shop for the payment provider's hosted page. A module of its own so tests can replace
 * it (jsdom cannot navigate), and the one place the checkout leaves the single-page app.
 *
 * `comeBackTo` replaces the checkout's own history entry first: the order is placed and the basket is
 * empty by then, so the browser's Back button from the provider's page must land on the order waiting
 * for its payment (the checkout's retry mode), not on a checkout of an empty basket. A page the browser
 * restores from its back/forward cache would still show the old step, so it loads the entry afresh.
 */
export function redirectTo(url: string, comeBackTo?: string): void {
  if (comeBackTo) {
    window.history.replaceState(window.history.state, '', comeBackTo);
    window.addEventListener(
      'pageshow',
      (event) => {
        if (event.persisted) window.location.reload();
      },
      { once: true },
    );
  }
  window.location.assign(url);
}
