/**
 * Names for the shapes the catalogue's components take. Each is the generated type of a fragment in
 * common/fragments.ts (pnpm codegen, from the API's schema): a shape changes with its fragment, never by hand.
 */
import type {
  CatalogueCategoryFragment,
  CatalogueContentBlockFragment,
  CatalogueImageFragment,
  CatalogueOccasionCardFragment,
  CataloguePageMetadataFragment,
  CatalogueProductCardFragment,
} from '../graphql/__generated__/graphql';

export type { VariationType } from '../graphql/__generated__/graphql';

export type ImageData = CatalogueImageFragment;
/** A link as the catalogue selects it (`href type`): an image's url, a block's link, a search term's url. */
export type LinkData = ImageData['url'];
/** Spec §3 "Product card". */
export type ProductCardData = CatalogueProductCardFragment;
export type ContentBlockData = CatalogueContentBlockFragment;
export type PageMetadataData = CataloguePageMetadataFragment;
export type CategoryData = CatalogueCategoryFragment;
export type OccasionCardData = CatalogueOccasionCardFragment;
