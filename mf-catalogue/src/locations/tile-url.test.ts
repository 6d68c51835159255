import { testStorefront } from '@shop/shared/testing';
import { DEFAULT_TILE_URL, resolveTileUrl } from './tile-url';

describe('map tile URL', () => {
  const config = testStorefront('de');

  it('prefers the storefront config, then window.__SHOP_MAP_TILES__, then OpenStreetMap', () => {
    const win = { __SHOP_MAP_TILES__: 'https://tiles.example/{z}/{x}/{y}.png' } as unknown as Window;
    expect(resolveTileUrl({ ...config, mapTileUrl: 'https://maps.example/{z}/{x}/{y}.png' } as typeof config, win)).toBe('https://maps.example/{z}/{x}/{y}.png');
    expect(resolveTileUrl(config, win)).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(resolveTileUrl(config, {} as Window)).toBe(DEFAULT_TILE_URL);
  });

  it('ignores values that are not tile templates', () => {
    expect(resolveTileUrl(config, { __SHOP_MAP_TILES__: 'javascript:alert(1)' } as unknown as Window)).toBe(DEFAULT_TILE_URL);
  });
});
