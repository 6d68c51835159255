/**
 * Payment methods in the browser (`@shop/shared/payment-methods`, ADR 0051): each method's logo, drawn
 * here once for the footer, checkout and the redeem checkout (a method the API names is never drawn
 * from a list per brand), and the rule that Apple Pay is offered only where the browser can pay with
 * it, as real shops do. A subpath, not the shared singleton: no state, and only these screens use it.
 */
import { type ReactNode, useSyncExternalStore } from 'react';

/** The logo's box: the payment logos' usual 60 × 38 (a card's proportions). */
const WIDTH = 60;
const HEIGHT = 38;

interface Mark {
  background: string;
  /** The mark inside the frame; `name` is the method's name in the page's language. */
  draw(name: string): ReactNode;
}

/** A word centred in the frame, its size fitted to its length. */
function word(text: string, color: string, options: { weight?: number; italic?: boolean; max?: number } = {}): ReactNode {
  const size = Math.min(options.max ?? 15, Math.floor(((WIDTH - 10) / Math.max(text.length, 1)) * 1.75));
  return (
    <text
      x={WIDTH / 2}
      y={HEIGHT / 2 + size * 0.35}
      fontSize={size}
      fontWeight={options.weight ?? 700}
      fontStyle={options.italic ? 'italic' : undefined}
      fontFamily="Arial, Helvetica, sans-serif"
      textAnchor="middle"
      fill={color}
    >
      {text}
    </text>
  );
}

const MARKS: Record<string, Mark> = {
  card: {
    background: '#ffffff',
    draw: () => (
      <>
        <text x="17" y="23" fontSize="11" fontWeight="700" fontStyle="italic" fontFamily="Arial, Helvetica, sans-serif" textAnchor="middle" fill="#1a1f71">
          VISA
        </text>
        <circle cx="38" cy="19" r="7" fill="#eb001b" />
        <circle cx="46" cy="19" r="7" fill="#f79e1b" opacity="0.9" />
      </>
    ),
  },
  ideal: { background: '#ffffff', draw: () => word('iDEAL', '#cc0066') },
  bancontact: { background: '#ffffff', draw: () => word('Bancontact', '#005498') },
  paypal: {
    background: '#ffffff',
    draw: () => (
      <text x={WIDTH / 2} y="24" fontSize="14" fontWeight="700" fontStyle="italic" fontFamily="Arial, Helvetica, sans-serif" textAnchor="middle">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    ),
  },
  blik: { background: '#000000', draw: () => word('blik', '#ffffff', { max: 16 }) },
  eps: { background: '#ffffff', draw: () => word('eps', '#c8036f', { max: 18 }) },
  applepay: {
    background: '#000000',
    draw: () => (
      <>
        {/* The apple: a body and a leaf. */}
        <path d="M15.2 13.6c-1.5 0-2.4.9-3.3.9-.9 0-1.8-.9-3-.9-1.9 0-3.6 1.6-3.6 4.5 0 3 2 6.7 3.5 6.7.8 0 1.3-.6 2.4-.6 1.1 0 1.4.6 2.4.6 1.5 0 3-3.1 3.3-4.3-1.6-.6-2.2-2.7-.9-4.1.3-.3.6-.5.9-.7-.7-1.3-1.8-2.1-1.7-2.1z" fill="#ffffff" />
        <path d="M13.3 12.6c.6-.7 1-1.6.9-2.6-.9.1-1.8.6-2.4 1.3-.5.6-.9 1.5-.8 2.4.9.1 1.8-.4 2.3-1.1z" fill="#ffffff" />
        <text x="37" y="24" fontSize="14" fontWeight="600" fontFamily="Arial, Helvetica, sans-serif" textAnchor="middle" fill="#ffffff">
          Pay
        </text>
      </>
    ),
  },
  googlepay: {
    background: '#ffffff',
    draw: () => (
      <text x={WIDTH / 2} y="24" fontSize="14" fontWeight="600" fontFamily="Arial, Helvetica, sans-serif" textAnchor="middle">
        <tspan fill="#4285f4">G</tspan>
        <tspan fill="#5f6368"> Pay</tspan>
      </text>
    ),
  },
  klarna: { background: '#ffb3c7', draw: () => word('Klarna.', '#0b051d', { max: 14 }) },
  // A word, in the page's language: "Rechnung" only where German is spoken.
  invoice: { background: '#f4f6f7', draw: (name) => word(name, '#2c3e50', { max: 13 }) },
};

/** A method the logos do not know yet: its name in a neutral frame. */
const FALLBACK: Mark = { background: '#f4f6f7', draw: (name) => word(name, '#1c1c1c', { max: 12 }) };

export interface PaymentMethodLogoProps {
  /** The method's id as the API names it (PaymentMethodId). */
  method: string;
  /** The method's name in the page's language (the API's): the logo's text alternative. */
  name: string;
  /** Next to the method's name (a checkout choice): hidden from assistive technology, which reads the name. */
  decorative?: boolean;
  /** Drawn height in pixels (the width follows); 38 by default. */
  height?: number;
  className?: string;
}

/** A payment method's logo as an inline SVG (no image request, sharp at every size). */
export function PaymentMethodLogo({ method, name, decorative = false, height = HEIGHT, className }: PaymentMethodLogoProps) {
  const mark = MARKS[method] ?? FALLBACK;
  const box = {
    className: className ? `shop-payment-logo ${className}` : 'shop-payment-logo',
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    width: Math.round((height * WIDTH) / HEIGHT),
    height,
    'data-method': method,
  };
  const content = (
    <>
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="4" fill={mark.background} stroke="#d5d8dc" />
      {mark.draw(name)}
    </>
  );
  return decorative ? (
    <svg {...box} aria-hidden="true" focusable="false">
      {content}
    </svg>
  ) : (
    <svg {...box} role="img" aria-label={name}>
      {content}
    </svg>
  );
}

interface ApplePaySessionLike {
  canMakePayments(): boolean;
}

/**
 * Whether this browser can pay with Apple Pay (Safari on a device with Apple Pay set up): Apple's
 * `ApplePaySession.canMakePayments()`. False on the server, in other browsers, and where asking
 * throws (an insecure page).
 */
export function canPayWithApplePay(): boolean {
  if (typeof window === 'undefined') return false;
  const session = (window as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments() === true;
  } catch {
    return false;
  }
}

const noSubscription = () => () => undefined;

/**
 * The methods this browser can pay with, in the API's order: Apple Pay only where the browser
 * supports it; every other method as the API offers it (Google Pay works in any browser, on the
 * provider's page). The server and the first render in the browser leave Apple Pay out, so hydration
 * matches; a supporting browser shows it right after.
 */
export function useBrowserPaymentMethods<T extends { id: string }>(methods: readonly T[]): T[] {
  const applePay = useSyncExternalStore(noSubscription, canPayWithApplePay, () => false);
  return methods.filter((method) => method.id !== 'applepay' || applePay);
}
