import { type RemotePageProps, ShopLink, usePageMeta } from '@shop/shared';
import { SkeletonGrid } from '@shop/shared/skeleton';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { RedeemRoot } from '../RedeemRoot';
import { RedeemBackLink } from '../common/RedeemBackLink';
import { RedeemBasketPanel } from '../common/RedeemBasketPanel';
import { RedeemShopBar } from './RedeemShopBar';
import { RedeemCards } from '../common/RedeemCards';
import { RedeemSkeleton } from '../common/RedeemSkeleton';
import { ResetRedeem } from '../common/ResetRedeem';
import { RedeemUnavailable } from '../common/RedeemUnavailable';
import { REDEEM_CATEGORIES_QUERY, REDEEM_PAGE_QUERY, REDEEM_PRODUCTS_QUERY, type RedeemBasket, type RedeemProduct } from '../common/redeem-documents';
import { useRedeem } from '../common/use-redeem';
import { RedeemProductDialog } from './RedeemProductDialog';

/** Spec §9 products per page. */
export const REDEEM_PRODUCTS_PER_PAGE = 16;
/** Spec §4 search debounce. */
const SEARCH_DEBOUNCE_MS = 200;
const NO_PRODUCTS: RedeemProduct[] = [];

/**
 * The redeem shop (spec §2 /guthaben-pruefen/ergebnisse/, NL /saldocheck/inwisselen/) and a company's
 * redeem business shop (…/{pageId}/): the cards to redeem into, a search, paging, and the running
 * basket of the visitor's redeem.
 */
export default function RedeemShopPage({ params, routeKey }: RemotePageProps) {
  return (
    <RedeemRoot>
      <RedeemShop pageId={routeKey === 'redeemBusinessShop' ? (params.pageId ?? null) : null} page={Number(params.page ?? 1) || 1} />
    </RedeemRoot>
  );
}

