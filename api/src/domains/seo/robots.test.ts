/**
 * robots.txt's rules from a storefront's routes (issue 36): the visitor's own pages by the fixed start of
 * their paths, in every language, each once; never a rule that would close the whole shop.
 */
import type { StorefrontRoute } from '@shop/shared/routes';
import { robotsTxt } from './robots';
import { sitemapFiles } from './sitemap';

const route = (key: string, pattern: string, requiresLogin = false): StorefrontRoute => ({ key, pattern, remote: 'account', redirectTo: null, header: 'shop', requiresLogin });
const STORE = { defaultLanguage: 'de', languages: [{ code: 'de', isDefault: true, currency: 'EUR' }, { code: 'en', isDefault: false, currency: 'EUR' }] };

describe('robotsTxt', () => {
  it('disallows the visitor’s own pages by the fixed start of their paths, in every language, each once', () => {
    const text = robotsTxt('https://shop.example', STORE, [
      route('home', '/'),
      route('balanceCheck', '/guthaben-pruefen/'),
      route('redeemInfo', '/guthaben-pruefen/info/:pageId/'),
      route('accountIdentify', '/account/'),
      route('login', '/account/login/'),
      route('confirmationOrder', '/kasse/danke/:uuid/'),
      route('checkout', '/kasse/'),
      // A release's page behind a login, and one whose path starts with a parameter.
      route('wishlist', '/wunschzettel/', true),
      route('secret', '/:token/', true),
    ]);
    const disallowed = text.split('\n').filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    expect(disallowed.slice(0, 8)).toEqual([
      '/account/',
      '/en/account/',
      '/en/guthaben-pruefen/info/',
      '/en/kasse/',
      '/en/wunschzettel/',
      '/guthaben-pruefen/info/',
      '/kasse/',
      '/wunschzettel/',
    ]);
    expect(disallowed).not.toContain('/');
    expect(disallowed).not.toContain('/guthaben-pruefen/');
    expect(text.endsWith('\nSitemap: https://shop.example/sitemap.xml\n')).toBe(true);
  });
});

describe('sitemapFiles', () => {
  it('cuts the URLs into files of at most the limit, escaping what XML must', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/blog/?category=a&page=${i + 1}`, alternates: [] }));
    const files = sitemapFiles('https://shop.example', entries, 2);
    expect(files.map((file) => (file.match(/<url>/g) ?? []).length)).toEqual([2, 2, 1]);
    expect(files[0]).toContain('<loc>https://shop.example/blog/?category=a&amp;page=1</loc>');
  });
});
