import { Modal, type RemotePageProps, ShopLink, useFormatMoney, useLocation, useNavigate, useStorefront } from '@shop/shared';
import { AMOUNT_MESSAGES } from '@shop/shared/validation';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient, useQuery } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { NETWORK_ERROR, noAnswer, REORDER_ORDER_QUERY, REORDER_PACKAGES_MUTATION } from '../common/account-documents';
import type { AccountReorderOrderQuery } from '../graphql/__generated__/graphql';
import { CheckField, FormAlert, TextField } from '../common/AccountFields';
import { AccountPage } from '../common/AccountPage';
import { AccountCardSkeleton, AccountLeadSkeleton, AccountSkeleton } from '../common/AccountSkeleton';
import { useAccountErrorText } from '../common/account-errors';
import { useRequireUser } from '../common/session';
import { type ReorderAmountRule, reorderPackageSchema } from './reorder-schema';
import { fieldValue, useAccountForm } from '../common/use-account-form';

/**
 * Reorder (spec §2 /nachbestellen/, /nabestellen/; issue 16): the cards of one of the account's
 * orders (`?order=<uuid>`, from My orders) to put in the basket again. Each can be left out, or changed
 * in the reorder product details modal (amount, number of cards, and who receives digital cards);
 * cards no longer sold are named and cannot be chosen. The API checks every cart rule again.
 */
export default function ReorderPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <Reorder />
    </AccountRoot>
  );
}

interface Choice {
  chosen: boolean;
  amountCents: number;
  quantity: number;
  receiver: { firstName: string; lastName: string; email: string } | null;
}

/** A package of the order as the API answers it (the generated type of REORDER_ORDER_QUERY). */
type ReorderPackage = NonNullable<AccountReorderOrderQuery['reorderOrder']['data']>['packages'][number];

function initialChoice(pkg: ReorderPackage): Choice {
  const receiver = pkg.receiver;
  return {
    chosen: pkg.available,
    amountCents: pkg.amount.cents,
    quantity: pkg.quantity,
    receiver:
      pkg.variationType === 'DIGITAL' && receiver?.firstName && receiver.lastName && receiver.email
        ? { firstName: receiver.firstName, lastName: receiver.lastName, email: receiver.email }
        : null,
  };
}

