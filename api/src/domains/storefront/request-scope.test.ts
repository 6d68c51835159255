import { hostnameOf } from './request-scope';
import { parseFeatureToggles } from '../../db/feature-toggles';

describe('hostnameOf', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['CBNL.localhost:3000', 'cbnl.localhost'],
    ['cbnl.localhost', 'cbnl.localhost'],
    ['shop.example.com.', 'shop.example.com'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1:80', '127.0.0.1'],
  ])('%s → %s', (header, expected) => {
    expect(hostnameOf(header)).toBe(expected);
  });

  it('is undefined without a Host', () => {
    expect(hostnameOf(undefined)).toBeUndefined();
    expect(hostnameOf('')).toBeUndefined();
  });
});

describe('parseFeatureToggles', () => {
  it('fills defaults for toggles a stored row does not have yet', () => {
    expect(parseFeatureToggles({ headerVersion: 3 })).toEqual({
      languageSwitcher: true,
      iconLabels: true,
      footerLogos: true,
      cookiesFooterLink: false,
      searchAnalytics: false,
      headerVersion: 3,
      identifyModal: 'login',
      hasChoiceCard: false,
      businessMenu: false,
      redeemDelayWarning: false,
      businessPageVersion: 1,
      balanceDoubler: false,
    });
  });

  it('rejects impossible values', () => {
    expect(() => parseFeatureToggles({ headerVersion: 4 })).toThrow();
    expect(() => parseFeatureToggles({ identifyModal: 'popup' })).toThrow();
    expect(() => parseFeatureToggles({ businessPageVersion: 3 })).toThrow();
  });
});
