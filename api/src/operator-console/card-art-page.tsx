/**
 * `/operator/card-art` (ADR 0054): which card picture each brand and product shows, the generated art
 * or artwork the brand supplied. Every operator may look; admins upload a PNG, JPEG or WebP for a
 * brand (every product of the brand, in every storefront) or a product (it wins over its brand's),
 * and go back to the generated art. The upload form is the console's one multipart form; like every
 * form it carries the session's CSRF token and posts to this origin.
 */
import type { BrandCardArt, ProductCardArt, UploadedArt } from '../domains/catalogue/card-art';
import { CARD_ART_LIMITS } from '../domains/catalogue/card-art';
import { Button, ConsoleLayout, CsrfField, Hidden, type Html, Muted, type Notice, PostForm, renderPage, ScrollingTable, type Viewer, can } from './layout';

export const CARD_ART_PATH = '/operator/card-art';
export const CARD_ART_ACTION = '/operator/card-art/actions';
export const cardArtBrandPath = (brandId: string) => `${CARD_ART_PATH}/brands/${encodeURIComponent(brandId)}`;
export const cardArtProductPath = (productId: string) => `${CARD_ART_PATH}/products/${encodeURIComponent(productId)}`;

const TYPE_NAMES: Record<UploadedArt['type'], string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };

/** "Uploaded PNG, 640 × 400, 24 kB" */
export function describeArt(art: UploadedArt): string {
  return `Uploaded ${TYPE_NAMES[art.type]}, ${art.width} × ${art.height}, ${Math.max(1, Math.round(art.bytes / 1024))} kB`;
}

