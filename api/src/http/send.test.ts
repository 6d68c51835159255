import { negotiateEncoding } from './send';
import { viewerCountry } from './ip';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('viewerCountry', () => {
  it('prefers CloudFront, then Cloudflare, then x-country-code', () => {
    expect(viewerCountry({ 'cloudfront-viewer-country': 'DE', 'cf-ipcountry': 'NL' })).toBe('DE');
    expect(viewerCountry({ 'cf-ipcountry': 'be' })).toBe('BE');
    expect(viewerCountry({ 'x-country-code': 'pl' })).toBe('PL');
  });

  it('ignores values that are not a country', () => {
    expect(viewerCountry({ 'cf-ipcountry': 'T1' })).toBeNull();
    expect(viewerCountry({ 'x-country-code': 'Germany' })).toBeNull();
    expect(viewerCountry({})).toBeNull();
  });
});
