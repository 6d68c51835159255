import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mountsOnServerDocument, useClientActive } from './client-active';

type Booted = { __SHOP_BOOT__?: { serverRendered?: boolean } };

describe('mountsOnServerDocument', () => {
  const start = window.location.pathname + window.location.search;

  afterEach(() => {
    (window as Booted).__SHOP_BOOT__ = undefined;
    window.history.replaceState(null, '', start);
  });

  it('is true on the server-rendered document the browser loaded', () => {
    (window as Booted).__SHOP_BOOT__ = { serverRendered: true };
    expect(mountsOnServerDocument()).toBe(true);
  });

  it('is false once the visitor navigated (a client render), and on a page the browser rendered', () => {
    (window as Booted).__SHOP_BOOT__ = { serverRendered: true };
    window.history.pushState(null, '', '/kasse/?step=shipping');
    expect(mountsOnServerDocument()).toBe(false);
    window.history.replaceState(null, '', start);
    (window as Booted).__SHOP_BOOT__ = { serverRendered: false };
    expect(mountsOnServerDocument()).toBe(false);
    (window as Booted).__SHOP_BOOT__ = undefined;
    expect(mountsOnServerDocument()).toBe(false);
  });
});

/** Every value the hook gave, render by render. */
function ActiveProbe({ seen }: { seen: boolean[] }) {
  const active = useClientActive();
  seen.push(active);
  return <button type="submit" disabled={!active}>Senden</button>;
}

describe('useClientActive', () => {
  const start = window.location.pathname + window.location.search;

  afterEach(() => {
    (window as Booted).__SHOP_BOOT__ = undefined;
    window.history.replaceState(null, '', start);
    document.body.innerHTML = '';
  });

  it('is false in the server’s HTML and while hydrating, true once the page hydrated, with no mismatch', async () => {
    (window as Booted).__SHOP_BOOT__ = { serverRendered: true };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ActiveProbe seen={[]} />);
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);
    const seen: boolean[] = [];
    const recoverable = jest.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <ActiveProbe seen={seen} />, { onRecoverableError: recoverable });
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.querySelector('button')?.disabled).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it('is true from the first render of a page the browser renders itself (after a navigation, or no server render)', () => {
    for (const setUp of [
      () => {
        (window as Booted).__SHOP_BOOT__ = { serverRendered: true };
        window.history.pushState(null, '', '/kasse/');
      },
      () => {
        (window as Booted).__SHOP_BOOT__ = { serverRendered: false };
      },
    ]) {
      setUp();
      const seen: boolean[] = [];
      const view = render(<ActiveProbe seen={seen} />);
      expect(seen.every(Boolean)).toBe(true);
      expect(view.getByRole('button').hasAttribute('disabled')).toBe(false);
      view.unmount();
      window.history.replaceState(null, '', start);
    }
  });
});
