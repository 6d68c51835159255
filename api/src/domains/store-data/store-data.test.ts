import { DE, NL } from '../../testing/catalogue-queries';
import { contrastRatio, LIGHT_SURFACE } from './contrast';
import { type TestServer, startTestServer } from '../../testing/test-server';

const STORE_DATA = /* GraphQL */ `
  query StoreData {
    storeData {
      storefrontKey storeId
      colors { primary secondary accent text primaryContrast accentContrast link }
      mainLogo { url { href type } alt width height }
      footerLogo { url { href } alt }
      secondLogo { url { href } } modalLogo { url { href } } footerClockIcon { url { href } }
      paymentIcons { kind url { href type } alt width height }
      paymentMethods { id name businessOnly }
      trustMarks { general { title width link { href type } image { url { href } } } topBar { title width } bottomBar { title } header { title } }
      socialLinks { network url visible }
      menus {
        footerMenu { menuItems { title path { href type } items { title path { href type } } } }
        businessMenu { menuItems { title path { href type } items { title path { href type } } } }
      }
      countriesCombinations { country url storefrontKey storeId name isCurrent pathVariant languagesCombinations { languageCode isDefault currency } }
      organization {
        name legalName url description logo { url { href } }
        contactPoint { serviceType email telephone }
        address { street houseNumber streetAddress postalCode city country }
        openingHours { dayOfWeek opens closes }
        jsonLd
      }
      businessContact { companyName email phone vatNumber chamberOfCommerceNumber address { city } }
      featuredBlock { image { url { href } } link { href type } }
      promotionBlockImage { url { href } }
      notFoundImage { url { href } width } notFoundImageWidth
      headerDecoration { url { href } } footerDecoration { url { href } }
      faqImage { url { href } }
      doubler { image { url { href } } pageBackground { url { href } } heroCardImage { url { href } } }
      alternativeChoiceImage { url { href } }
      businessLogo { desktop { url { href } alt } mobile { url { href } } }
    }
  }
`;

// biome-ignore lint/suspicious/noExplicitAny: test reads a large, loosely typed answer
type StoreData = { storeData: any };

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer();
});

afterAll(async () => {
  await shop?.close();
});

async function storeData(headers: Record<string, string>) {
  const { body } = await shop.graphql<StoreData>(STORE_DATA, { headers });
  expect(body.errors).toBeUndefined();
  return body.data?.storeData;
}

