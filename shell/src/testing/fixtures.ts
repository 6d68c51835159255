import type { MenuCategory } from '../header/categories-query';
import type { ImageData, StoreData } from '../store-data/store-data-query';

const image = (name: string, width = 120, height = 60): ImageData => ({ alt: name, width, height, url: { href: `/media/test/${name}.svg`, type: 'relative' } });

/** Store data shaped like the API's answer for the German storefront. */
export function storeDataFixture(overrides: Partial<StoreData> = {}): StoreData {
  return {
    storefrontKey: 'CBDE',
    colors: { primary: '#0b3d2e', secondary: '#f5f3ee', accent: '#f2b705', text: '#1c1c1c', primaryContrast: '#ffffff', accentContrast: '#1c1c1c', link: '#0b3d2e' },
    mainLogo: image('logo', 200, 80),
    footerLogo: image('footer-logo'),
    // Every CardBon storefront's preset has both (1440 × 30, 1440 × 40).
    headerDecoration: { ...image('header-decoration', 1440, 30), alt: '' },
    footerDecoration: { ...image('footer-decoration', 1440, 40), alt: '' },
    // The German storefront's methods as the API names them (StoreData.paymentMethods).
    paymentMethods: [
      { id: 'card', name: 'Kreditkarte' },
      { id: 'applepay', name: 'Apple Pay' },
      { id: 'googlepay', name: 'Google Pay' },
      { id: 'paypal', name: 'PayPal' },
      { id: 'klarna', name: 'Klarna – Später bezahlen' },
      { id: 'invoice', name: 'Rechnung' },
    ],
    trustMarks: { header: [], bottomBar: [{ title: 'Trusted Shops', width: 60, image: image('trusted', 60, 60), link: null }] },
    socialLinks: (['facebook', 'instagram', 'tiktok', 'linkedin', 'pinterest', 'twitter', 'youtube'] as const).map((network) => ({
      network,
      url: `https://${network}.example/cardbon`,
      visible: network !== 'twitter' && network !== 'youtube',
    })),
    menus: {
      footerMenu: { menuItems: [{ title: 'Service', path: null, items: [{ title: 'Kontakt', path: { href: '/kontakt/', type: 'relative' } }] }] },
      businessMenu: { menuItems: [] },
    },
    countriesCombinations: [
      {
        country: 'DE', url: 'http://cbde.localhost:3000', storefrontKey: 'CBDE', storeId: 60, name: 'Deutschland', isCurrent: true, pathVariant: 'de',
        languagesCombinations: [{ languageCode: 'de', isDefault: true, currency: 'EUR' }, { languageCode: 'en', isDefault: false, currency: 'EUR' }],
      },
      {
        country: 'NL', url: 'http://cb.localhost:3000', storefrontKey: 'CB', storeId: 10, name: 'Nederland', isCurrent: false, pathVariant: 'nl',
        languagesCombinations: [{ languageCode: 'nl', isDefault: true, currency: 'EUR' }],
      },
    ],
    organization: { name: 'CardBon Deutschland GmbH', jsonLd: '{"@context":"https://schema.org","@type":"Organization","name":"CardBon Deutschland GmbH"}' },
    businessContact: { companyName: 'CardBon Deutschland GmbH', email: 'business@example.test', phone: '+49 30 1234567' },
    ...overrides,
  };
}

export function categoriesFixture(count = 8): MenuCategory[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `c${i + 1}`,
    title: `Kategorie ${i + 1}`,
    slug: `kategorie-${i + 1}`,
    productCount: 10 + i,
    icon: { alt: '', url: { href: `/media/icon/${i}.svg` } },
    topList: [1, 2].map((n) => ({
      id: `p${i}-${n}`,
      title: `Karte ${i + 1}.${n}`,
      slug: `karte-${i + 1}-${n}`,
      backgroundColor: '#eee',
      image: image(`karte-${i}-${n}`),
    })),
  }));
}
