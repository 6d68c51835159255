import { graphql } from '../graphql/__generated__';
import type { CatalogueProductQuery, CatalogueProductQueryVariables } from '../graphql/__generated__/graphql';

export type { AddGiftCardPackageInput } from '../graphql/__generated__/graphql';
export type ProductData = NonNullable<CatalogueProductQuery['product']>;
export type VariationData = ProductData['variations'][number];
/** What each option costs per card (the basket team's prices, from the API). */
export type OptionPrices = CatalogueProductQuery['cartPrices'];

export const MONEY_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueMoney on Money { value currency cents }
`);

export const PRODUCT_QUERY = graphql(/* GraphQL */ `
  query CatalogueProduct($path: String!) {
    product(path: $path) {
      id title heroTitle description slug path productType showShadow showHand
      backgroundColor foregroundColor isChoiceCard inStock registeredShipping hasLocations
      validity { kind years }
      brand { id name webShop { title url } }
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
      registeredThreshold { ...CatalogueMoney }
    }
  }
`).toString();

/**
 * PRODUCT_QUERY's variables for the product at `path` (the page's path: the API finds a product by its
 * path in any language of the storefront, with the prefix). The page and the route's loader both build
 * them here: the loader's answer is only the page's if the variables are the same.
 */
export function productPageVariables(path: string): CatalogueProductQueryVariables {
  return { path };
}

/**
 * Hands a package to the basket (the basket team's cart API). The input carries what the shopper
 * chose on the product page; amounts travel as integer cents like every price in the API, and a
 * personal message follows the @shop/shared personal-message rule. Its answer carries the badge's slim
 * cart, passed on in catalogue:cards-added, so the badge needs no second request.
 */
export const ADD_GIFT_CARD_PACKAGE_MUTATION = graphql(/* GraphQL */ `
  mutation AddGiftCardPackage($input: AddGiftCardPackageInput!) {
    addGiftCardPackage(input: $input) {
      order {
        id
        totals { grandTotal { value currency } }
        slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } }
      }
      packageId
      errors { message code referencedRequestParameter }
    }
  }
`).toString();
