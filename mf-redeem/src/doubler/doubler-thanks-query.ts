/**
 * The thank-you page's product (the entered card's, optional in the path: /verdoppler/danke/{product}/)
 * is asked for by the path's slug: `product(path:)` takes a slug too, in the page's language, as the
 * page status checks it. The page and its route's loader ask with these variables; null: the path
 * names no product, there is nothing to ask.
 */
export function doublerProductVariables(productSlug: string | null | undefined): { path: string } | null {
  return productSlug ? { path: productSlug } : null;
}
