import type { RedeemBasket, RedeemOrder, RedeemProduct } from '../common/redeem-documents';

/** Test data in the shapes the redeem documents select (generated types keep them honest). */
const eur = (value: number) => ({ value, currency: 'EUR', cents: Math.round(value * 100) });

export function redeemProduct(overrides: Partial<RedeemProduct> = {}): RedeemProduct {
  return {
    id: 'cbde-audible',
    title: 'Audible Geschenkkarte',
    description: 'Hörbücher für jeden Geschmack.',
    backgroundColor: '#f29100',
    foregroundColor: '#000000',
    productType: 'GIFT_CARD',
    showShadow: true,
    path: '/geschenkkarten/audible-geschenkkarte/',
    image: { url: { href: '/media/card/cbde-audible.svg' }, alt: 'Audible', width: 320, height: 200 },
    fixedValues: [],
    physical: null,
    brand: { id: 'audible', name: 'Audible', iframeUrl: null, redirectLink: null, redirectTime: 5, productExternalLink: null },
    redeemData: {
      title: 'Audible Geschenkkarte',
      description: 'Hörbücher für jeden Geschmack.',
      minimumRemainingBalance: eur(0),
      minimumAvailableCustomAmount: eur(5),
      maximumAvailableCustomAmount: eur(1000),
    },
    ...overrides,
  };
}

/** A brand that redeems on its own site (the shop iframe modal). */
export function webShopBrand(overrides: Partial<NonNullable<RedeemProduct['brand']>> = {}): NonNullable<RedeemProduct['brand']> {
  return {
    id: 'modeversand-kleiderschrank',
    name: 'Modeversand Kleiderschrank',
    iframeUrl: 'https://www.modeversand-kleiderschrank.example/shop/',
    redirectLink: 'https://www.modeversand-kleiderschrank.example/gift-card/',
    redirectTime: 5,
    productExternalLink: { title: 'www.modeversand-kleiderschrank.example', url: 'https://www.modeversand-kleiderschrank.example/' },
    ...overrides,
  };
}

type RedeemCardData = RedeemBasket['cards'][number]['card'];

export function redeemBasket(
  options: { balance?: number; shipping?: number; packages?: { id: string; amounts: number[]; title?: string; byPost?: boolean }[]; card?: Partial<RedeemCardData> } = {},
): RedeemBasket {
  const balance = options.balance ?? 200;
  const packages = options.packages ?? [];
  const shipping = options.shipping ?? 0;
  const total = packages.reduce((sum, p) => sum + p.amounts.reduce((a, b) => a + b, 0), 0) + shipping;
  const used = Math.min(balance, total);
  return {
    id: 'basket-1',
    expiresAt: '2026-11-25T12:00:00.000Z',
    // The API's last valid day of a German card bought in 2026 (its expiry: 1 January 2030 00:00 UTC).
    cards: [{ card: { id: 'card-1', maskedNumber: '•••• 4321', balance: eur(balance), lastValidDay: '2029-12-31', status: 'ACTIVE', expired: false, ...options.card }, used: eur(used) }],
    packages: packages.map((p) => ({
      id: p.id,
      mainProductType: 'GIFT_CARD',
      mainProduct: redeemProduct({ title: p.title ?? 'Audible Geschenkkarte' }),
      items: p.amounts.map((amount, i) => ({ qty: 1, variation: { id: `v-${i}`, variationType: p.byPost ? ('PHYSICAL' as const) : ('DIGITAL' as const), price: eur(amount) } })),
      packageTotals: { mainItemAmount: eur(p.amounts.reduce((a, b) => a + b, 0)), mainItemEditable: true },
    })),
    totals: { total: eur(total), shipping: eur(shipping), balance: eur(balance), balanceUsed: eur(used), remainingBalance: eur(balance - used), priceToPay: eur(total - used) },
    // The API's window for cards by post (a Tuesday's order before 17:00: out the same day, 2-4 working days).
    physicalDelivery: packages.some((p) => p.byPost) ? { dispatchDate: '2026-11-24', from: '2026-11-26', to: '2026-11-30' } : null,
  };
}

export function redeemOrder(overrides: Partial<RedeemOrder> = {}): RedeemOrder {
  const basket = redeemBasket({ packages: [{ id: 'p1', amounts: [150, 25] }, { id: 'p2', amounts: [50], title: 'Xbox Geschenkkarte' }] });
  return {
    id: 'order-1',
    orderNumber: '60-261125-RABCDEF',
    status: 'COMPLETED',
    canRetry: false,
    remainingBalance: eur(0),
    totals: { total: eur(225), paidWithGiftCards: eur(200), priceToPay: eur(25) },
    giftCardPayments: [{ card: basket.cards[0]?.card as RedeemBasket['cards'][number]['card'], used: eur(200) }],
    shipments: [
      {
        id: 's1',
        deliveryDate: '2026-11-25T13:00:00.000Z',
        formattedDeliveryDate: '25.11.2026',
        deliveryAddress: { firstName: 'Rita', lastName: 'Roth', email: 'rita@example.com', postCode: null, houseNumber: null, suffix: null, street: null, city: null },
        packages: basket.packages,
      },
    ],
    billingAddress: { firstName: 'Rita', lastName: 'Roth', email: 'rita@example.com' },
    payment: { id: 'pay-1', method: 'card', status: 'AUTHORISED' },
    ...overrides,
  };
}
