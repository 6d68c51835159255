import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DESKTOP_QUERY, ShopLink, useMediaQuery, useStorefront } from '@shop/shared';
import { useMenuCategories } from './categories-query';

/** Spec §4/§9: on mobile the menu lists 6 categories until "View all categories" is pressed. */
export const MOBILE_CATEGORY_COUNT = 6;

export interface HeaderMenuOverlayProps {
  open: boolean;
  onClose(): void;
  onOpenCountryModal(): void;
  id: string;
}

/**
 * The header menu overlay (spec §2 "Header behaviour", §4 "Category menu"): category tabs; on desktop
 * hovering a tab shows its top products and clicking goes to the category; on small screens the
 * category list plus the footer list (redeem, choice card, business, support, language). Escape closes.
 */
export function HeaderMenuOverlay({ open, onClose, onOpenCountryModal, id }: HeaderMenuOverlayProps) {
  const intl = useIntl();
  const { config } = useStorefront();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const categories = useMenuCategories(open);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  useEffect(() => {
    if (!open) setShowAll(false);
  }, [open]);

  if (!open) return null;
  const active = categories?.find((c) => c.id === activeId) ?? categories?.[0] ?? null;
  const visible = desktop || showAll ? categories : categories?.slice(0, MOBILE_CATEGORY_COUNT);

  return (
    <div className="shell-menu-overlay" id={id} ref={panel} data-testid="header-menu">
      <div className="shell-menu-panel">
        {categories === null ? (
          <p className="shell-menu-loading" role="status">
            <FormattedMessage id="shell.loading" defaultMessage="Loading…" />
          </p>
        ) : (
          <div className="shell-menu-columns">
            <ul className="shell-menu-tabs" aria-label={intl.formatMessage({ id: 'shell.menu.categories', defaultMessage: 'Categories' })}>
              {visible?.map((category) => (
                <li key={category.id}>
                  <ShopLink
                    to="category"
                    params={{ url: category.slug }}
                    className={`shell-menu-tab${category.id === active?.id ? ' is-active' : ''}`}
                    onMouseEnter={() => setActiveId(category.id)}
                    onFocus={() => setActiveId(category.id)}
                    onClick={onClose}
                  >
                    <img src={category.icon.url.href} alt="" width={24} height={24} loading="lazy" />
                    {category.title}
                  </ShopLink>
                </li>
              ))}
              {!desktop && !showAll && (categories?.length ?? 0) > MOBILE_CATEGORY_COUNT && (
                <li>
                  <button type="button" className="shell-menu-more" onClick={() => setShowAll(true)}>
                    <FormattedMessage id="shell.menu.viewAll" defaultMessage="View all categories" />
                  </button>
                </li>
              )}
            </ul>
            {desktop && active && (
              <section className="shell-menu-toplist" aria-label={active.title}>
                <h2>{active.title}</h2>
                <ul>
                  {active.topList.map((product) => (
                    <li key={product.id}>
                      <ShopLink to="productDetail" params={{ product: product.slug }} onClick={onClose}>
                        <img src={product.image.url.href} alt="" width={120} height={76} loading="lazy" style={{ background: product.backgroundColor }} />
                        <span>{product.title}</span>
                      </ShopLink>
                    </li>
                  ))}
                </ul>
                <ShopLink to="category" params={{ url: active.slug }} className="shell-menu-all" onClick={onClose}>
                  <FormattedMessage
                    id="shell.menu.allInCategory"
                    defaultMessage="All {count} gift cards in {category}"
                    values={{ count: active.productCount, category: active.title }}
                  />
                </ShopLink>
              </section>
            )}
          </div>
        )}
        {!desktop && (
          <ul className="shell-menu-footer-list">
            <li>
              <ShopLink to="balanceCheck" onClick={onClose}>
                <FormattedMessage id="shell.nav.balanceCheck" defaultMessage="Check balance" />
              </ShopLink>
            </li>
            {config.featureToggles.hasChoiceCard && (
              <li>
                <ShopLink to="allInOneCard" onClick={onClose}>
                  <FormattedMessage id="shell.nav.choiceCard" defaultMessage="Choice gift card" />
                </ShopLink>
              </li>
            )}
            {config.featureToggles.businessMenu && (
              <li>
                <ShopLink to="business" onClick={onClose}>
                  <FormattedMessage id="shell.nav.business" defaultMessage="Business" />
                </ShopLink>
              </li>
            )}
            <li>
              <ShopLink to="contact" onClick={onClose}>
                <FormattedMessage id="shell.nav.support" defaultMessage="Customer support" />
              </ShopLink>
            </li>
            {config.featureToggles.languageSwitcher && (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    onOpenCountryModal();
                  }}
                >
                  <FormattedMessage id="shell.nav.language" defaultMessage="Country and language" />
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
