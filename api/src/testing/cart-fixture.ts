/**
 * A shopper with a cart: one digital card of the first in-stock fixed-price gift card of the default
 * storefront, added over HTTP. For tests that need a real session cookie that owns a cart.
 */
import { SESSION_COOKIE } from '../domains/cart/session';
import { Shopper } from './shopper';
import type { TestServer } from './test-server';

const PRODUCTS = /* GraphQL */ `
  query CartFixtureProducts {
    products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 50 }) {
      items { id variations { id variationType inStock hasFixedPrices pricesToShow { cents } } }
    }
  }
`;

const ADD = /* GraphQL */ `
  mutation CartFixtureAdd($input: AddGiftCardPackageInput!) {
    addGiftCardPackage(input: $input) {
      packageId
      order { id shipments { tag } }
      errors { message code referencedRequestParameter }
    }
  }
`;

interface ProductsData {
  products: {
    items: Array<{ id: string; variations: Array<{ id: string; variationType: string; inStock: boolean; hasFixedPrices: boolean; pricesToShow: Array<{ cents: number }> }> }>;
  };
}

interface AddData {
  addGiftCardPackage: { packageId: string | null; order: { id: string; shipments: Array<{ tag: string }> } | null; errors: unknown[] };
}

export interface CartFixture {
  /** `shop_session=…`, ready for a Cookie header. */
  cookie: string;
  orderId: string;
  packageId: string;
  shipmentTag: string;
}

export async function createCartOwner(shop: TestServer): Promise<CartFixture> {
  const shopper = new Shopper(shop);
  const { products } = await shopper.call<ProductsData>(PRODUCTS);
  for (const product of products.items) {
    const variation = product.variations.find((v) => v.variationType === 'DIGITAL' && v.inStock && v.hasFixedPrices && v.pricesToShow.length);
    if (!variation) continue;
    const input = {
      productId: product.id,
      variationId: variation.id,
      variationType: 'DIGITAL',
      amountCents: variation.pricesToShow[0]?.cents,
      quantity: 1,
      giftPacking: false,
      wrapper: null,
      personalMessage: null,
    };
    const { addGiftCardPackage: added } = await shopper.call<AddData>(ADD, { input });
    const shipmentTag = added.order?.shipments[0]?.tag;
    if (!added.packageId || !added.order || !shipmentTag || !shopper.cookie) continue;
    return { cookie: `${SESSION_COOKIE}=${shopper.cookie}`, orderId: added.order.id, packageId: added.packageId, shipmentTag };
  }
  throw new Error('no fixed-price digital gift card could be added to a cart');
}