function Limits() {
  const l = CARD_ART_LIMITS;
  return (
    <p id="card-art-rules" className="op-help">
      PNG, JPEG or WebP (judged by the file's content, not its name; never SVG), at most {l.maxBytes / 1024 / 1024} MB, at least {l.minWidth} × {l.minHeight} and at most{' '}
      {l.maxWidth} × {l.maxHeight} pixels, shaped like a card (between {l.minRatio}:1 and {l.maxRatio}:1; it is shown cropped to 16:10). 640 × 400 or more looks sharp on
      the product page.
    </p>
  );
}

/** The upload form of a brand or product (admins only): multipart, with the CSRF field. */
function UploadForm({ viewer, target, id, name }: { viewer: Viewer; target: 'brand' | 'product'; id: string; name: string }) {
  return (
    <form method="post" action={CARD_ART_ACTION} encType="multipart/form-data" className="op-upload" aria-label={`Upload card art for ${name}`}>
      <CsrfField csrf={viewer.csrf} />
      <Hidden name="op" value="upload" />
      <Hidden name="target" value={target} />
      <Hidden name="id" value={id} />
      <div className="op-field">
        <label htmlFor="card-art-file">Picture</label>
        <input id="card-art-file" name="file" type="file" accept="image/png,image/jpeg,image/webp" required aria-describedby="card-art-rules" />
      </div>
      <Limits />
      <button type="submit">
        Upload<span className="op-vh"> the card art of {name}</span>
      </button>
    </form>
  );
}

function RevertForm({ viewer, target, id, name, to }: { viewer: Viewer; target: 'brand' | 'product'; id: string; name: string; to: string }) {
  return (
    <PostForm action={CARD_ART_ACTION} csrf={viewer.csrf} label={`Remove the uploaded card art of ${name}`}>
      <Hidden name="op" value="revert" />
      <Hidden name="target" value={target} />
      <Hidden name="id" value={id} />
      <Button visible={`Use ${to} again`} rest={`for ${name} (removes the uploaded picture)`} danger />
    </PostForm>
  );
}

function Picture({ src, caption, alt }: { src: string; caption: string; alt: string }) {
  return (
    <figure>
      <img className="op-card-art" src={src} alt={alt} width={320} height={200} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export interface CardArtListData {
  query: string;
  brands: BrandCardArt[];
  /** Products with art of their own. */
  ownArt: ProductCardArt[];
  /** The shop's own cards (no brand). */
  shopCards: ProductCardArt[];
}

export function CardArtListPage({ viewer, data, notice }: { viewer: Viewer; data: CardArtListData; notice: Notice | null }) {
  const uploaded = data.brands.filter((b) => b.art).length;
  return (
    <ConsoleLayout title="Card art" current={CARD_ART_PATH} viewer={viewer} notice={notice}>
      <p>
        Every brand's card is drawn from the brand (its name, its colours, a composition and lettering of its own), the same in every storefront. When a brand
        supplies its own artwork, {can(viewer, 'admin') ? 'upload it on the brand’s page' : 'an admin uploads it'}: all the brand's products show it in every
        storefront, until someone goes back to the generated art. A product can have a picture of its own, which wins over its brand's.
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: the search form itself carries the landmark. */}
      <form method="get" action={CARD_ART_PATH} className="op-filters" role="search" aria-label="Find brands">
        <div className="op-field">
          <label htmlFor="card-art-q">Brand name</label>
          <input id="card-art-q" name="q" type="search" defaultValue={data.query} maxLength={100} autoComplete="off" />
        </div>
        <button type="submit">Find</button>
      </form>
      <ScrollingTable labelId="card-art-brands">
        <table>
          <caption id="card-art-brands">
            {data.brands.length} brand{data.brands.length === 1 ? '' : 's'}
            {data.query ? ` matching “${data.query}”` : ''}, {uploaded} with uploaded art
          </caption>
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Card</th>
              <th scope="col">Art</th>
              <th scope="col">Products</th>
            </tr>
          </thead>
          <tbody>
            {data.brands.map((brand) => (
              <tr key={brand.id}>
                <th scope="row">
                  <a href={cardArtBrandPath(brand.id)}>{brand.name}</a>
                </th>
                <td>
                  {brand.art || brand.generatedPath ? (
                    <img className="op-card-thumb" src={brand.art?.path ?? (brand.generatedPath as string)} alt="" width={96} height={60} loading="lazy" />
                  ) : (
                    <Muted>none</Muted>
                  )}
                </td>
                <td>{brand.art ? describeArt(brand.art) : <Muted>generated</Muted>}</td>
                <td>
                  {brand.products} in {brand.storefronts} storefront{brand.storefronts === 1 ? '' : 's'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      <ProductTable id="card-art-own" caption="Products with art of their own" products={data.ownArt} empty="No product has art of its own." />
      <ProductTable id="card-art-shop" caption="The shop's own cards (no brand: their art is the product's own)" products={data.shopCards} empty="None." />
    </ConsoleLayout>
  );
}

function ProductTable({ id, caption, products, empty }: { id: string; caption: string; products: ProductCardArt[]; empty: string }) {
  return (
    <>
      <h2 id={`${id}-heading`}>{caption}</h2>
      {products.length ? (
        <ScrollingTable labelId={`${id}-heading`}>
          <table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Storefront</th>
                <th scope="col">Card</th>
                <th scope="col">Art</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <a href={cardArtProductPath(p.id)}>{p.title}</a>
                  </th>
                  <td>{p.storefrontKey}</td>
                  <td>
                    <img className="op-card-thumb" src={p.shownPath} alt="" width={96} height={60} loading="lazy" />
                  </td>
                  <td>{p.own ? describeArt(p.own) : p.brandArt ? `Its brand's: ${describeArt(p.brandArt)}` : <Muted>generated</Muted>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : (
        <p>{empty}</p>
      )}
    </>
  );
}

export function CardArtBrandPage({ viewer, brand, products, notice }: { viewer: Viewer; brand: BrandCardArt; products: ProductCardArt[]; notice: Notice | null }) {
  return (
    <ConsoleLayout title={`Card art: ${brand.name}`} current={CARD_ART_PATH} viewer={viewer} notice={notice}>
      <p>
        <a href={CARD_ART_PATH}>All brands</a>
      </p>
      <div className="op-card-pair">
        {brand.art ? <Picture src={brand.art.path} caption={`Shown: ${describeArt(brand.art)}`} alt={`The uploaded card art of ${brand.name}`} /> : null}
        {brand.generatedPath ? (
          <Picture src={brand.generatedPath} caption={brand.art ? 'The generated art (not shown)' : 'Shown: the generated art'} alt={`The generated card art of ${brand.name}`} />
        ) : null}
      </div>
      <p>
        {brand.art
          ? `Every product of ${brand.name} shows the uploaded picture in every storefront, unless it has a picture of its own.`
          : `Every product of ${brand.name} shows the generated art, drawn from the brand's name and colours, the same in every storefront.`}
      </p>
      {can(viewer, 'admin') ? (
        <>
          <h2>{brand.art ? 'Replace the uploaded picture' : 'Upload the brand’s own artwork'}</h2>
          <UploadForm viewer={viewer} target="brand" id={brand.id} name={brand.name} />
          {brand.art ? <RevertForm viewer={viewer} target="brand" id={brand.id} name={brand.name} to="the generated art" /> : null}
        </>
      ) : null}
      <ScrollingTable labelId="card-art-products">
        <table>
          <caption id="card-art-products">
            Its products ({products.length}) in every storefront
          </caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Storefront</th>
              <th scope="col">Shows</th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <a href={cardArtProductPath(p.id)}>{p.title}</a>
                </th>
                <td>{p.storefrontKey}</td>
                <td>{p.own ? `Its own: ${describeArt(p.own)}` : p.brandArt ? 'The brand’s upload' : <Muted>the generated art</Muted>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </ConsoleLayout>
  );
}

export function CardArtProductPage({ viewer, product, notice }: { viewer: Viewer; product: ProductCardArt; notice: Notice | null }) {
  const fallback = product.brandArt ? `its brand’s picture` : 'the generated art';
  return (
    <ConsoleLayout title={`Card art: ${product.title} (${product.storefrontKey})`} current={CARD_ART_PATH} viewer={viewer} notice={notice}>
      <p>
        <a href={CARD_ART_PATH}>All brands</a>
        {product.brandId ? (
          <>
            {' · '}
            <a href={cardArtBrandPath(product.brandId)}>{product.brandName ?? product.brandId}</a>
          </>
        ) : null}
      </p>
      {product.retired ? <p>This product is retired: it is no longer sold.</p> : null}
      <div className="op-card-pair">
        <Picture src={product.shownPath} caption={product.own ? `Shown: ${describeArt(product.own)}` : product.brandArt ? `Shown: the brand’s picture (${describeArt(product.brandArt)})` : 'Shown: the generated art'} alt={`The card art of ${product.title}`} />
        {product.own || product.brandArt ? <Picture src={product.generatedPath} caption="The generated art" alt={`The generated card art of ${product.title}`} /> : null}
      </div>
      {can(viewer, 'admin') ? (
        <>
          <h2>{product.own ? 'Replace this product’s picture' : 'Upload a picture for this product only'}</h2>
          <UploadForm viewer={viewer} target="product" id={product.id} name={product.title} />
          {product.own ? <RevertForm viewer={viewer} target="product" id={product.id} name={product.title} to={fallback} /> : null}
        </>
      ) : null}
    </ConsoleLayout>
  );
}

export const cardArtListPage = (viewer: Viewer, data: CardArtListData, notice: Notice | null): Html => renderPage(<CardArtListPage viewer={viewer} data={data} notice={notice} />);
export const cardArtBrandPage = (viewer: Viewer, brand: BrandCardArt, products: ProductCardArt[], notice: Notice | null): Html =>
  renderPage(<CardArtBrandPage viewer={viewer} brand={brand} products={products} notice={notice} />);
export const cardArtProductPage = (viewer: Viewer, product: ProductCardArt, notice: Notice | null): Html => renderPage(<CardArtProductPage viewer={viewer} product={product} notice={notice} />);
