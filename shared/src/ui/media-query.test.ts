import { mountsOnServerDocument } from './media-query';

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
