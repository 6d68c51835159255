import { answer, answeringClient, renderInShop } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import de from '../messages/de.json';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { REDEEM_PAYMENT_METHODS_QUERY } from './redeem-documents';

/** The German storefront's methods for private customers, as the API names them (ADR 0051). */
const METHODS = {
  paymentMethods: [
    { id: 'card' as const, name: 'Kreditkarte', isApp: false, banks: [] },
    { id: 'applepay' as const, name: 'Apple Pay', isApp: false, banks: [] },
    { id: 'googlepay' as const, name: 'Google Pay', isApp: false, banks: [] },
    { id: 'paypal' as const, name: 'PayPal', isApp: false, banks: [] },
    { id: 'klarna' as const, name: 'Klarna – Später bezahlen', isApp: false, banks: [] },
  ],
};

type ApplePayWindow = { ApplePaySession?: { canMakePayments(): boolean } };

function renderChoice() {
  const onChange = jest.fn();
  renderInShop(
    <IntlProvider locale="de" messages={de}>
      <PaymentMethodChoice choice={{ method: '', issuer: '' }} onChange={onChange} />
    </IntlProvider>,
    { client: answeringClient(answer(REDEEM_PAYMENT_METHODS_QUERY, METHODS)) },
  );
  return onChange;
}

describe("the redeem checkout's payment methods", () => {
  afterEach(() => {
    delete (window as ApplePayWindow).ApplePaySession;
  });

  it('lists the wallets and Klarna with their logos beside the names; Apple Pay not where the browser cannot pay with it', async () => {
    renderChoice();
    await screen.findByRole('radio', { name: 'Klarna – Später bezahlen' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['card', 'googlepay', 'paypal', 'klarna']);
    const logos = [...document.querySelectorAll('svg.shop-payment-logo')];
    expect(logos.map((logo) => logo.getAttribute('data-method'))).toEqual(['card', 'googlepay', 'paypal', 'klarna']);
    expect(logos.every((logo) => logo.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('offers Apple Pay in a browser that can pay with it', async () => {
    (window as ApplePayWindow).ApplePaySession = { canMakePayments: () => true };
    const onChange = renderChoice();
    const apple = await screen.findByRole('radio', { name: 'Apple Pay' });
    apple.click();
    expect(onChange).toHaveBeenCalledWith({ method: 'applepay', issuer: '' });
  });
});