function Reorder() {
  const intl = useIntl();
  const user = useRequireUser();
  const client = useClient();
  const navigate = useNavigate();
  const { href } = useStorefront();
  const money = useFormatMoney();
  const errorText = useAccountErrorText();
  const orderUuid = new URLSearchParams(useLocation().search).get('order') ?? '';
  const [result] = useQuery({ query: REORDER_ORDER_QUERY, variables: { orderUuid }, pause: !user || !orderUuid, requestPolicy: 'network-only' });
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [editing, setEditing] = useState<ReorderPackage | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = intl.formatMessage({ id: 'account.reorder.title', defaultMessage: 'Reorder' });
  const order = result.data?.reorderOrder.data;
  const packages = order?.packages ?? [];
  const choiceOf = (pkg: ReorderPackage) => choices[pkg.id] ?? initialChoice(pkg);
  const chosen = packages.filter((pkg) => pkg.available && choiceOf(pkg).chosen);

  const putInBasket = async () => {
    if (busy || !order || chosen.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const input = {
        orderUuid: order.orderUuid,
        packages: chosen.map((pkg) => {
          const choice = choiceOf(pkg);
          return { packageId: pkg.id, amountCents: choice.amountCents, quantity: choice.quantity, receiver: choice.receiver };
        }),
      };
      const result = await client.mutation(REORDER_PACKAGES_MUTATION, { input }, { handleErrors: false }).toPromise();
      const answer = result.data?.reorderPackages;
      const errors = answer ? answer.errors : [noAnswer(result)];
      if (errors.length === 0) {
        // The basket reads the cart afresh and tells the header's badge (checkout:cart-changed).
        navigate(href('basket') ?? '/');
        return;
      }
      setError(errorText(errors[0] ?? NETWORK_ERROR));
    } finally {
      setBusy(false);
    }
  };

  if (!user || (result.fetching && !order)) {
    return (
      <AccountPage title={title} pageKey="reorder">
        {/* The lead naming the order, and its cards to choose from. */}
        <AccountSkeleton>
          <AccountLeadSkeleton />
          <div className="account-orders">
            {[0, 1, 2].map((i) => (
              <AccountCardSkeleton key={i} className="account-order" lines={2} />
            ))}
          </div>
        </AccountSkeleton>
      </AccountPage>
    );
  }
  if (!order) {
    return (
      <AccountPage title={title} pageKey="reorder">
        <p className="account-notice" data-testid="account-reorder-unknown">
          <FormattedMessage id="account.reorder.unknown" defaultMessage="We could not find this order in your account." />
        </p>
        <ShopLink to="orders" className="shop-button is-secondary">
          <FormattedMessage id="account.overview.toOrders" defaultMessage="My orders and invoices" />
        </ShopLink>
      </AccountPage>
    );
  }
  return (
    <AccountPage
      title={title}
      pageKey="reorder"
      lead={intl.formatMessage({ id: 'account.reorder.lead', defaultMessage: 'The cards of order {number}: choose the ones you want again and change them if you like.' }, { number: order.orderNumber })}
      wide
    >
      <ul className="account-orders" aria-label={title}>
        {packages.map((pkg) => {
          const choice = choiceOf(pkg);
          const name = pkg.product?.title ?? intl.formatMessage({ id: 'account.reorder.unknownProduct', defaultMessage: 'A card no longer sold' });
          const receiver = choice.receiver ?? pkg.receiver;
          return (
            <li key={pkg.id} className={`account-order${pkg.available ? '' : ' account-order-unavailable'}`} data-testid="account-reorder-package">
              <CheckField
                checked={pkg.available && choice.chosen}
                disabled={!pkg.available}
                onChange={(event) => setChoices((all) => ({ ...all, [pkg.id]: { ...choice, chosen: event.target.checked } }))}
                label={<span className="account-order-number">{name}</span>}
              />
              <p>
                {pkg.variationType === 'DIGITAL' ? (
                  <FormattedMessage
                    id="account.reorder.lineDigital"
                    defaultMessage="{quantity, plural, one {# card} other {# cards}} of {amount} · digital"
                    values={{ quantity: choice.quantity, amount: money({ value: choice.amountCents / 100, currency: pkg.amount.currency }) }}
                  />
                ) : (
                  <FormattedMessage
                    id="account.reorder.linePost"
                    defaultMessage="{quantity, plural, one {# card} other {# cards}} of {amount} · by post"
                    values={{ quantity: choice.quantity, amount: money({ value: choice.amountCents / 100, currency: pkg.amount.currency }) }}
                  />
                )}
              </p>
              {receiver && (receiver.firstName || receiver.email || pkg.receiver?.addressLine) && (
                <p>
                  <FormattedMessage id="account.reorder.for" defaultMessage="For {name}" values={{ name: [receiver.firstName, receiver.lastName].filter(Boolean).join(' ') }} />
                  {receiver.email ? ` · ${receiver.email}` : pkg.receiver?.addressLine ? ` · ${pkg.receiver.addressLine}` : ''}
                </p>
              )}
              {pkg.available ? (
                <button type="button" className="shop-button is-secondary" onClick={() => setEditing(pkg)}>
                  <FormattedMessage id="account.reorder.change" defaultMessage="Change" />
                  <span className="account-visually-hidden"> {name}</span>
                </button>
              ) : (
                <p className="shop-field-error" data-testid="account-reorder-unavailable">
                  <FormattedMessage id="account.reorder.unavailable" defaultMessage="No longer available" />
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <FormAlert message={error} />
      <div className="account-actions">
        <button type="button" className="shop-button" disabled={busy || chosen.length === 0} onClick={() => void putInBasket()}>
          <FormattedMessage id="account.reorder.submit" defaultMessage="Put {count, plural, one {# card} other {# cards}} in the basket" values={{ count: chosen.reduce((sum, pkg) => sum + choiceOf(pkg).quantity, 0) }} />
        </button>
        <ShopLink to="orders" className="shop-button is-secondary">
          <FormattedMessage id="account.reorder.back" defaultMessage="Back to my orders" />
        </ShopLink>
      </div>
      <ReorderDetailsDialog
        pkg={editing}
        choice={editing ? choiceOf(editing) : null}
        onClose={() => setEditing(null)}
        onSaved={(next) => {
          if (editing) setChoices((all) => ({ ...all, [editing.id]: { ...next, chosen: true } }));
          setEditing(null);
        }}
      />
    </AccountPage>
  );
}

const NO_RULE: ReorderAmountRule = { fixedCents: null, minCents: 100, maxCents: 100 };

function ReorderDetailsDialog({ pkg, choice, onClose, onSaved }: { pkg: ReorderPackage | null; choice: Choice | null; onClose(): void; onSaved(choice: Choice): void }) {
  const intl = useIntl();
  return (
    <Modal
      open={pkg !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'account.reorder.detailsTitle', defaultMessage: 'Change the card' })}
      closeLabel={intl.formatMessage({ id: 'account.modal.close', defaultMessage: 'Close' })}
      testId="account-reorder-details"
    >
      {pkg && choice && <ReorderDetailsForm key={pkg.id} pkg={pkg} choice={choice} onSaved={onSaved} />}
    </Modal>
  );
}

function ReorderDetailsForm({ pkg, choice, onSaved }: { pkg: ReorderPackage; choice: Choice; onSaved(choice: Choice): void }) {
  const money = useFormatMoney();
  const rule: ReorderAmountRule = pkg.amountRule ? { fixedCents: pkg.amountRule.fixedCents ?? null, minCents: pkg.amountRule.minCents, maxCents: pkg.amountRule.maxCents } : NO_RULE;
  const digital = pkg.variationType === 'DIGITAL';
  const saved = useRef<Choice | null>(null);
  const { form, onSubmit, fieldErrors } = useAccountForm({
    schema: reorderPackageSchema(rule, digital),
    read: (f) => ({
      amount: rule.fixedCents ? (f.elements.namedItem('amount') as HTMLSelectElement | null)?.value ?? '' : fieldValue(f, 'amount'),
      quantity: fieldValue(f, 'quantity'),
      receiver: digital ? { firstName: fieldValue(f, 'receiver.firstName'), lastName: fieldValue(f, 'receiver.lastName'), email: fieldValue(f, 'receiver.email') } : null,
    }),
    // Nothing to send yet: the choice is kept on the page and checked again by the API when the cards go in the basket.
    send: async (input) => {
      saved.current = {
        chosen: true,
        amountCents: Math.round(input.amount * 100),
        quantity: input.quantity,
        receiver: input.receiver ? { firstName: input.receiver.firstName, lastName: input.receiver.lastName, email: input.receiver.email } : null,
      };
      return [];
    },
    onDone: () => {
      if (saved.current) onSaved(saved.current);
    },
    messageValues: {
      [AMOUNT_MESSAGES.range.id]: { min: money({ value: rule.minCents / 100, currency: pkg.amount.currency }), max: money({ value: rule.maxCents / 100, currency: pkg.amount.currency }) },
    },
  });
  const currency = pkg.amount.currency;
  return (
    <form ref={form} noValidate onSubmit={onSubmit} className="account-form">
      <p className="account-order-number">{pkg.product?.title}</p>
      {rule.fixedCents ? (
        <div className="shop-field">
          <label htmlFor={`reorder-amount-${pkg.id}`}>
            <FormattedMessage id="account.reorder.amount" defaultMessage="Amount" />
          </label>
          <select id={`reorder-amount-${pkg.id}`} name="amount" defaultValue={String(choice.amountCents / 100)}>
            {rule.fixedCents.map((cents) => (
              <option key={cents} value={String(cents / 100)}>
                {money({ value: cents / 100, currency })}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TextField
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={String(choice.amountCents / 100)}
          label={
            <FormattedMessage
              id="account.reorder.amountRange"
              defaultMessage="Amount ({min} to {max})"
              values={{ min: money({ value: rule.minCents / 100, currency }), max: money({ value: rule.maxCents / 100, currency }) }}
            />
          }
          error={fieldErrors.amount}
        />
      )}
      <TextField
        name="quantity"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={String(choice.quantity)}
        label={<FormattedMessage id="account.reorder.quantity" defaultMessage="Number of cards" />}
        error={fieldErrors.quantity}
      />
      {digital && (
        <fieldset className="shop-fieldset">
          <legend>
            <FormattedMessage id="account.reorder.receiver" defaultMessage="Who receives the cards by e-mail" />
          </legend>
          <TextField
            name="receiver.firstName"
            autoComplete="off"
            defaultValue={choice.receiver?.firstName ?? pkg.receiver?.firstName ?? ''}
            label={<FormattedMessage id="account.field.firstName" defaultMessage="First name" />}
            error={fieldErrors['receiver.firstName']}
          />
          <TextField
            name="receiver.lastName"
            autoComplete="off"
            defaultValue={choice.receiver?.lastName ?? pkg.receiver?.lastName ?? ''}
            label={<FormattedMessage id="account.field.lastName" defaultMessage="Last name" />}
            error={fieldErrors['receiver.lastName']}
          />
          <TextField
            name="receiver.email"
            type="email"
            autoComplete="off"
            defaultValue={choice.receiver?.email ?? pkg.receiver?.email ?? ''}
            label={<FormattedMessage id="account.field.email" defaultMessage="E-mail address" />}
            error={fieldErrors['receiver.email']}
          />
        </fieldset>
      )}
      <button type="submit" className="shop-button">
        <FormattedMessage id="account.reorder.keep" defaultMessage="Keep these details" />
      </button>
    </form>
  );
}
