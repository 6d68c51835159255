import { screen, within } from '@testing-library/react';
import { answer, answeringClient, renderInShop, testStorefront } from '@shop/shared/testing';
import { OPTION_PRICES, preloadMessages, productDetail, variation } from '../testing/fixtures';
import { productPageMessages } from './messages';
import ProductPage from './ProductPage';
import { PRODUCT_QUERY, type ProductData } from './product-query';

beforeAll(() => preloadMessages(productPageMessages));

function renderProduct(product: ProductData, kind: 'de' | 'nl' = 'de') {
  const client = answeringClient(answer(PRODUCT_QUERY, { product, cartPrices: OPTION_PRICES }));
  return renderInShop(<ProductPage routeKey="productDetail" params={{ product: product.slug }} />, {
    client,
    path: kind === 'de' ? `/geschenkkarten/${product.slug}/` : `/cadeaubonnen/${product.slug}/`,
    config: testStorefront(kind),
  });
}

/** Only the clock is fixed (urql and Suspense keep their real timers): "today" on the page is this moment. */
function today(iso: string) {
  jest.useFakeTimers({ now: new Date(iso), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'performance', 'hrtime', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] });
}

afterEach(() => jest.useRealTimers());

const DUTCH_RULE = { kind: 'FROM_PURCHASE', years: 5 } as const;

async function termsSection(name: string): Promise<HTMLElement> {
  return (await screen.findByRole('heading', { level: 2, name })).closest('section') as HTMLElement;
}

