import { graphql } from '../graphql/__generated__';

/**
 * GraphQL fragments the catalogue's documents share: a document spreads them by name and the generated
 * document carries their definitions (pnpm codegen). Their generated types name the shapes components
 * take (common/types.ts).
 */

export const IMAGE_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueImage on Image { alt width height url { href type } }
`);

export const PRODUCT_CARD_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueProductCard on Product {
    id title heroTitle path slug productType showShadow backgroundColor
    image { ...CatalogueImage }
    priceRange { min { value currency } max { value } }
  }
`);

/** ContentBlock.backgroundColor is nullable while Product's is not: aliased so both fit one selection. */
export const CONTENT_BLOCK_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueContentBlock on ContentBlock {
    id blockType title description showHand referencedPath
    blockColor: backgroundColor
    cardImage { ...CatalogueImage }
    backgroundImage { ...CatalogueImage }
    link { href type }
  }
`);

export const PAGE_METADATA_FRAGMENT = graphql(/* GraphQL */ `
  fragment CataloguePageMetadata on PageMetadata { path title description keywords noindex nofollow }
`);

export const CATEGORY_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueCategory on Category {
    id title description slug path term productCount backgroundColor
    icon { ...CatalogueImage }
  }
`);

export const OCCASION_CARD_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueOccasionCard on Occasion {
    id title heroTitle description backgroundColor path slug
    image { ...CatalogueImage }
  }
`);

