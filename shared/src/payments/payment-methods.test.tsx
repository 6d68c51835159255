import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PaymentMethodLogo, canPayWithApplePay, useBrowserPaymentMethods } from './payment-methods';

const METHODS = [{ id: 'card' }, { id: 'applepay' }, { id: 'googlepay' }, { id: 'klarna' }];

function Offered() {
  return <p>{useBrowserPaymentMethods(METHODS).map((m) => m.id).join(' ')}</p>;
}

type ApplePayWindow = { ApplePaySession?: { canMakePayments(): boolean } };

describe('payment method logos', () => {
  it('draws every method the API names, with its name as the text alternative', () => {
    for (const [method, name] of [['card', 'Kreditkarte'], ['ideal', 'iDEAL'], ['bancontact', 'Bancontact'], ['paypal', 'PayPal'], ['blik', 'BLIK'], ['eps', 'EPS'], ['applepay', 'Apple Pay'], ['googlepay', 'Google Pay'], ['klarna', 'Klarna – Später bezahlen'], ['invoice', 'Factuur']]) {
      const { unmount } = render(<PaymentMethodLogo method={method as string} name={name as string} />);
      const logo = screen.getByRole('img', { name });
      expect(logo.getAttribute('data-method')).toBe(method);
      expect(logo.getAttribute('viewBox')).toBe('0 0 60 38');
      unmount();
    }
  });

  it('writes the invoice logo in the page\'s language, never a German word in a Dutch page', () => {
    const { container } = render(<PaymentMethodLogo method="invoice" name="Factuur" />);
    expect(container.textContent).toBe('Factuur');
  });

  it('is hidden from assistive technology next to the method\'s name, and sized by its height', () => {
    const { container } = render(<PaymentMethodLogo method="klarna" name="Klarna" decorative height={24} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('role')).toBeNull();
    expect([svg?.getAttribute('width'), svg?.getAttribute('height')]).toEqual(['38', '24']);
  });

  it('draws a method it does not know by its name', () => {
    render(<PaymentMethodLogo method="swish" name="Swish" />);
    expect(screen.getByRole('img', { name: 'Swish' }).textContent).toBe('Swish');
  });
});

describe('Apple Pay only where the browser can pay with it', () => {
  afterEach(() => {
    delete (window as ApplePayWindow).ApplePaySession;
  });

  it('leaves Apple Pay out in a browser without Apple Pay, and keeps Google Pay', () => {
    expect(canPayWithApplePay()).toBe(false);
    render(<Offered />);
    expect(screen.getByText('card googlepay klarna')).toBeTruthy();
  });

  it('offers Apple Pay where ApplePaySession.canMakePayments() says so', () => {
    (window as ApplePayWindow).ApplePaySession = { canMakePayments: () => true };
    render(<Offered />);
    expect(screen.getByText('card applepay googlepay klarna')).toBeTruthy();
  });

  it('leaves it out when the device has no card set up, or asking throws (an insecure page)', () => {
    (window as ApplePayWindow).ApplePaySession = { canMakePayments: () => false };
    expect(canPayWithApplePay()).toBe(false);
    (window as ApplePayWindow).ApplePaySession = {
      canMakePayments: () => {
        throw new Error('InvalidAccessError');
      },
    };
    expect(canPayWithApplePay()).toBe(false);
  });

  it('renders without Apple Pay on the server, so hydration matches', () => {
    (window as ApplePayWindow).ApplePaySession = { canMakePayments: () => true };
    expect(renderToString(<Offered />)).toBe('<p>card googlepay klarna</p>');
  });
});
