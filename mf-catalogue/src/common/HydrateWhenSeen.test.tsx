import { act, render } from '@testing-library/react';
import { memo, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useNavigate } from 'react-router';
import { LocationProbe } from '../testing/LocationProbe';
import { HydrateWhenSeen, resetHydrateWhenSeen } from './HydrateWhenSeen';

/** The IntersectionObservers the regions made, to say "seen" as the browser would. */
let observers: Array<{ callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

function scrollIntoView(element: Element) {
  for (const observer of observers.filter((o) => !o.disconnected && o.elements.includes(element))) {
    observer.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], observer as never);
  }
}

/** A region with a button that counts clicks: it counts only once hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

const Regions = memo(function Regions({ label }: { label: string }) {
  return (
    <HydrateWhenSeen name="below">
      <Counter label={label} />
    </HydrateWhenSeen>
  );
});

/** A page in the shop's router, with a link that navigates to the same page with other parameters. */
function Page({ label }: { label: string }) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <main>
        <h1>Above the fold</h1>
        <SamePageLink />
        <LocationProbe />
        <Regions label={label} />
      </main>
    </MemoryRouter>
  );
}

function SamePageLink() {
  const navigate = useNavigate();
  return (
    <a
      href="/?sort=price"
      onClick={(event) => {
        event.preventDefault();
        navigate('/?sort=price');
      }}
    >
      Sorted
    </a>
  );
}

let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  await act(async () => resetHydrateWhenSeen());
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

async function hydrate(element: React.ReactElement) {
  container.innerHTML = renderToString(element);
  const serverButton = container.querySelector('[data-hydrate-when-seen] button');
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return serverButton as HTMLButtonElement;
}

test('the server renders the region in place, wrapped in an element it can be found by', () => {
  const html = renderToString(<Page label="Clicks" />);
  expect(html).toContain('data-hydrate-when-seen="below"');
  expect(html).toMatch(/<div data-hydrate-when-seen="below"><button type="button">Clicks(<!-- -->)? (<!-- -->)?0<\/button><\/div>/);
});

test('hydrating, the region stays the server’s HTML until it is seen, then hydrates in place', async () => {
  const serverButton = await hydrate(<Page label="Clicks" />);
  const region = container.querySelector('[data-hydrate-when-seen="below"]') as Element;

  // Not seen: its components have not run, so a click changes nothing.
  act(() => serverButton.click());
  expect(serverButton.textContent).toBe('Clicks 0');

  await act(async () => scrollIntoView(region));
  // Hydrated in place: the same element, now with its handler.
  expect(container.querySelector('button')).toBe(serverButton);
  act(() => serverButton.click());
  expect(serverButton.textContent).toBe('Clicks 1');
});

test('touching the region hydrates it before it is seen (a focus from the keyboard, a press)', async () => {
  const serverButton = await hydrate(<Page label="Clicks" />);
  await act(async () => serverButton.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  expect(container.querySelector('button')).toBe(serverButton);
  act(() => serverButton.click());
  expect(serverButton.textContent).toBe('Clicks 1');
  expect(observers.every((o) => o.disconnected)).toBe(true);
});

test('rendered in the browser alone (a client navigation), the region renders at once', () => {
  const { getByRole } = render(<Page label="Clicks" />);
  act(() => getByRole('button').click());
  expect(getByRole('button').textContent).toBe('Clicks 1');
  expect(observers).toEqual([]);
});

test('an update that reaches a region still waiting does not leave it empty: it renders in the browser', async () => {
  await hydrate(<Page label="Clicks" />);
  // New props for content that is still the server's HTML: React gives that HTML up.
  await act(async () => root?.render(<Page label="Taps" />));
  expect(container.querySelector('button')?.textContent).toBe('Taps 0');
  act(() => container.querySelector('button')?.click());
  expect(container.querySelector('button')?.textContent).toBe('Taps 1');
});

test('a page left before its region was seen renders the region at once on the next visit', async () => {
  await hydrate(<Page label="Clicks" />);
  act(() => root?.unmount());
  root = undefined;
  container.innerHTML = '';
  const { getByRole } = render(<Page label="Again" />);
  // The old page's wait ends here: React's note of it, for the root it had, is flushed inside act.
  await act(async () => {});
  expect(getByRole('button').textContent).toBe('Again 0');
});

test('a navigation while a region still waits is not held back: it happens, and the region hydrates', async () => {
  const serverButton = await hydrate(<Page label="Clicks" />);
  await act(async () => (container.querySelector('a') as HTMLAnchorElement).click());
  expect(container.querySelector('[data-testid="location"]')?.textContent).toBe('/?sort=price');
  expect(container.querySelector('[data-hydrate-when-seen] button')).toBe(serverButton);
  act(() => serverButton.click());
  expect(serverButton.textContent).toBe('Clicks 1');
});
