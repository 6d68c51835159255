import {
  BUSINESS_QUOTE_FRAGMENT,
  ImpressionList,
  MODAL_CLOSE_ANIMATION_MS,
  type RemotePageProps,
  type TrackedList,
  toTrackedItem,
  trackSelectItem,
  useFormatMoney,
  useImpressionRef,
  useClientActive,
  useLocation,
  usePageMeta,
  useStorefront,
} from '@shop/shared';
import { type QuoteLine, telHref, widestWholeRange } from '@shop/shared/validation';
import { type CSSProperties, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { ContentRoot } from '../ContentRoot';
import { BusinessSkeleton } from '../common/ContentSkeleton';
import type { ContentBusinessPageQuery } from '../graphql/__generated__/graphql';
import { BusinessProductModal } from './BusinessProductModal';
import { BusinessQuoteForm, emptyLine } from './BusinessQuoteForm';
import { BUSINESS_PAGE_QUERY } from './business-query';
import { addLine, amountRanges, type BusinessProduct, type DraftLine, type LineIssue, requestableProducts } from './quote-lines';

/**
 * The business page (spec §2 business form page, /unternehmen/:product?/, /zakelijk/:product?/): a
 * company requests a quote for gift cards in numbers. Two versions by the storefront's
 * `businessPageVersion`: 1 puts the quote form first (lines with a gift card select), 2 is a business
 * catalogue (hero, selling points, brands, volume prices, the gift cards) whose cards open the
 * business product form in a modal that adds lines to the quote form below. A product slug in the
 * address preselects that card (version 1) or opens its modal (version 2); an unknown one is ignored.
 */
/** The catalogue of version 2 opens with its first cards; the shopper asks for the rest (a long grid hides the quote form). */
const CARDS_SHOWN_FIRST = 12;

export default function BusinessPage({ params }: RemotePageProps) {
  return (
    <ContentRoot withForm>
      <Business slug={params.product} />
    </ContentRoot>
  );
}

type PageData = ContentBusinessPageQuery;
type VolumePrice = PageData['businessVolumePrices'][number];

/** The business page's cards as a tracked list placement (spec §9). */
const BUSINESS_LIST: TrackedList = { id: 'business_page', name: 'Business page' };

/** Scrolls a section's heading into view and gives it the focus (motion only when the visitor allows it). */
function goTo(heading: HTMLElement | null) {
  if (!heading) return;
  const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

function Business({ slug }: { slug: string | undefined }) {
  const intl = useIntl();
  const { config } = useStorefront();
  const id = useId();
  const version = config.featureToggles.businessPageVersion === 2 ? 2 : 1;
  const [result] = useQuery({ query: BUSINESS_PAGE_QUERY });
  const title = intl.formatMessage({ id: 'content.business.title', defaultMessage: 'Gift cards for companies' });
  usePageMeta(
    {
      title,
      description: intl.formatMessage({
        id: 'content.business.description',
        defaultMessage: 'Gift cards for your employees and customers: volume prices, payment on invoice and one contact person. Request a quote.',
      }),
    },
    'content:business',
  );

  const items = result.data?.products.items;
  const products = useMemo(() => requestableProducts(items ?? [], config.key), [items, config.key]);
  const [lines, setLines] = useState<DraftLine[]>(() => (version === 1 ? [emptyLine()] : []));
  const [modal, setModal] = useState<{ product: BusinessProduct | null; open: boolean; opening: number }>({ product: null, open: false, opening: 0 });
  const [added, setAdded] = useState('');
  const [showAllCards, setShowAllCards] = useState(false);
  // Spec §4: a button is disabled until the client is active (a click before hydration would be lost).
  const clientActive = useClientActive();
  const slugHandled = useRef<string | null>(null);
  const focusTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const cardsHeading = useRef<HTMLHeadingElement>(null);
  const money = useFormatMoney();
  const cardId = useCallback((productId: string) => `${id}-card-${productId}`, [id]);

  const openModal = useCallback(
    (product: BusinessProduct) => {
      // Focus goes back to the card when the modal closes: a card further down must be on the page.
      if (products.findIndex((p) => p.id === product.id) >= CARDS_SHOWN_FIRST) setShowAllCards(true);
      setModal((current) => ({ product, open: true, opening: current.opening + 1 }));
    },
    [products],
  );

  // The product of the address: preselected in the first line (1) or its modal opened (2), once per slug.
  useEffect(() => {
    if (!slug || !items || slugHandled.current === slug) return;
    slugHandled.current = slug;
    const product = products.find((candidate) => candidate.slug === slug);
    if (!product) return;
    if (version === 2) openModal(product);
    else setLines((current) => current.map((line, i) => (i === 0 && !line.productId ? { ...line, productId: product.id } : line)));
  }, [slug, items, products, version, openModal]);

  useEffect(() => () => {
    if (focusTimer.current) clearTimeout(focusTimer.current);
  }, []);

  // The business menu's "Request a quote" (`#quote`): to the form, also when the page opens in the
  // shop's own navigation (the browser only scrolls to a fragment of a page it loads itself).
  const { hash } = useLocation();
  const loaded = !!result.data;
  useEffect(() => {
    if (loaded && hash === `#${BUSINESS_QUOTE_FRAGMENT}`) goTo(formHeading.current);
  }, [loaded, hash]);

  const closeModal = () => {
    const product = modal.product;
    setModal((current) => ({ ...current, open: false }));
    // Back to the card that opened the modal (also when the address opened it), once the dialog has
    // closed: the browser gives the focus back to the opener itself, which this leaves alone.
    if (focusTimer.current) clearTimeout(focusTimer.current);
    focusTimer.current = setTimeout(() => {
      const card = product ? document.getElementById(cardId(product.id)) : null;
      const active = document.activeElement;
      if (card && (!active || active === document.body || active.closest('dialog'))) card.focus();
    }, MODAL_CLOSE_ANIMATION_MS + 20);
  };

  const add = (line: QuoteLine): LineIssue | null => {
    const next = addLine(lines, line);
    if (!next.ok) return next.issue;
    setLines(next.lines);
    const product = products.find((candidate) => candidate.id === line.productId);
    setAdded(
      intl.formatMessage(
        { id: 'content.business.added', defaultMessage: 'Added to your quote request: {quantity} × {title} of {amount}' },
        { quantity: intl.formatNumber(line.quantity), title: product?.title ?? '', amount: money({ value: line.amountPerCardCents / 100, currency: config.currency }, { whole: true }) },
      ),
    );
    return null;
  };

  if (result.fetching && !result.data) {
    return (
      <div className="content-business">
        <h1>{title}</h1>
        <BusinessSkeleton />
      </div>
    );
  }
  const data = result.data;
  if (!data) {
    return (
      <div className="content-business">
        <h1>{title}</h1>
        <p className="content-form-error" role="alert">
          <FormattedMessage id="content.business.unavailable" defaultMessage="The gift cards for companies could not be loaded. Please reload the page." />
        </p>
      </div>
    );
  }

  const quote = (
    <section id={BUSINESS_QUOTE_FRAGMENT} className="content-business-section content-business-quote" aria-labelledby={`${id}-quote`}>
      <h2 id={`${id}-quote`} ref={formHeading} tabIndex={-1}>
        <FormattedMessage id="content.business.quoteTitle" defaultMessage="Request a quote" />
      </h2>
      <p className="content-business-section-lead">
        <FormattedMessage
          id="content.business.quoteLead"
          defaultMessage="Tell us which gift cards you need. Our business team replies by e-mail with a quote; you pay on invoice."
        />
      </p>
      <BusinessQuoteForm version={version} products={products} lines={lines} setLines={setLines} onChooseCards={version === 2 ? () => goTo(cardsHeading.current) : undefined} />
    </section>
  );

  if (version === 1) {
    return (
      <div className="content-business is-form-first">
        <div className="content-business-intro">
          <h1>{title}</h1>
          <p>
            <FormattedMessage
              id="content.business.intro"
              defaultMessage="Order gift cards for your team or your customers: choose the cards, amounts and numbers, and we send you a quote. You pay on invoice."
            />
          </p>
        </div>
        {quote}
        <VolumePrices prices={data.businessVolumePrices} />
        <WhyBusiness contact={data.storeData.businessContact} />
      </div>
    );
  }

  return (
    <div className="content-business is-catalogue">
      <section className="content-business-hero" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{title}</h1>
        <p className="content-business-hero-subtitle">
          <FormattedMessage
            id="content.business.heroSubtitle"
            defaultMessage="Thank your team or your customers with gift cards of the brands they love: digital cards arrive by e-mail within an hour, physical cards ordered before 17:00 leave the same day."
          />
        </p>
        <button type="button" className="shop-button content-business-cta" disabled={!clientActive} onClick={() => goTo(formHeading.current)}>
          <FormattedMessage id="content.business.cta" defaultMessage="Request a quote" />
        </button>
      </section>
      <WhyBusiness contact={data.storeData.businessContact} />
      <Brands logo={data.storeData.businessLogo} products={products} />
      <VolumePrices prices={data.businessVolumePrices} />
      <section className="content-business-section" aria-labelledby={`${id}-cards`}>
        <h2 id={`${id}-cards`} ref={cardsHeading} tabIndex={-1}>
          <FormattedMessage id="content.business.cardsTitle" defaultMessage="Choose gift cards" />
        </h2>
        <p className="content-business-section-lead">
          <FormattedMessage id="content.business.cardsLead" defaultMessage="Choose a card, enter the amount per card and the number of cards, and add it to your quote request." />
        </p>
        <p className="content-business-status" role="status">
          {added}
        </p>
        <ImpressionList list={BUSINESS_LIST}>
          <ul className="content-business-cards" aria-labelledby={`${id}-cards`} id={`${id}-card-list`}>
            {(showAllCards ? products : products.slice(0, CARDS_SHOWN_FIRST)).map((product, index) => (
              <BusinessCard key={product.id} id={cardId(product.id)} product={product} index={index} onChoose={() => openModal(product)} />
            ))}
          </ul>
        </ImpressionList>
        {!showAllCards && products.length > CARDS_SHOWN_FIRST && (
          <button type="button" className="shop-button is-secondary content-business-more" aria-controls={`${id}-card-list`} disabled={!clientActive} onClick={() => setShowAllCards(true)}>
            <FormattedMessage id="content.business.showAllCards" defaultMessage="Show all {count} gift cards" values={{ count: products.length }} />
          </button>
        )}
      </section>
      {quote}
      <BusinessProductModal product={modal.product} open={modal.open} opening={modal.opening} onClose={closeModal} onAdd={add} />
    </div>
  );
}

/** One gift card of the business catalogue: opens its form in the modal. */
function BusinessCard({ id, product, index, onChoose }: { id: string; product: BusinessProduct; index: number; onChoose(): void }) {
  const intl = useIntl();
  const clientActive = useClientActive();
  const money = useFormatMoney();
  const { config } = useStorefront();
  const item = toTrackedItem(product, { index });
  const ref = useImpressionRef<HTMLLIElement>(item);
  const range = widestWholeRange(amountRanges(product, config.key));
  const style = { '--content-card-color': product.backgroundColor } as CSSProperties;
  return (
    <li className="content-business-card" ref={ref}>
      <button
        type="button"
        id={id}
        disabled={!clientActive}
        className="content-business-card-tile"
        aria-haspopup="dialog"
        onClick={() => {
          trackSelectItem(BUSINESS_LIST, item);
          onChoose();
        }}
      >
        <span className={`content-business-card-art${product.showShadow ? ' has-shadow' : ''}`} style={style}>
          <img src={product.image.url.href} alt="" width={product.image.width} height={product.image.height} loading="lazy" decoding="async" />
        </span>
        <span className="content-business-card-title">{product.title}</span>
        {range && (
          <span className="content-business-card-range">
            {intl.formatMessage(
              { id: 'content.business.amountRange', defaultMessage: 'Between {min} and {max} per card' },
              { min: money({ value: range.min, currency: config.currency }, { whole: true }), max: money({ value: range.max, currency: config.currency }, { whole: true }) },
            )}
          </span>
        )}
      </button>
    </li>
  );
}

/** Why companies order here: the selling points, and the business team as the one contact. */
function WhyBusiness({ contact }: { contact: PageData['storeData']['businessContact'] }) {
  const id = useId();
  const points = [
    {
      title: <FormattedMessage id="content.business.why.invoiceTitle" defaultMessage="Pay on invoice" />,
      text: <FormattedMessage id="content.business.why.invoiceText" defaultMessage="Order as a company and pay by bank transfer on invoice." />,
    },
    {
      title: <FormattedMessage id="content.business.why.personalTitle" defaultMessage="Your logo, your message" />,
      text: (
        <FormattedMessage
          id="content.business.why.personalText"
          defaultMessage="Tell us in your delivery wishes whether the cards should come with a personal message or your logo."
        />
      ),
    },
    {
      title: <FormattedMessage id="content.business.why.volumeTitle" defaultMessage="Volume prices" />,
      text: <FormattedMessage id="content.business.why.volumeText" defaultMessage="The more cards you order, the lower the service fee per card." />,
    },
    {
      title: <FormattedMessage id="content.business.why.contactTitle" defaultMessage="One contact person" />,
      text: <FormattedMessage id="content.business.why.contactText" defaultMessage="Our business team answers your request and your questions by e-mail." />,
    },
  ];
  const phone = telHref(contact.phone);
  return (
    <section className="content-business-section" aria-labelledby={`${id}-why`}>
      <h2 id={`${id}-why`}>
        <FormattedMessage id="content.business.whyTitle" defaultMessage="Why business gift cards from us" />
      </h2>
      <ul className="content-business-why">
        {points.map((point, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={index}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
      {(contact.email || phone) && (
        <p className="content-business-contact" data-testid="content-business-contact">
          <FormattedMessage id="content.business.contact" defaultMessage="Questions first? Our business team:" />{' '}
          {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
          {contact.email && phone && ' · '}
          {phone && <a href={phone}>{contact.phone}</a>}
        </p>
      )}
    </section>
  );
}

/** The storefront's business logo and the brands of the cards a team can choose from. */
function Brands({ logo, products }: { logo: PageData['storeData']['businessLogo']; products: readonly BusinessProduct[] }) {
  const id = useId();
  const brands = products.slice(0, 12);
  return (
    <section className="content-business-section content-business-brands" aria-labelledby={`${id}-brands`}>
      <picture className="content-business-logo">
        <source media="(min-width: 768px)" srcSet={logo.desktop.url.href} width={logo.desktop.width} height={logo.desktop.height} />
        <img src={logo.mobile.url.href} alt={logo.mobile.alt || logo.desktop.alt} width={logo.mobile.width} height={logo.mobile.height} loading="lazy" decoding="async" />
      </picture>
      <h2 id={`${id}-brands`}>
        <FormattedMessage id="content.business.brandsTitle" defaultMessage="Brands your team can choose from" />
      </h2>
      {brands.length > 0 && (
        <ul className="content-business-brand-list">
          {brands.map((product) => (
            <li key={product.id} style={{ background: product.backgroundColor }}>
              <img src={product.image.url.href} alt={product.title} width={product.image.width} height={product.image.height} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The service fee per card by the number of cards (the rows: from one threshold to the next). */
function VolumePrices({ prices }: { prices: readonly VolumePrice[] }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const id = useId();
  if (prices.length === 0) return null;
  return (
    <section className="content-business-section" aria-labelledby={`${id}-prices`}>
      <h2 id={`${id}-prices`}>
        <FormattedMessage id="content.business.pricesTitle" defaultMessage="Volume prices" />
      </h2>
      <div className="content-business-table-wrap">
        <table className="content-business-prices">
          <caption>
            <FormattedMessage
              id="content.business.pricesCaption"
              defaultMessage="Service fee per card by the number of cards you order, on top of the amounts on the cards."
            />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="content.business.pricesQuantity" defaultMessage="Number of cards" />
              </th>
              <th scope="col">
                <FormattedMessage id="content.business.pricesFee" defaultMessage="Service fee per card" />
              </th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price, index) => {
              const next = prices[index + 1];
              const from = intl.formatNumber(price.minQuantity);
              return (
                <tr key={price.minQuantity}>
                  <th scope="row">
                    {next
                      ? intl.formatMessage({ id: 'content.business.pricesRange', defaultMessage: '{from} to {to} cards' }, { from, to: intl.formatNumber(next.minQuantity - 1) })
                      : intl.formatMessage({ id: 'content.business.pricesFrom', defaultMessage: '{from} cards or more' }, { from })}
                  </th>
                  <td>
                    {price.serviceFee.value === 0
                      ? intl.formatMessage({ id: 'content.business.pricesNoFee', defaultMessage: 'No service fee' })
                      : money(price.serviceFee)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
