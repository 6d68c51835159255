import { CatalogueRoot } from '../CatalogueRoot';
import { productPageMessages } from './messages';
import { ProductView } from './ProductView';
import { type RemotePageProps, useLocation } from '@shop/shared';

/** Spec §2 product page `/geschenkkarten/{product}/` (NL `/cadeaubonnen/{product}/`). */
export default function ProductPage(_props: RemotePageProps) {
  const { pathname } = useLocation();
  return (
    <CatalogueRoot messages={productPageMessages}>
      {/* The API finds a product by its path in any language of the storefront (with the prefix). */}
      <ProductView path={pathname} owner="productDetail" />
    </CatalogueRoot>
  );
}
