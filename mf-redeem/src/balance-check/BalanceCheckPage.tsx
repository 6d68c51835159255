import { type RemotePageProps, ShopLink, usePageMeta } from '@shop/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RedeemRoot } from '../RedeemRoot';
import { RedeemCards } from '../common/RedeemCards';
import { ResetRedeem } from '../common/ResetRedeem';
import { RedeemUnavailable } from '../common/RedeemUnavailable';
import { useRedeem } from '../common/use-redeem';
import type { KnownCard } from '../common/doubler/DoublerEntryForm';

/** The doubler's offer comes with its own chunk once a card was checked: the first view stays light. */
const DoublerOffer = lazy(() => import(/* webpackChunkName: "redeem-doubler-offer" */ '../common/doubler/DoublerOffer').then((module) => ({ default: module.DoublerOffer })));
import { BalanceCheckForm } from './BalanceCheckForm';

/** Balance check (spec §2 /guthaben-pruefen/, NL /saldocheck/): check a card, add extra cards, go redeem. */
export default function BalanceCheckPage(_props: RemotePageProps) {
  return (
    <RedeemRoot>
      <BalanceCheck />
    </RedeemRoot>
  );
}

function BalanceCheck() {
  const intl = useIntl();
  const redeem = useRedeem();
  usePageMeta({ title: intl.formatMessage({ id: 'redeem.balance.title', defaultMessage: 'Check balance & redeem' }) }, 'redeem:balance-check');
  const basket = redeem.state.phase === 'open' ? redeem.state.basket : null;
  // The card just checked, for the doubler's offer: in memory while the page is shown, never stored.
  const [checked, setChecked] = useState<KnownCard | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const check: typeof redeem.check = async (input) => {
    const result = await redeem.check(input);
    if (result && result.errors.length === 0 && result.card) setChecked({ cardNumber: input.cardNumber, pin: input.pin, maskedNumber: result.card.maskedNumber });
    return result;
  };
  // A card's balance appears above the form the shopper filled in, out of sight on a phone (issue
  // 35): the result takes the focus, which brings it into view and tells screen readers.
  useEffect(() => {
    if (checked) resultHeading.current?.focus();
  }, [checked]);
  return (
    <section className="redeem-balance-check" aria-labelledby="redeem-balance-title">
      <h1 id="redeem-balance-title">
        <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
      </h1>
      <p>
        <FormattedMessage id="redeem.balance.lead" defaultMessage="Check how much is left on your gift card and redeem it for other gift cards." />
      </p>
      {/* Spec §8 "redeem data unavailable" (the tab's redeem or a link's): the form below is the way on. */}
      {redeem.state.phase === 'unavailable' && <RedeemUnavailable withLink={false} />}
      {basket ? (
        <div className="redeem-check-result" data-testid="redeem-check-result">
          <h2 className="redeem-form-title" ref={resultHeading} tabIndex={-1}>
            <FormattedMessage id="redeem.result.title" defaultMessage="Your gift cards" />
          </h2>
          <RedeemCards basket={basket} />
          {checked && (
            <Suspense fallback={null}>
              <DoublerOffer key={checked.cardNumber} card={checked} />
            </Suspense>
          )}
          <div className="redeem-actions">
            <ShopLink to="redeemShop" className="shop-button">
              <FormattedMessage id="redeem.result.redeem" defaultMessage="Redeem now" />
            </ShopLink>
            <ResetRedeem onReset={redeem.reset} />
          </div>
        </div>
      ) : (
        <ol className="redeem-steps">
          <li>
            <FormattedMessage id="redeem.balance.step1" defaultMessage="Enter the 19-digit card number and the 6-digit PIN." />
          </li>
          <li>
            <FormattedMessage id="redeem.balance.step2" defaultMessage="Choose the gift cards you want instead." />
          </li>
          <li>
            <FormattedMessage id="redeem.balance.step3" defaultMessage="Pay any top-up and receive your new cards." />
          </li>
        </ol>
      )}
      <BalanceCheckForm onCheck={check} extraCard={basket !== null} />
    </section>
  );
}
