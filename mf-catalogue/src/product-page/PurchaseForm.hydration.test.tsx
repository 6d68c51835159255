import { screen } from '@testing-library/react';
import { answeringClient, hydrateInShop, testStorefront } from '@shop/shared/testing';
import { CatalogueRoot } from '../CatalogueRoot';
import { OPTION_PRICES, preloadMessages, productDetail } from '../testing/fixtures';
import { productPageMessages } from './messages';
import { PurchaseForm } from './PurchaseForm';

beforeAll(() => preloadMessages(productPageMessages));

/**
 * Issue 36: a server-rendered product page can be used before its code runs. What the shopper chose
 * then ("Karte per Post", a quantity) must still be chosen after hydration, and what the form computes
 * from it (the total, the delivery promise, the options) must follow it.
 */
function hydrateProductForm(beforeHydration: (container: HTMLElement) => void) {
  return hydrateInShop(
    <CatalogueRoot messages={productPageMessages}>
      <PurchaseForm product={productDetail()} optionPrices={OPTION_PRICES} />
    </CatalogueRoot>,
    { client: answeringClient({}), path: '/geschenkkarten/apple-geschenkkarte/', config: testStorefront('de'), beforeHydration },
  );
}

/** What a shopper's browser does with a click or typing before any script runs (no React involved). */
function clickBefore(container: HTMLElement, selector: string) {
  (container.querySelector(selector) as HTMLInputElement).click();
}
function typeBefore(container: HTMLElement, selector: string, value: string) {
  (container.querySelector(selector) as HTMLInputElement).value = value;
}

describe('the purchase form, used before the page is interactive', () => {
  it('keeps "Karte per Post" and a typed quantity after hydration, and the total and delivery follow them', async () => {
    await hydrateProductForm((container) => {
      expect((container.querySelector('input[name="variation"][value="v-digital"]') as HTMLInputElement).checked).toBe(true);
      clickBefore(container, 'input[name="variation"][value="v-physical"]');
      typeBefore(container, 'input[name="quantity"]', '3');
    });
    // Hydrated: the submit button no longer waits, so the form has rendered again since.
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Karte per Post/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Digital/ })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Anzahl' })).toHaveValue(3);
    // The physical card's own amount (its price, 25 €, one of its fixed amounts), three times.
    expect(screen.getByRole('radio', { name: /^25\s€$/ })).toBeChecked();
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('75,00 €');
    expect(screen.getByTestId('delivery-info')).toHaveTextContent(/Per Post/);
    expect(screen.getByRole('checkbox', { name: /Geschenkverpackung/ })).toBeInTheDocument();
  });

  it('keeps a custom amount and a ticked option typed and ticked before hydration', async () => {
    await hydrateProductForm((container) => {
      typeBefore(container, 'input[name="amount"]', '40');
      clickBefore(container, 'input[name="wrapper"]');
    });
    expect(screen.getByRole('textbox', { name: /Oder dein eigener Betrag/ })).toHaveValue('40');
    expect(screen.getByRole('checkbox', { name: /Festliches E-Mail-Design/ })).toBeChecked();
    // 40 € and the festive e-mail design (0,95 €).
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('40,95 €');
  });

  it('changes nothing when nothing was used before hydration', async () => {
    await hydrateProductForm(() => {});
    expect(screen.getByRole('radio', { name: /Digital/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Anzahl' })).toHaveValue(1);
    expect(screen.getByTestId('purchase-total')).toHaveTextContent('25,00 €');
  });
});