/** The text of the <dd>s under the <dt> named `term`. */
function termText(section: HTMLElement, term: string): string {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return [...(dt.parentElement?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent).join(' | ');
}

describe('validity and redemption on the product page (issue 35)', () => {
  it('a brand’s card: three years to 31 December, its web shop and its shops, partial use, no cash payout, the terms', async () => {
    today('2026-05-14T10:00:00Z');
    renderProduct(productDetail({ brand: { id: 'apple', name: 'Apple', webShop: { title: 'www.apple.example', url: 'https://www.apple.example/' } } }));
    const section = await termsSection('Gültigkeit & Einlösung');
    expect(termText(section, 'Gültigkeit')).toContain('3 Jahre ab dem Ende des Kaufjahres: Kaufst du die Karte 2026, gilt sie bis zum 31. Dezember 2029.');
    expect(within(section).getByRole('link', { name: 'Guthabenabfrage' })).toHaveAttribute('href', '/guthaben-pruefen/');
    expect(termText(section, 'Wo einlösen')).toBe('Online im Webshop von Apple: www.apple.example | In den Filialen von Apple: Filialen in deiner Nähe finden');
    expect(within(section).getByRole('link', { name: 'www.apple.example' })).toHaveAttribute('href', 'https://www.apple.example/');
    expect(within(section).getByRole('link', { name: 'Filialen in deiner Nähe finden' })).toHaveAttribute('href', '/geschenkkarten/apple-geschenkkarte/standorte/');
    expect(termText(section, 'In Teilbeträgen')).toMatch(/mehreren Teilbeträgen/);
    expect(termText(section, 'Keine Barauszahlung')).toMatch(/nicht bar ausgezahlt/);
    expect(within(section).getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/geschaeftsbedingungen/');
  });

  it('a brand the API knows neither a web shop nor shops of: just the brand, nothing made up', async () => {
    renderProduct(productDetail({ hasLocations: false }));
    const section = await termsSection('Gültigkeit & Einlösung');
    expect(termText(section, 'Wo einlösen')).toBe('Bei Apple, nach den dortigen Einlösebedingungen.');
    expect(within(section).queryByRole('link', { name: /Filialen/ })).toBeNull();
  });

  it('the choice card is redeemed on our balance check; a blank card is valid from its activation; a donation has no terms', async () => {
    const choice = renderProduct(productDetail({ isChoiceCard: true, brand: null, hasLocations: false }));
    let section = await termsSection('Gültigkeit & Einlösung');
    expect(termText(section, 'Wo einlösen')).toMatch(/^Auf unserer Seite Guthaben prüfen: Dort tauschst du das Guthaben gegen Geschenkkarten/);
    expect(within(section).getByRole('link', { name: 'Guthaben prüfen' })).toHaveAttribute('href', '/guthaben-pruefen/');
    choice.unmount();

    const blank = renderProduct(productDetail({ productType: 'BLANK_CARD_PACK', brand: null, hasLocations: false, variations: [variation('PHYSICAL', { hasFixedPrices: true })] }));
    section = await termsSection('Gültigkeit & Einlösung');
    expect(termText(section, 'Gültigkeit')).toMatch(/^Jede Karte 3 Jahre ab dem Ende des Jahres ihrer Aktivierung: Aktivierst du sie \d{4}, gilt sie bis zum 31\. Dezember \d{4}\./);
    expect(within(section).queryByText('Wo einlösen')).toBeNull();
    blank.unmount();

    renderProduct(productDetail({ productType: 'DONATION', brand: null, hasLocations: false }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Gültigkeit & Einlösung' })).toBeNull();
  });

  it('counts the year of purchase in the storefront’s time zone: at 00:30 on 1 January in Berlin a card is one of the new year', async () => {
    today('2026-12-31T23:30:00Z');
    renderProduct(productDetail());
    const section = await termsSection('Gültigkeit & Einlösung');
    expect(termText(section, 'Gültigkeit')).toContain('Kaufst du die Karte 2027, gilt sie bis zum 31. Dezember 2030.');
  });

  it('says the Dutch storefront’s own rule, as its terms do: five years from the purchase date, not the German three (issue 35)', async () => {
    today('2026-05-14T10:00:00Z');
    renderProduct(productDetail({ slug: 'apple-cadeaukaart', validity: DUTCH_RULE }), 'nl');
    const section = await termsSection('Geldigheid & inwisselen');
    const text = termText(section, 'Geldigheid');
    expect(text).toContain('5 jaar vanaf de aankoopdatum: koop je de kaart vandaag, dan is hij geldig tot en met 14 mei 2031.');
    expect(text).not.toMatch(/31 december|derde jaar/);
    expect(within(section).getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute('href', expect.stringMatching(/^\//));
  });

  it('a Dutch card bought on 29 February runs to 28 February five years on; a Dutch blank card five years from its activation', async () => {
    today('2028-02-29T10:00:00Z');
    const card = renderProduct(productDetail({ slug: 'apple-cadeaukaart', validity: DUTCH_RULE }), 'nl');
    let section = await termsSection('Geldigheid & inwisselen');
    expect(termText(section, 'Geldigheid')).toContain('dan is hij geldig tot en met 28 februari 2033.');
    card.unmount();

    renderProduct(productDetail({ slug: 'blanco-kaarten', productType: 'BLANK_CARD_PACK', brand: null, hasLocations: false, validity: DUTCH_RULE, variations: [variation('PHYSICAL', { hasFixedPrices: true })] }), 'nl');
    section = await termsSection('Geldigheid & inwisselen');
    expect(termText(section, 'Geldigheid')).toMatch(/^Elke kaart 5 jaar vanaf de dag van activering: activeer je hem vandaag, dan is hij geldig tot en met 28 februari 2033\./);
  });

  it('speaks Dutch on the Dutch storefront, with its Dutch paths', async () => {
    today('2026-05-14T10:00:00Z');
    renderProduct(productDetail({ slug: 'apple-cadeaukaart', validity: DUTCH_RULE }), 'nl');
    const section = await termsSection('Geldigheid & inwisselen');
    expect(termText(section, 'Geldigheid')).toContain('dan is hij geldig tot en met 14 mei 2031.');
    expect(within(section).getByRole('link', { name: 'vind een winkel bij jou in de buurt' })).toHaveAttribute('href', '/cadeaubonnen/apple-cadeaukaart/locaties/');
    expect(termText(section, 'Geen uitbetaling')).toMatch(/niet in contanten uitbetaald/);
  });
});
