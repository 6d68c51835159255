/** Differs per loaded copy of @shop/shared; the end-to-end tests compare it between shell and remotes. */
export const SHARED_INSTANCE_ID: string = Math.random().toString(36).slice(2, 10);

/**
 * A ref that writes SHARED_INSTANCE_ID into the element's `data-shared-instance` once the browser has
 * rendered or hydrated it (the tests read it as "hydrated, and with which copy"). Not a rendered
 * attribute: the server's copy has another id, and a value that changes right after hydration would
 * re-render the layout while parts under it (a remote waiting for its code, the footer) are still the
 * server's HTML, which makes React throw that HTML away and render those parts again in the browser.
 */
export function markSharedInstance(element: HTMLElement | null): void {
  if (element) element.dataset.sharedInstance = SHARED_INSTANCE_ID;
}
