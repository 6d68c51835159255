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

const YEAR = new Date().getUTCFullYear();

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
    renderProduct(productDetail({ brand: { id: 'apple', name: 'Apple', webShop: { title: 'www.apple.example', url: 'https://www.apple.example/' } } }));
    const section = await termsSection('Gültigkeit & Einlösung');
    expect(termText(section, 'Gültigkeit')).toContain(
      `Drei Jahre: bis zum 31. Dezember des dritten Jahres nach dem Kaufjahr. Kaufst du die Karte ${YEAR}, gilt sie bis zum 31. Dezember ${YEAR + 3}.`,
    );
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
    expect(termText(section, 'Gültigkeit')).toMatch(/^Jede Karte drei Jahre ab ihrer Aktivierung/);
    expect(within(section).queryByText('Wo einlösen')).toBeNull();
    blank.unmount();

    renderProduct(productDetail({ productType: 'DONATION', brand: null, hasLocations: false }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Gültigkeit & Einlösung' })).toBeNull();
  });

  it('speaks Dutch on the Dutch storefront, with its Dutch paths', async () => {
    renderProduct(productDetail({ slug: 'apple-cadeaukaart' }), 'nl');
    const section = await termsSection('Geldigheid & inwisselen');
    expect(termText(section, 'Geldigheid')).toContain(`Koop je de kaart in ${YEAR}, dan is hij geldig tot en met 31 december ${YEAR + 3}.`);
    expect(within(section).getByRole('link', { name: 'vind een winkel bij jou in de buurt' })).toHaveAttribute('href', '/cadeaubonnen/apple-cadeaukaart/locaties/');
    expect(termText(section, 'Geen uitbetaling')).toMatch(/niet in contanten uitbetaald/);
  });
});
