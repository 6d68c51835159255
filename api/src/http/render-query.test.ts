/**
 * The query string a server render gets (render-query.ts, issue 31): the known parameters only.
 */
import { knownRenderQuery, MAX_RENDER_VALUE_LENGTH } from './render-query';

describe('knownRenderQuery', () => {
  it('drops tracking and made-up parameters: nothing left is no query at all', () => {
    expect(knownRenderQuery('?utm_source=newsletter&utm_medium=mail&fbclid=abc&gclid=x')).toBe('');
    expect(knownRenderQuery('?random=1')).toBe('');
    expect(knownRenderQuery('?')).toBe('');
    expect(knownRenderQuery('')).toBe('');
  });

  it('keeps the parameters the pages read, with or without the leading ?', () => {
    expect(knownRenderQuery('?s=wein&utm_source=x')).toBe('?s=wein');
    expect(knownRenderQuery('page=2')).toBe('?page=2');
    expect(knownRenderQuery('?sort=price-asc&utm_source=x')).toBe('?sort=price-asc');
    expect(knownRenderQuery('?order=0b8e8f5e-6f0d-4c1e-9a57-1f5a2f7f1c11&resultCode=Authorised&utm_campaign=y')).toBe(
      '?order=0b8e8f5e-6f0d-4c1e-9a57-1f5a2f7f1c11&resultCode=Authorised',
    );
    // The checkout renders at the step its address names (the basket's form server-rendered).
    expect(knownRenderQuery('?step=payment&utm_source=x')).toBe('?step=payment');
    expect(knownRenderQuery('?latmin=52.4&latmax=52.6&lonmin=13.2&lonmax=13.6')).toBe('?latmin=52.4&latmax=52.6&lonmin=13.2&lonmax=13.6');
    expect(knownRenderQuery('?cb_api_giftcard_categories=essen,wein&cb_api_giftcard_types=digital')).toBe(
      '?cb_api_giftcard_categories=essen%2Cwein&cb_api_giftcard_types=digital',
    );
  });

  it('puts them in one order, whatever order the link had (one render key per page state)', () => {
    expect(knownRenderQuery('?s=wein&page=2&fbclid=1')).toBe('?page=2&s=wein');
    expect(knownRenderQuery('?fbclid=2&page=2&s=wein')).toBe('?page=2&s=wein');
    expect(knownRenderQuery('?sort=name-asc&cb_api_giftcard_types=digital&page=2')).toBe('?page=2&sort=name-asc&cb_api_giftcard_types=digital');
  });

  it('keeps each parameter once, with the value the page reads (the first), decoded and encoded again', () => {
    expect(knownRenderQuery('?s=a&s=b')).toBe('?s=a');
    expect(knownRenderQuery('?s=rote%20Rosen&category=tipps')).toBe('?s=rote+Rosen&category=tipps');
    expect(new URLSearchParams(knownRenderQuery('?s=%C3%BCber%26mehr')).get('s')).toBe('über&mehr');
  });

  it('drops empty and oversized values (a page reads an empty one as none)', () => {
    expect(knownRenderQuery('?s=&page=3')).toBe('?page=3');
    expect(knownRenderQuery(`?s=${'x'.repeat(MAX_RENDER_VALUE_LENGTH + 1)}&page=3`)).toBe('?page=3');
    expect(knownRenderQuery(`?s=${'x'.repeat(MAX_RENDER_VALUE_LENGTH)}`)).toBe(`?s=${'x'.repeat(MAX_RENDER_VALUE_LENGTH)}`);
  });

  it('takes whatever a client sends without throwing (malformed percent-encoding)', () => {
    expect(() => knownRenderQuery('?s=%E0%A4%A&page=%')).not.toThrow();
    expect(knownRenderQuery('?page=%&x=%ZZ')).toBe('?page=%25');
  });
});
