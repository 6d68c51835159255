import { boundsAround, readBounds, sameBounds, writeBounds } from './map-bounds';

describe('map rectangle in the query (spec §2: latmin/latmax/lonmin/lonmax, five decimals)', () => {
  it('writes five decimals and keeps the other parameters', () => {
    const search = writeBounds('?foo=1', { latmin: 48.123456789, latmax: 48.2, lonmin: 11.5, lonmax: 11.654321 });
    expect(search).toBe('?foo=1&latmin=48.12346&latmax=48.20000&lonmin=11.50000&lonmax=11.65432');
    expect(writeBounds(search, null)).toBe('?foo=1');
  });

  it('reads a valid rectangle and rejects broken ones', () => {
    expect(readBounds('?latmin=48.1&latmax=48.2&lonmin=11.5&lonmax=11.6')).toEqual({ latmin: 48.1, latmax: 48.2, lonmin: 11.5, lonmax: 11.6 });
    expect(readBounds('?latmin=48.2&latmax=48.1&lonmin=11.5&lonmax=11.6')).toBeNull();
    expect(readBounds('?latmin=48.1&latmax=48.2&lonmin=11.5')).toBeNull();
    expect(readBounds('?latmin=abc&latmax=48.2&lonmin=11.5&lonmax=11.6')).toBeNull();
    expect(readBounds('?latmin=-95&latmax=48.2&lonmin=11.5&lonmax=11.6')).toBeNull();
  });

  it('round-trips through the URL', () => {
    const bounds = boundsAround(52.52, 13.405);
    expect(sameBounds(readBounds(writeBounds('', bounds)), bounds)).toBe(true);
  });
});
