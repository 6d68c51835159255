import type { RemotePageProps, StorefrontConfig } from '@shop/shared';
import { answeringClient, type Answers, renderInShop, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A page of this remote as the shell mounts it, at `path`, with a client answering by operation name. */
export function renderPage(
  Page: ComponentType<RemotePageProps>,
  props: RemotePageProps,
  options: { path: string; answers?: Answers; config?: StorefrontConfig; advanceTimers?: (ms: number) => Promise<void> | void },
) {
  const client = answeringClient(options.answers ?? {});
  const view = renderInShop(
    <>
      <Page {...props} />
      <LocationProbe />
    </>,
    { client, config: options.config ?? testStorefront('de'), path: options.path },
  );
  return { ...view, client, user: userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {}) };
}

/** The variables of the calls of one operation. */
export function callsOf(client: ReturnType<typeof answeringClient>, name: string) {
  return client.calls.filter((call) => call.name === name).map((call) => call.variables);
}

export const location = () => screen.getByTestId('location').textContent;

/** The GA4 events pushed so far (without the `{ ecommerce: null }` resets). */
export function events(name?: string): { event: string; ecommerce: Record<string, unknown> }[] {
  const all = (window.dataLayer ?? []).filter((entry): entry is { event: string; ecommerce: Record<string, unknown> } => !!(entry as { event?: string })?.event);
  return name ? all.filter((entry) => entry.event === name) : all;
}
