import { type RemotePageProps, useLocation, usePageMeta } from '@shop/shared';
import { withdrawalSchema } from '@shop/shared/validation';
import { useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { ContentRoot } from '../ContentRoot';
import { controlValue, useContentForm } from '../common/use-content-form';
import { WITHDRAW_CONTRACT_MUTATION } from './withdrawal-query';
import { useContentCaptcha } from '../common/content-captcha';

/**
 * The withdrawal button's form (§356a BGB, issue 17): "Vertrag widerrufen" leads here from every
 * page's footer and from the order confirmation (which brings the order number along). It asks only
 * what the law allows (name, order number, e-mail address), works without an account, and confirms
 * with "Widerruf bestätigen"; the page then shows what was declared and when it was received, and the
 * same comes by mail.
 */
export default function WithdrawalPage(_props: RemotePageProps) {
  return (
    <ContentRoot withForm>
      <Withdrawal />
    </ContentRoot>
  );
}

type Field = 'name' | 'orderNumber' | 'email';
const FIELDS: Field[] = ['name', 'orderNumber', 'email'];
/** What the API may name in an error: the fields and the captcha (issue 31: the form mails an address typed into it). */
const CHECKED: Array<Field | 'captchaToken'> = [...FIELDS, 'captchaToken'];

interface Received {
  name: string;
  orderNumber: string;
  email: string;
  receivedAt: string;
}

function Withdrawal() {
  const intl = useIntl();
  const client = useClient();
  const id = useId();
  const prefilledOrder = new URLSearchParams(useLocation().search).get('order') ?? '';
  const [received, setReceived] = useState<Received | null>(null);
  const receivedAt = useRef<string | null>(null);
  const captcha = useContentCaptcha(intl.formatMessage({ id: 'content.contact.captchaUnavailable', defaultMessage: 'The robot check could not be loaded. Please reload the page.' }));
  const title = intl.formatMessage({ id: 'content.withdrawal.title', defaultMessage: 'Withdraw from the contract' });
  usePageMeta(
    { title, noindex: true, description: intl.formatMessage({ id: 'content.withdrawal.description', defaultMessage: 'Withdraw from your order within 14 days: name, order number and e-mail address are enough.' }) },
    'content:withdrawal',
  );
  const { form, onSubmit, errors, formError, busy } = useContentForm({
    schema: withdrawalSchema,
    fields: CHECKED,
    read: (current) => ({
      name: controlValue(current, 'name'),
      orderNumber: controlValue(current, 'orderNumber'),
      email: controlValue(current, 'email'),
      captchaToken: captcha.token,
    }),
    send: async (input) => {
      const answer = (await client.mutation(WITHDRAW_CONTRACT_MUTATION, { input }, { handleErrors: false }).toPromise()).data?.withdrawContract;
      receivedAt.current = answer?.receivedAt ?? null;
      // A captcha solution counts once: the next try needs a new one.
      if (!answer?.status) captcha.renew();
      return answer ? answer.errors : null;
    },
    onDone: ({ name, orderNumber, email }) => setReceived({ name, orderNumber, email, receivedAt: receivedAt.current ?? new Date().toISOString() }),
  });

  if (received) {
    return (
      <section className="content-withdrawal" aria-labelledby={`${id}-done`}>
        <h1 id={`${id}-done`} tabIndex={-1} ref={(heading) => heading?.focus()}>
          <FormattedMessage id="content.withdrawal.doneTitle" defaultMessage="Your withdrawal has been received" />
        </h1>
        <p role="status">
          <FormattedMessage
            id="content.withdrawal.doneText"
            defaultMessage="We have sent a confirmation with this content to {email}. We will check your withdrawal against your order and write to you once it has been checked."
            values={{ email: received.email }}
          />
        </p>
        <dl className="content-facts" data-testid="content-withdrawal-received">
          <dt>
            <FormattedMessage id="content.withdrawal.name" defaultMessage="Name" />
          </dt>
          <dd>{received.name}</dd>
          <dt>
            <FormattedMessage id="content.withdrawal.orderNumber" defaultMessage="Order number" />
          </dt>
          <dd>{received.orderNumber}</dd>
          <dt>
            <FormattedMessage id="content.withdrawal.email" defaultMessage="E-mail address" />
          </dt>
          <dd>{received.email}</dd>
          <dt>
            <FormattedMessage id="content.withdrawal.receivedAt" defaultMessage="Received on" />
          </dt>
          <dd>
            <FormattedDate value={received.receivedAt} dateStyle="long" timeStyle="short" />
          </dd>
        </dl>
      </section>
    );
  }

  const labels: Record<Field, string> = {
    name: intl.formatMessage({ id: 'content.withdrawal.name', defaultMessage: 'Name' }),
    orderNumber: intl.formatMessage({ id: 'content.withdrawal.orderNumber', defaultMessage: 'Order number' }),
    email: intl.formatMessage({ id: 'content.withdrawal.email', defaultMessage: 'E-mail address' }),
  };
  return (
    <section className="content-withdrawal" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <p>
        <FormattedMessage
          id="content.withdrawal.lead"
          defaultMessage="You can withdraw from your order within 14 days without giving a reason. Tell us who you are and which order it is; you do not need an account."
        />
      </p>
      {formError && (
        <p className="content-form-error" role="alert">
          {formError}
        </p>
      )}
      {/* The captcha widget stays outside the <form> (it would take over the form's submit): the submit
          button below it belongs to the form through its form attribute. */}
      <div className="content-form" {...captcha.startOn}>
        <form id={`${id}-form`} ref={form} noValidate onSubmit={onSubmit} className="content-form">
          {FIELDS.map((field) => (
            <div key={field} className="shop-field content-form-cell">
              <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
              <input
                id={`${id}-${field}`}
                name={field}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
                defaultValue={field === 'orderNumber' ? prefilledOrder : undefined}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              />
              {errors[field] && (
                <p className="shop-field-error" id={`${id}-${field}-error`}>
                  {errors[field]}
                </p>
              )}
            </div>
          ))}
        </form>
        {captcha.field(errors.captchaToken ?? null)}
        <button type="submit" form={`${id}-form`} className="shop-button" disabled={busy}>
          <FormattedMessage id="content.withdrawal.confirm" defaultMessage="Confirm withdrawal" />
        </button>
      </div>
    </section>
  );
}
