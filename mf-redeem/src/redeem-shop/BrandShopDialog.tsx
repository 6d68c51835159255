import { Modal } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RedeemProduct } from '../common/redeem-documents';

export type RedeemBrand = NonNullable<RedeemProduct['brand']>;

export interface BrandShopDialogProps {
  brand: RedeemBrand;
  open: boolean;
  onClose(): void;
  /** Leaves the shop for the brand's web shop (a prop so tests can watch it; the page uses location.assign). */
  leaveTo?(url: string): void;
}

function leaveSite(url: string) {
  window.location.assign(url);
}

/**
 * The redeem "shop iframe" modal (spec §2 redeem modals, §3 {product}Brand): a brand that redeems
 * on its own site shows its web shop here, framed and sandboxed (the page's CSP frames only the
 * storefront's brand shops). Going over to the shop is the shopper's choice, announced by a
 * countdown of the brand's redirect time that can be stopped (WCAG 2.2.1); an open redeem still
 * asks before the page is left (the leave-site warning), and the redeem stays open for the return.
 */
export function BrandShopDialog({ brand, open, onClose, leaveTo = leaveSite }: BrandShopDialogProps) {
  const intl = useIntl();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const redirectLink = brand.redirectLink;
  const ids = useId();
  const stayButton = useRef<HTMLButtonElement>(null);
  const counting = secondsLeft !== null;

  // The countdown starts with the focus on the way to stop it.
  useEffect(() => {
    if (counting) stayButton.current?.focus();
  }, [counting]);

  useEffect(() => {
    if (secondsLeft === null || !redirectLink) return;
    if (secondsLeft <= 0) {
      setSecondsLeft(null);
      leaveTo(redirectLink);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => (s === null ? null : s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, redirectLink, leaveTo]);

  // Closing the modal stops a running countdown.
  useEffect(() => {
    if (!open) setSecondsLeft(null);
  }, [open]);

  const name = brand.name;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'redeem.brandShop.title', defaultMessage: '{brand}’s web shop' }, { brand: name })}
      closeLabel={intl.formatMessage({ id: 'redeem.modal.close', defaultMessage: 'Close' })}
      backLabel={intl.formatMessage({ id: 'redeem.brandShop.back', defaultMessage: 'Back to the card' })}
      className="redeem-brand-shop"
      testId="redeem-brand-shop"
    >
      <p>
        <FormattedMessage
          id="redeem.brandShop.intro"
          defaultMessage="{brand} takes its gift card in its own web shop. Look around here; the card you choose is spent there."
          values={{ brand: name }}
        />
      </p>
      {brand.iframeUrl && (
        <iframe
          className="redeem-brand-shop-frame"
          src={brand.iframeUrl}
          title={intl.formatMessage({ id: 'redeem.brandShop.frameTitle', defaultMessage: '{brand}’s web shop' }, { brand: name })}
          // The brand's page runs as its own origin, may open its own windows, never navigates ours.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      )}
      {brand.productExternalLink && (
        <p className="redeem-brand-shop-link">
          <a href={brand.productExternalLink.url} target="_blank" rel="noopener noreferrer">
            {brand.productExternalLink.title}
            {' '}
            <FormattedMessage id="redeem.brandShop.newTab" defaultMessage="(opens in a new tab)" />
          </a>
        </p>
      )}
      {redirectLink &&
        (secondsLeft === null ? (
          <button type="button" className="shop-button" onClick={() => setSecondsLeft(brand.redirectTime)}>
            <FormattedMessage id="redeem.brandShop.continue" defaultMessage="Continue to {brand}" values={{ brand: name }} />
          </button>
        ) : (
          <div className="redeem-brand-shop-countdown">
            {/* A timer is not read out each second; the focused stay button carries it as its description. */}
            <p role="timer" id={`${ids}-countdown`}>
              <FormattedMessage
                id="redeem.brandShop.countdown"
                defaultMessage="Taking you to {brand} in {seconds, plural, one {# second} other {# seconds}}."
                values={{ brand: name, seconds: secondsLeft }}
              />
            </p>
            <button
              type="button"
              className="shop-button is-secondary"
              ref={stayButton}
              aria-describedby={`${ids}-countdown`}
              onClick={() => setSecondsLeft(null)}
            >
              <FormattedMessage id="redeem.brandShop.stay" defaultMessage="Stay here" />
            </button>
          </div>
        ))}
    </Modal>
  );
}
