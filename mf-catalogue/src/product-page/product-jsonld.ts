import type { ProductData } from './product-query';

/** schema.org Product with an AggregateOffer over the variations' amounts (spec issue 5 §7 SEO). */
export function productJsonLd(product: ProductData, origin: string): string {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);
  const offered = product.variations.filter((v) => v.inStock);
  const pool = offered.length ? offered : product.variations;
  const prices = pool.flatMap((v) => (v.hasFixedPrices ? v.pricesToShow.map((p) => p.value) : [v.minPrice.value, v.maxPrice.value]));
  const currency = pool[0]?.price.currency;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: absolute(product.image.url.href),
    url: absolute(product.path),
    sku: pool[0]?.sku,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.categories[0] ? { category: product.categories[0].title } : {}),
  };
  if (prices.length && currency) {
    data.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: currency,
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: pool.length,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: absolute(product.path),
    };
  }
  return JSON.stringify(data);
}
