import { type RemotePageProps, ShopLink, useFormatMoney, usePageMeta, useStorefront } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { RedeemRoot } from '../RedeemRoot';
import { RedeemBackLink } from '../common/RedeemBackLink';

/** Spec §9: redeem values over 150 are split across several cards (in the storefront's currency). */
const SPLIT_LIMIT = 150;

/**
 * The redeem flow's own terms and privacy pages (spec §2 "redeem terms" and "redeem privacy", §6 "a
 * redeem footer variant uses other terms and privacy redirects"): what applies to checking a balance
 * and exchanging it, in short, and the way to the storefront's full terms and privacy statement. The
 * footer links these instead of the general ones on the redeem flow's pages.
 */
export default function RedeemLegalPage({ routeKey }: RemotePageProps) {
  return <RedeemRoot>{routeKey === 'redeemPrivacy' ? <RedeemPrivacy /> : <RedeemTerms />}</RedeemRoot>;
}

function RedeemTerms() {
  const intl = useIntl();
  const money = useFormatMoney();
  const { currency } = useStorefront().config;
  const title = intl.formatMessage({ id: 'redeem.terms.title', defaultMessage: 'Conditions for redeeming' });
  usePageMeta({ title, noindex: true }, 'redeem:terms');
  const limit = money({ value: SPLIT_LIMIT, currency }, { whole: true });
  return (
    <article className="redeem-legal" data-testid="redeem-terms">
      <RedeemBackLink />
      <h1>{title}</h1>
      <p>
        <FormattedMessage
          id="redeem.terms.intro"
          defaultMessage="These conditions apply when you exchange the balance of your gift card for other gift cards in our redeem shop. Our general terms and conditions apply as well."
        />
      </p>
      <ul>
        <li>
          <FormattedMessage id="redeem.terms.choose" defaultMessage="You choose new gift cards for your balance. What you do not use stays on your card until it expires." />
        </li>
        <li>
          <FormattedMessage
            id="redeem.terms.minimum"
            defaultMessage="Some gift cards can only be chosen if part of your balance remains on your card afterwards; the card's information says how much."
          />
        </li>
        <li>
          <FormattedMessage id="redeem.terms.split" defaultMessage="Values over {limit} are split into several cards of at most {limit} each." values={{ limit }} />
        </li>
        <li>
          <FormattedMessage
            id="redeem.terms.topUp"
            defaultMessage="If your choice costs more than your balance, you pay the difference with one of our payment methods. Until it is paid, we reserve the balance used; if it is not paid, the reservation ends and the balance is yours again."
          />
        </li>
        <li>
          <FormattedMessage
            id="redeem.terms.delivery"
            defaultMessage="Cards by e-mail arrive within an hour or at the moment you choose. Cards by post arrive 2 to 4 working days after dispatch; on working days, orders placed before 5 pm are dispatched the same day."
          />
        </li>
        <li>
          <FormattedMessage
            id="redeem.terms.end"
            defaultMessage="A redeem you leave unused ends after a while. Your balance stays on your card, and you can start again with a balance check."
          />
        </li>
      </ul>
      <p>
        <ShopLink to="terms" data-testid="redeem-terms-general">
          <FormattedMessage id="redeem.terms.general" defaultMessage="Our general terms and conditions" />
        </ShopLink>
      </p>
    </article>
  );
}

function RedeemPrivacy() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'redeem.privacy.title', defaultMessage: 'Privacy when checking and redeeming' });
  usePageMeta({ title, noindex: true }, 'redeem:privacy');
  return (
    <article className="redeem-legal" data-testid="redeem-privacy">
      <RedeemBackLink />
      <h1>{title}</h1>
      <p>
        <FormattedMessage
          id="redeem.privacy.intro"
          defaultMessage="When you check a balance and redeem it, we only process what is needed for it. Our privacy statement explains everything in detail, including your rights."
        />
      </p>
      <ul>
        <li>
          <FormattedMessage
            id="redeem.privacy.card"
            defaultMessage="Card number and PIN, to check your card. To protect balances against guessing, we count failed attempts per card and per IP address."
          />
        </li>
        <li>
          <FormattedMessage
            id="redeem.privacy.token"
            defaultMessage="Your redeem is identified by a random code that stays in this browser tab. We store only a fingerprint of it, never the code itself."
          />
        </li>
        <li>
          <FormattedMessage id="redeem.privacy.receiver" defaultMessage="Your name and e-mail address, and the address for cards by post, to send your new cards." />
        </li>
        <li>
          <FormattedMessage id="redeem.privacy.payment" defaultMessage="For a top-up, our payment provider processes your payment details." />
        </li>
      </ul>
      <p>
        <ShopLink to="privacy" data-testid="redeem-privacy-statement">
          <FormattedMessage id="redeem.privacy.statement" defaultMessage="Our privacy statement" />
        </ShopLink>
      </p>
    </article>
  );
}