function RedeemShop({ pageId, page }: { pageId: string | null; page: number }) {
  const intl = useIntl();
  const ids = useId();
  const redeem = useRedeem();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RedeemProduct | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [category, setCategory] = useState('');
  const [categories] = useQuery({ query: REDEEM_CATEGORIES_QUERY, variables: {} });
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // A search or a filter starts at its first page (the path's page numbers page the whole shop).
  const narrowed = search !== '' || category !== '';
  const variables = useMemo(
    () => ({
      pageId,
      search: search || null,
      filterByTaxonomy: category ? [{ collection: 'cb_api_giftcard_categories' as const, terms: [category] }] : null,
      paging: { itemsPerPage: REDEEM_PRODUCTS_PER_PAGE, pageNumber: narrowed ? 1 : page },
    }),
    [pageId, search, category, narrowed, page],
  );
  const [products] = useQuery({ query: REDEEM_PRODUCTS_QUERY, variables });
  const [company] = useQuery({ query: REDEEM_PAGE_QUERY, variables: { pageId: pageId ?? '' }, pause: !pageId });
  const companyPage = company.data?.redeemPage ?? null;
  const title = companyPage?.title ?? intl.formatMessage({ id: 'redeem.shop.title', defaultMessage: 'Choose your gift cards' });
  usePageMeta({ title, noindex: true }, 'redeem:shop');

  const list = products.data?.redeemProducts;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.itemsPerPage)) : 1;
  const basket = redeem.state.phase === 'open' ? redeem.state.basket : null;
  const key = pageId ? 'redeemBusinessShop' : 'redeemShop';
  const pageParams = (n: number) => ({ ...(pageId ? { pageId } : {}), ...(n > 1 ? { page: n } : {}) });

  return (
    <div className="redeem-shop">
      <RedeemBackLink />
      <header className="redeem-shop-header">
        {companyPage && (
          <img className="redeem-company-logo" src={companyPage.logo.url.href} alt={companyPage.logo.alt} width={companyPage.logo.width} height={companyPage.logo.height} />
        )}
        <h1>{title}</h1>
        {companyPage && (
          <p>
            {companyPage.intro}{' '}
            <ShopLink to="redeemInfo" params={{ pageId: companyPage.pageId }}>
              <FormattedMessage id="redeem.shop.moreInfo" defaultMessage="More information" />
            </ShopLink>
          </p>
        )}
      </header>
      {redeem.state.phase === 'unavailable' ? (
        // Spec §8 "redeem data unavailable" (expired, ended, or a link's unknown redeem): not an empty shop.
        <RedeemUnavailable />
      ) : (
        <div className="redeem-shop-layout">
          <div className="redeem-shop-main">
            {redeem.state.phase === 'none' && (
              <p className="redeem-notice" role="status" data-testid="redeem-no-redeem">
                <FormattedMessage id="redeem.shop.checkFirst" defaultMessage="Check your card's balance first, then choose here what you want for it." />{' '}
                <ShopLink to="balanceCheck">
                  <FormattedMessage id="redeem.shop.checkLink" defaultMessage="Check balance" />
                </ShopLink>
              </p>
            )}
            <div className="shop-field redeem-search">
              <label htmlFor={`${ids}-search`}>
                <FormattedMessage id="redeem.shop.search" defaultMessage="Search gift cards" />
              </label>
              <input id={`${ids}-search`} type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
            </div>
            {!pageId && (categories.data?.categories.length ?? 0) > 0 && (
              <div className="shop-field redeem-search">
                <label htmlFor={`${ids}-category`}>
                  <FormattedMessage id="redeem.shop.category" defaultMessage="Category" />
                </label>
                <select id={`${ids}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
                  <option value="">{intl.formatMessage({ id: 'redeem.shop.allCategories', defaultMessage: 'All categories' })}</option>
                  {categories.data?.categories.map((c) => (
                    <option key={c.id} value={c.term}>
                      {c.title}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {list && (
              <p className="redeem-shop-count" role="status">
                <FormattedMessage id="redeem.shop.count" defaultMessage="{count, plural, one {# gift card} other {# gift cards}}" values={{ count: list.total }} />
              </p>
            )}
            {list && list.items.length === 0 && (
              <p>
                <FormattedMessage id="redeem.shop.noResults" defaultMessage="Oh no! No results found. Check the spelling or try a different search term." />
              </p>
            )}
            {!list && products.fetching && (
              // A page of cards on its way, in the product grid's own columns (picture and name each).
              <RedeemSkeleton testId="redeem-products-skeleton">
                <SkeletonGrid count={REDEEM_PRODUCTS_PER_PAGE} className="redeem-products" media="8 / 5" lines={1} />
              </RedeemSkeleton>
            )}
            <RedeemProductTiles items={list?.items ?? NO_PRODUCTS} choosable={basket !== null} onChoose={setChosen} />
            {!narrowed && pages > 1 && (
              <nav className="redeem-paging" aria-label={intl.formatMessage({ id: 'redeem.shop.paging', defaultMessage: 'Pages' })}>
                {page > 1 && (
                  <ShopLink to={key} params={pageParams(page - 1)} rel="prev">
                    <FormattedMessage id="redeem.shop.previous" defaultMessage="Previous" />
                  </ShopLink>
                )}
                <span>
                  <FormattedMessage id="redeem.shop.pageOf" defaultMessage="Page {page} of {pages}" values={{ page, pages }} />
                </span>
                {page < pages && (
                  <ShopLink to={key} params={pageParams(page + 1)} rel="next">
                    <FormattedMessage id="redeem.shop.next" defaultMessage="Next" />
                  </ShopLink>
                )}
              </nav>
            )}
          </div>
          {basket && <RedeemShopAside basket={basket} added={added} onRemove={redeem.removePackage} onReset={redeem.reset} />}
        </div>
      )}
      <RedeemProductDialog
        product={chosen}
        remainingBalance={basket?.totals.remainingBalance ?? null}
        onClose={() => setChosen(null)}
        onChoose={async (product, amountCents, variationType) => {
          const outcome = await redeem.addPackage({ productId: product.id, amountCents, variationType });
          if (outcome.ok) setAdded(product.title);
          return outcome.ok ? [] : outcome.errors;
        }}
      />
    </div>
  );
}

/**
 * The cards to choose from. `memo`, like the aside below: choosing a card opens its dialog, and that
 * render should not redo the page's tiles and basket (issue 37: INP of "choose a redeem card").
 */
const RedeemProductTiles = memo(function RedeemProductTiles({
  items,
  choosable,
  onChoose,
}: {
  items: RedeemProduct[];
  /** A redeem is open: there is a basket to put a card into. */
  choosable: boolean;
  onChoose(product: RedeemProduct): void;
}) {
  const intl = useIntl();
  return (
    <ul className="redeem-products" data-testid="redeem-products">
      {items.map((product) => (
        <li key={product.id} className="redeem-product">
          <button
            type="button"
            className="redeem-product-tile"
            disabled={!choosable}
            onClick={() => onChoose(product)}
            aria-label={intl.formatMessage({ id: 'redeem.shop.chooseLabel', defaultMessage: 'Choose {name}' }, { name: product.title })}
          >
            <span className="redeem-product-image" style={{ background: product.backgroundColor }}>
              <img src={product.image.url.href} alt="" width={product.image.width} height={product.image.height} loading="lazy" />
            </span>
            <span className="redeem-product-title">{product.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
});

/** The redeem's running basket: the bar with what was just added, the cards, the chosen cards, the reset. */
const RedeemShopAside = memo(function RedeemShopAside({
  basket,
  added,
  onRemove,
  onReset,
}: {
  basket: RedeemBasket;
  added: string | null;
  onRemove(packageId: string): Promise<unknown>;
  onReset(): Promise<void>;
}) {
  return (
    <>
      <RedeemShopBar basket={basket} added={added} />
      <aside className="redeem-shop-aside">
        <RedeemCards basket={basket} />
        <RedeemBasketPanel basket={basket} onRemove={(id) => void onRemove(id)} withCheckoutLink />
        <ResetRedeem onReset={onReset} />
      </aside>
    </>
  );
});

