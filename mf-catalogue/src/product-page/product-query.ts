import { IMAGE_FRAGMENT, PAGE_METADATA_FRAGMENT, PRODUCT_CARD_FRAGMENT } from '../common/fragments';
import type { ImageData, Money, PageMetadataData, ProductCardData, ProductType, VariationType } from '../common/types';

export const PRODUCT_QUERY = /* GraphQL */ `
  query CatalogueProduct($path: String!) {
    product(path: $path) {
      id title heroTitle description slug path productType showShadow showHand
      backgroundColor foregroundColor isChoiceCard inStock registeredShipping hasLocations
      brand { id name }
      image { ...CatalogueImage }
      orderLimits { maxQuantity maxTotal { ...CatalogueMoney } }
      variations {
        id title sku variationType inStock hasFixedPrices
        price { ...CatalogueMoney }
        pricesToShow { ...CatalogueMoney }
        minPrice { ...CatalogueMoney }
        maxPrice { ...CatalogueMoney }
      }
      categories { id title slug topList(limit: 5) { ...CatalogueProductCard } }
      metadata { ...CataloguePageMetadata }
    }
    cartPrices {
      giftPacking { ...CatalogueMoney }
      wrapper { ...CatalogueMoney }
      digitalWrapper { ...CatalogueMoney }
      personalMessage { ...CatalogueMoney }
    }
  }
  fragment CatalogueMoney on Money { value currency cents }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PAGE_METADATA_FRAGMENT}
`;

export interface VariationData {
  id: string;
  title: string;
  sku: string;
  variationType: VariationType;
  inStock: boolean;
  hasFixedPrices: boolean;
  price: Money;
  pricesToShow: Money[];
  minPrice: Money;
  maxPrice: Money;
}

export interface ProductData {
  id: string;
  title: string;
  heroTitle: string;
  description: string;
  slug: string;
  path: string;
  productType: ProductType;
  showShadow: boolean;
  showHand: boolean;
  backgroundColor: string;
  foregroundColor: string;
  isChoiceCard: boolean;
  inStock: boolean;
  registeredShipping: boolean;
  hasLocations: boolean;
  brand: { id: string; name: string } | null;
  image: ImageData;
  orderLimits: { maxQuantity: number | null; maxTotal: Money | null };
  variations: VariationData[];
  categories: { id: string; title: string; slug: string; topList: ProductCardData[] }[];
  metadata: PageMetadataData | null;
}

/** What each option costs per card (the basket team's prices, from the API). */
export interface OptionPrices {
  giftPacking: Money;
  wrapper: Money;
  digitalWrapper: Money;
  personalMessage: Money;
}

export interface ProductQueryData {
  product: ProductData | null;
  cartPrices?: OptionPrices | null;
}

/**
 * Hands a package to the basket (the basket team's cart API). The input carries what the shopper
 * chose on the product page; amounts travel as integer cents like every price in the API.
 *
 *   input AddGiftCardPackageInput {
 *     productId: ID!            variationId: ID!          variationType: VariationType!
 *     amountCents: Int!         quantity: Int!
 *     giftPacking: Boolean!     wrapper: VariationType    # PHYSICAL / DIGITAL wrapper, null = none
 *     personalMessage: String   # 1–150 characters, no emoji (@shop/shared personal-message rule)
 *   }
 *   type AddGiftCardPackagePayload { order: { id, totals { grandTotal { value currency } } }, packageId, errors: [ErrorEntry!]! }
 */
export const ADD_GIFT_CARD_PACKAGE_MUTATION = /* GraphQL */ `
  mutation AddGiftCardPackage($input: AddGiftCardPackageInput!) {
    addGiftCardPackage(input: $input) {
      order { id totals { grandTotal { value currency } } }
      packageId
      errors { message code referencedRequestParameter }
    }
  }
`;

export interface AddGiftCardPackageInput {
  productId: string;
  variationId: string;
  variationType: VariationType;
  amountCents: number;
  quantity: number;
  giftPacking: boolean;
  wrapper: VariationType | null;
  personalMessage: string | null;
}

export interface AddGiftCardPackageData {
  addGiftCardPackage: {
    order: { id: string; totals: { grandTotal: { value: number; currency: string } } } | null;
    packageId: string | null;
    errors: { message: string; code: number; referencedRequestParameter: string | null }[];
  } | null;
}
