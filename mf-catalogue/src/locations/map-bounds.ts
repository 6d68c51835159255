/** Spec §2: the map rectangle lives in the query as latmin/latmax/lonmin/lonmax with five decimals. */
export const BOUNDS_PARAMS = ['latmin', 'latmax', 'lonmin', 'lonmax'] as const;
export const BOUNDS_DECIMALS = 5;

export interface MapBounds {
  latmin: number;
  latmax: number;
  lonmin: number;
  lonmax: number;
}

export function roundCoordinate(value: number): number {
  const factor = 10 ** BOUNDS_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** The rectangle of a query string, or null when it is missing, malformed or not a rectangle. */
export function readBounds(search: string): MapBounds | null {
  const query = new URLSearchParams(search);
  const values: Partial<MapBounds> = {};
  for (const name of BOUNDS_PARAMS) {
    const raw = query.get(name);
    if (raw === null || !/^-?\d{1,3}(\.\d{1,10})?$/.test(raw.trim())) return null;
    values[name] = roundCoordinate(Number(raw));
  }
  const bounds = values as MapBounds;
  const valid =
    bounds.latmin >= -90 && bounds.latmax <= 90 && bounds.lonmin >= -180 && bounds.lonmax <= 180 &&
    bounds.latmin < bounds.latmax && bounds.lonmin < bounds.lonmax;
  return valid ? bounds : null;
}

/** Clamps to the world and rounds to five decimals. */
export function normaliseBounds(bounds: MapBounds): MapBounds {
  return {
    latmin: roundCoordinate(Math.max(-90, bounds.latmin)),
    latmax: roundCoordinate(Math.min(90, bounds.latmax)),
    lonmin: roundCoordinate(Math.max(-180, bounds.lonmin)),
    lonmax: roundCoordinate(Math.min(180, bounds.lonmax)),
  };
}

/** The query string with the rectangle set (five decimals, fixed notation) or removed; other parameters kept. */
export function writeBounds(search: string, bounds: MapBounds | null): string {
  const query = new URLSearchParams(search);
  for (const name of BOUNDS_PARAMS) query.delete(name);
  if (bounds) {
    const b = normaliseBounds(bounds);
    for (const name of BOUNDS_PARAMS) query.set(name, b[name].toFixed(BOUNDS_DECIMALS));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function sameBounds(a: MapBounds | null, b: MapBounds | null, tolerance = 1e-5): boolean {
  if (!a || !b) return a === b;
  return BOUNDS_PARAMS.every((name) => Math.abs(a[name] - b[name]) <= tolerance);
}

/** A rectangle around a point (a chosen address): about ±9 km north–south. */
export function boundsAround(latitude: number, longitude: number, latSpan = 0.08): MapBounds {
  const lonSpan = latSpan / Math.max(0.2, Math.cos((latitude * Math.PI) / 180));
  return normaliseBounds({ latmin: latitude - latSpan, latmax: latitude + latSpan, lonmin: longitude - lonSpan, lonmax: longitude + lonSpan });
}
