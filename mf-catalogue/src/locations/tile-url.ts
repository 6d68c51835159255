import type { StorefrontConfig } from '@shop/shared';

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

declare global {
  interface Window {
    /** Operators may point the map at their own tile server (set in the page before the shop boots). */
    __SHOP_MAP_TILES__?: string;
  }
}

function isTemplate(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value) && value.includes('{z}') && value.includes('{x}') && value.includes('{y}');
}

/**
 * Where map tiles come from: the storefront config's `mapTileUrl` when the API provides one, else
 * `window.__SHOP_MAP_TILES__`, else OpenStreetMap's standard tiles.
 */
export function resolveTileUrl(config: StorefrontConfig, win: Window | undefined = typeof window === 'undefined' ? undefined : window): string {
  const fromConfig = (config as StorefrontConfig & { mapTileUrl?: unknown }).mapTileUrl;
  if (isTemplate(fromConfig)) return fromConfig;
  const fromWindow = win?.__SHOP_MAP_TILES__;
  if (isTemplate(fromWindow)) return fromWindow;
  return DEFAULT_TILE_URL;
}
