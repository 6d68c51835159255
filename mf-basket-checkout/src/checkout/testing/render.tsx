import { callsOf, currentLocation, renderRemotePage } from '@shop/shared/testing';

/** A page of this remote as the shell mounts it (the shared helper, under this remote's name). */
export const renderPage = renderRemotePage;
export { callsOf };

export const location = currentLocation;

/** The GA4 events pushed so far (without the `{ ecommerce: null }` resets). */
export function events(name?: string): { event: string; ecommerce: Record<string, unknown> }[] {
  const all = (window.dataLayer ?? []).filter((entry): entry is { event: string; ecommerce: Record<string, unknown> } => !!(entry as { event?: string })?.event);
  return name ? all.filter((entry) => entry.event === name) : all;
}
