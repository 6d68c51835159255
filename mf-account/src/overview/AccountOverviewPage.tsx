import { type RemotePageProps, ShopLink, logout, useNavigate, useStorefront } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { AccountPage } from '../common/AccountPage';
import { AccountButtonsSkeleton, AccountCardSkeleton, AccountLeadSkeleton, AccountSkeleton } from '../common/AccountSkeleton';
import { useRequireUser } from '../common/session';

/** Account overview (spec §2 /account/uebersicht/): who is logged in and the ways on. Logged-in only. */
export default function AccountOverviewPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <Overview />
    </AccountRoot>
  );
}

function Overview() {
  const intl = useIntl();
  const client = useClient();
  const navigate = useNavigate();
  const { href } = useStorefront();
  const user = useRequireUser();
  const title = intl.formatMessage({ id: 'account.overview.title', defaultMessage: 'My account' });
  if (!user) {
    return (
      <AccountPage title={title} pageKey="overview">
        {/* The greeting and the three cards to come, and the log-out button. */}
        <AccountSkeleton>
          <AccountLeadSkeleton />
          <div className="account-cards">
            {[0, 1, 2].map((i) => (
              <AccountCardSkeleton key={i} lines={2} />
            ))}
          </div>
          <AccountButtonsSkeleton count={1} />
        </AccountSkeleton>
      </AccountPage>
    );
  }
  // An empty first name gives "Hello!", never "Hello !" or a sentence without its name.
  const firstName = user.mainProfile.firstName.trim();
  const greeting = intl.formatMessage(
    { id: 'account.overview.hello', defaultMessage: '{hasName, select, yes {Hello {name}!} other {Hello!}}' },
    { name: firstName, hasName: firstName ? 'yes' : 'no' },
  );
  return (
    <AccountPage title={title} pageKey="overview" lead={greeting}>
      <div className="account-cards">
        <section className="account-card" aria-labelledby="account-overview-profile">
          <h2 id="account-overview-profile">
            <FormattedMessage id="account.overview.profile" defaultMessage="My details" />
          </h2>
          <p data-testid="account-overview-name">
            {user.mainProfile.firstName} {user.mainProfile.lastName}
          </p>
          <p data-testid="account-overview-email">{user.mainProfile.email}</p>
          <ShopLink to="accountData">
            <FormattedMessage id="account.overview.toData" defaultMessage="Change my details and password" />
          </ShopLink>
        </section>
        <section className="account-card" aria-labelledby="account-overview-orders">
          <h2 id="account-overview-orders">
            <FormattedMessage id="account.orders.title" defaultMessage="My orders" />
          </h2>
          <ShopLink to="orders">
            <FormattedMessage id="account.overview.toOrders" defaultMessage="My orders and invoices" />
          </ShopLink>
        </section>
        <section className="account-card" aria-labelledby="account-overview-address-book">
          <h2 id="account-overview-address-book">
            <FormattedMessage id="account.overview.addressBook" defaultMessage="Address book" />
          </h2>
          <ShopLink to="addressBook">
            <FormattedMessage id="account.overview.toAddressBook" defaultMessage="My saved receivers" />
          </ShopLink>
        </section>
      </div>
      <button
        type="button"
        className="shop-button is-secondary"
        onClick={async () => {
          if (await logout(client)) navigate(href('home') ?? '/');
        }}
      >
        <FormattedMessage id="account.logout" defaultMessage="Log out" />
      </button>
    </AccountPage>
  );
}
