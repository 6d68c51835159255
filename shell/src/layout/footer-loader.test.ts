/**
 * The footer's content is not part of a page's first load: it is fetched when the footer comes near
 * the screen, or at once when a navigation needs it (React holds a navigation back until the server's
 * footer has hydrated).
 */
type Loader = typeof import('./footer-loader');

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reports whether the footer is within the margin now. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

let loader: Loader;
let settled: string[];

function track(promise: Promise<unknown>, name: string) {
  promise.then(() => settled.push(name));
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.resetModules();
  FakeIntersectionObserver.instances = [];
  settled = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  document.body.innerHTML = '<footer id="shell-footer"></footer>';
  loader = require('./footer-loader') as Loader;
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
});

it('waits until the footer comes within a screen of the viewport, then loads its content', async () => {
  const near = loader.footerContentWhenNear();
  expect(loader.footerContentWhenNear()).toBe(near);
  track(near, 'near');
  const [observer] = FakeIntersectionObserver.instances;
  expect(observer?.observed).toEqual([document.getElementById(loader.FOOTER_ELEMENT_ID)]);
  expect(observer?.options?.rootMargin).toBe('100% 0px');

  observer?.report(false);
  await flush();
  expect(settled).toEqual([]);

  observer?.report(true);
  const { FooterContent } = await near;
  expect(typeof FooterContent).toBe('function');
  expect(observer?.disconnected).toBe(true);
});

it('stops waiting when something needs the content now (a navigation)', async () => {
  const near = loader.footerContentWhenNear();
  track(near, 'near');
  await flush();
  expect(settled).toEqual([]);

  const now = loader.loadFooterContent();
  expect(await near).toBe(await now);
  expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  // Settled the way React's `use` reads without suspending again.
  expect(now).toMatchObject({ status: 'fulfilled' });
  expect(loader.footerContentWhenNear()).toBe(now);
});

it('loads at once where it cannot watch (no IntersectionObserver)', async () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  const { FooterContent } = await loader.footerContentWhenNear();
  expect(typeof FooterContent).toBe('function');
});