describe('storeData', () => {
  it('gives the German storefront its branding preset with generated media', async () => {
    const data = await storeData(DE);
    expect(data).toMatchObject({ storefrontKey: 'CBDE', storeId: 60, colors: { primary: '#e6007e', primaryContrast: '#ffffff' } });
    // The pink brand is too light as text on the light surface: the link colour is a darker pink.
    expect(data.colors.link).not.toBe('#e6007e');
    expect(contrastRatio(data.colors.link, LIGHT_SURFACE)).toBeGreaterThanOrEqual(4.6);
    expect(data.mainLogo).toEqual({
      url: { href: expect.stringMatching(/^\/media\/logo\/cbde-main\.webp\?v=/), type: 'relative' },
      alt: 'CardBon Deutschland',
      width: 200,
      height: 80,
    });
    expect(data.paymentIcons.map((p: { kind: string }) => p.kind)).toEqual(['paypal', 'visa', 'mastercard', 'amex', 'invoice', 'secure']);
    expect(data.paymentIcons[0]).toMatchObject({ url: { href: expect.stringMatching(/^\/media\/payment\/paypal\.webp\?v=/) }, width: 60, height: 38 });
    expect(data.trustMarks.general[0]).toMatchObject({ title: 'Geprüfter Shop', width: 120, link: { type: 'absolute' } });
    expect(data.trustMarks.topBar[0].width).toBe(60);
    expect(data.notFoundImageWidth).toBe(480);
    expect(data.headerDecoration.url.href).toMatch(/^\/media\/decoration\//);
    expect(data.featuredBlock.link).toEqual({ href: '/geschenkkarten/all-in-1-geschenkkarte/', type: 'relative' });
    expect(data.businessLogo.desktop.alt).toBe('CardBon Für Unternehmen');
  });

  it('shows facebook, instagram, tiktok, linkedin, pinterest and hides twitter and youtube', async () => {
    const data = await storeData(DE);
    const visible = data.socialLinks.filter((s: { visible: boolean }) => s.visible).map((s: { network: string }) => s.network);
    expect(visible).toEqual(['facebook', 'instagram', 'tiktok', 'linkedin', 'pinterest']);
    const hidden = data.socialLinks.filter((s: { visible: boolean }) => !s.visible).map((s: { network: string }) => s.network);
    expect(hidden).toEqual(['twitter', 'youtube']);
    expect(data.socialLinks.every((s: { url: string }) => s.url.startsWith('https://'))).toBe(true);
  });

  it('has the footer menu sections with relative and absolute links, and the business menu', async () => {
    const { footerMenu, businessMenu } = (await storeData(DE)).menus;
    expect(footerMenu.menuItems.map((s: { title: string }) => s.title)).toEqual(['Geschenkkarten', 'Service', 'Über uns', 'Rechtliches']);
    expect(footerMenu.menuItems[0].items[0]).toEqual({ title: 'Alle Geschenkkarten', path: { href: '/geschenkkarten/', type: 'relative' } });
    const about = footerMenu.menuItems[2].items;
    expect(about.find((i: { title: string }) => i.title === 'Karriere').path).toEqual({ href: 'https://careers.cardbon.example/', type: 'absolute' });
    const legal = footerMenu.menuItems[3].items.map((i: { path: { href: string } }) => i.path.href);
    expect(legal).toEqual(expect.arrayContaining(['/geschaeftsbedingungen/', '/impressum/', '/cookie-erklaerung/']));
    expect(businessMenu.menuItems[0].items.map((i: { title: string }) => i.title)).toContain('Blanko-Karten bestellen');
    // "Angebot anfordern" opens the business page's quote form, not the contact form.
    expect(businessMenu.menuItems[0].items.find((i: { title: string }) => i.title === 'Angebot anfordern')?.path).toEqual({ href: '/unternehmen/#quote', type: 'relative' });
    // The German shop has no FAQ (its /helpdesk/ forwards to the contact form): no "Hilfe & FAQ" that lands there.
    const service = footerMenu.menuItems[1].items;
    expect(service.map((i: { title: string; path: { href: string } }) => [i.title, i.path.href])).toEqual([
      ['Guthaben prüfen & einlösen', '/guthaben-pruefen/'],
      ['Karte aktivieren', '/aktivieren/'],
      ['Kontakt', '/kontakt/'],
    ]);
    const english = (await storeData({ ...DE, 'x-lang': 'en' })).menus.footerMenu.menuItems[0];
    expect(english).toMatchObject({ title: 'Gift cards', items: expect.arrayContaining([{ title: 'All gift cards', path: { href: '/en/geschenkkarten/', type: 'relative' } }]) });
  });

  it('keeps the Dutch helpdesk (a FAQ of its own) in the footer, and the quote form in the business menu', async () => {
    const { footerMenu, businessMenu } = (await storeData(NL)).menus;
    expect(footerMenu.menuItems[1].items).toContainEqual({ title: 'Helpdesk', path: { href: '/helpdesk/', type: 'relative' } });
    expect(businessMenu.menuItems[0].items).toContainEqual({ title: 'Offerte aanvragen', path: { href: '/zakelijk/#quote', type: 'relative' } });
  });

  it('lists the countries combinations of the brand group with URLs and languages', async () => {
    const combos = (await storeData(DE)).countriesCombinations;
    expect(combos).toHaveLength(19); // every CB storefront
    expect(combos.find((c: { storefrontKey: string }) => c.storefrontKey === 'CBDE')).toEqual({
      country: 'DE',
      url: 'http://localhost:3000',
      storefrontKey: 'CBDE',
      storeId: 60,
      name: 'CardBon Deutschland',
      isCurrent: true,
      pathVariant: 'de',
      languagesCombinations: [
        { languageCode: 'de', isDefault: true, currency: 'EUR' },
        { languageCode: 'en', isDefault: false, currency: 'EUR' },
      ],
    });
    expect(combos.find((c: { storefrontKey: string }) => c.storefrontKey === 'CB')?.url).toBe('http://cb.localhost:3000');
    expect(combos.find((c: { storefrontKey: string }) => c.storefrontKey === 'CBCH')?.languagesCombinations[0]).toEqual({
      languageCode: 'de',
      isDefault: true,
      currency: 'CHF',
    });
    // GCUK is a legacy key next to GCSUK: not listed in the switcher.
    const gcs = (await storeData({ 'x-store': '209' })).countriesCombinations.map((c: { storefrontKey: string }) => c.storefrontKey);
    expect(gcs).toContain('GCSUK');
    expect(gcs).not.toContain('GCUK');
  });

  it('has organization structured data (Dutch storefront: opening hours Monday to Friday 09:00-17:30)', async () => {
    const nl = await storeData(NL);
    expect(nl.organization).toMatchObject({
      name: 'CardBon Nederland',
      legalName: 'CardBon Nederland B.V.',
      url: 'http://cb.localhost:3000',
      contactPoint: { serviceType: 'Klantenservice', email: 'service@cb.cardbon.example' },
      address: { city: 'Amsterdam', country: 'NL' },
      openingHours: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' }],
    });
    expect(nl.organization.address.postalCode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
    expect(nl.businessContact.chamberOfCommerceNumber).toMatch(/^\d{8}$/);
    expect(nl.paymentIcons[0].kind).toBe('ideal');
    const jsonLd = JSON.parse(nl.organization.jsonLd);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'CardBon Nederland',
      url: 'http://cb.localhost:3000',
      logo: expect.stringMatching(/^http:\/\/cb\.localhost:3000\/media\/logo\/cb-main\.svg\?v=/),
      contactPoint: { '@type': 'ContactPoint', contactType: 'Klantenservice' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '09:00', closes: '17:30' }],
    });
    expect((await storeData(DE)).organization.openingHours).toEqual([]);
    expect(nl.menus.footerMenu.menuItems[0].items.map((i: { path: { href: string } }) => i.path.href)).toContain(
      '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/',
    );
  });

  it("lists the storefront's own payment methods for the footer, named in its language, never another country's (ADR 0051)", async () => {
    const ids = (data: { paymentMethods: { id: string }[] }) => data.paymentMethods.map((m) => m.id);
    const nl = await storeData(NL);
    expect(ids(nl)).toEqual(['ideal', 'card', 'applepay', 'googlepay', 'paypal', 'klarna', 'invoice']);
    expect(nl.paymentMethods.find((m: { id: string }) => m.id === 'invoice')).toEqual({ id: 'invoice', name: 'Factuur', businessOnly: true });
    expect(nl.paymentMethods.find((m: { id: string }) => m.id === 'klarna').name).toBe('Klarna – Achteraf betalen');
    expect(JSON.stringify(nl.paymentMethods)).not.toContain('Rechnung');
    // The seeded invoice image of a Dutch storefront says "Factuur" too.
    const invoiceIcon = nl.paymentIcons.find((p: { kind: string }) => p.kind === 'invoice');
    expect(invoiceIcon).toMatchObject({ alt: 'Factuur', url: { href: expect.stringMatching(/^\/media\/payment\/invoice-nl\.webp\?v=/) } });

    const de = await storeData(DE);
    expect(ids(de)).toEqual(['card', 'applepay', 'googlepay', 'paypal', 'klarna', 'invoice']);
    expect(de.paymentMethods.map((m: { name: string }) => m.name)).toEqual(['Kreditkarte', 'Apple Pay', 'Google Pay', 'PayPal', 'Klarna – Später bezahlen', 'Rechnung']);
    // Austria: EPS; Poland: BLIK in złoty; Brazil: no Klarna.
    expect(ids(await storeData({ 'x-store': '61' }))[0]).toBe('eps');
    expect(ids(await storeData({ 'x-store': '50' }))[0]).toBe('blik');
    expect(ids(await storeData({ 'x-store': '80' }))).not.toContain('klarna');
  });

  it('answers for every storefront', async () => {
    for (const storeId of [10, 11, 21, 31, 50, 61, 70, 80, 100, 101, 102, 200, 203, 207, 210]) {
      const data = await storeData({ 'x-store': String(storeId) });
      expect(data.storeId).toBe(storeId);
      expect(data.paymentIcons.length).toBeGreaterThanOrEqual(4);
      expect(data.menus.footerMenu.menuItems.length).toBe(4);
    }
  });
});

describe('STOREFRONT_URL_TEMPLATE and PUBLIC_MEDIA_BASE', () => {
  let custom: TestServer;

  beforeAll(async () => {
    custom = await startTestServer({
      storefrontUrlTemplate: 'https://{key}.shop.example',
      publicMediaBase: 'https://cdn.shop.example/',
    });
  });

  afterAll(async () => {
    await custom?.close();
  });

  it('builds storefront URLs and absolute media URLs from the configuration', async () => {
    const { body } = await custom.graphql<StoreData>(
      '{ storeData { mainLogo { url { href type } } countriesCombinations { storefrontKey url } organization { url } } }',
      { headers: DE },
    );
    const data = body.data?.storeData;
    expect(data.mainLogo.url).toEqual({ href: expect.stringMatching(/^https:\/\/cdn\.shop\.example\/media\/logo\/cbde-main\.webp\?v=/), type: 'absolute' });
    expect(data.countriesCombinations.find((c: { storefrontKey: string }) => c.storefrontKey === 'CB').url).toBe('https://cb.shop.example');
    expect(data.organization.url).toBe('https://cbde.shop.example');
  });
});
