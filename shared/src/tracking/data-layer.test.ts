import { pushDataLayer } from './data-layer';

describe('pushDataLayer', () => {
  beforeEach(() => {
    window.dataLayer = undefined;
  });

  it('clears the previous ecommerce object before an ecommerce event', () => {
    pushDataLayer({ event: 'view_cart', ecommerce: { items: [] } });
    pushDataLayer({ event: 'search_overlay_open' });
    expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'view_cart', ecommerce: { items: [] } }, { event: 'search_overlay_open' }]);
  });
});
