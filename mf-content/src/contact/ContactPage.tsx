import { type RemotePageProps, useLocation, usePageMeta, useStorefront } from '@shop/shared';
import { CONTACT_TOPICS, type ContactTopic, contactHandOver, contactSchema, telHref } from '@shop/shared/validation';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient, useQuery } from 'urql';
import { ContentRoot } from '../ContentRoot';
import { controlValue, useContentForm } from '../common/use-content-form';
import { CONTACT_DETAILS_QUERY, SEND_CONTACT_REQUEST_MUTATION } from './contact-query';
import { useContentCaptcha } from '../common/content-captcha';

/**
 * Contact (spec §2 /kontakt/, /klantenservice/contact/; the German /helpdesk/ forwards here): how
 * customer service is reached (e-mail, phone, opening hours from the storefront's data) and a form
 * (topic, order number if there is one, name, e-mail, message, the captcha) that the API keeps and
 * mails to support; the sender gets an acknowledgement. A link may hand on a topic and a first draft of
 * the message (router state, ContactHandOver: the redeem screens' card problems name the card).
 */
export default function ContactPage(_props: RemotePageProps) {
  return (
    <ContentRoot withForm>
      <Contact />
    </ContentRoot>
  );
}

const FIELDS = ['topic', 'orderNumber', 'name', 'email', 'message', 'captchaToken'] as const;
type Field = (typeof FIELDS)[number];

function Contact() {
  const intl = useIntl();
  const client = useClient();
  const id = useId();
  const { language } = useStorefront();
  const handOver = contactHandOver(useLocation().state);
  const [details] = useQuery({ query: CONTACT_DETAILS_QUERY });
  const [sent, setSent] = useState(false);
  const captcha = useContentCaptcha(intl.formatMessage({ id: 'content.contact.captchaUnavailable', defaultMessage: 'The robot check could not be loaded. Please reload the page.' }));
  const title = intl.formatMessage({ id: 'content.contact.title', defaultMessage: 'Contact customer service' });
  usePageMeta(
    { title, description: intl.formatMessage({ id: 'content.contact.description', defaultMessage: 'Questions about an order, a delivery or a balance? Write to customer service or call us.' }) },
    'content:contact',
  );
  const { form, onSubmit, errors, formError, busy } = useContentForm({
    schema: contactSchema,
    fields: FIELDS,
    read: (current) => ({
      topic: controlValue(current, 'topic') as ContactTopic,
      orderNumber: controlValue(current, 'orderNumber'),
      name: controlValue(current, 'name'),
      email: controlValue(current, 'email'),
      message: controlValue(current, 'message'),
      captchaToken: captcha.token,
    }),
    send: async (input) => {
      const answer = (await client.mutation(SEND_CONTACT_REQUEST_MUTATION, { input: { ...input, orderNumber: input.orderNumber ?? null } }, { handleErrors: false }).toPromise()).data?.sendContactRequest;
      // A captcha solution counts once: the next try needs a new one.
      if (!answer?.status) captcha.renew();
      return answer ? answer.errors : null;
    },
    onDone: () => setSent(true),
  });

  const topics: Record<ContactTopic, string> = {
    ORDER: intl.formatMessage({ id: 'content.contact.topic.order', defaultMessage: 'My order' }),
    DELIVERY: intl.formatMessage({ id: 'content.contact.topic.delivery', defaultMessage: 'Delivery' }),
    BALANCE: intl.formatMessage({ id: 'content.contact.topic.balance', defaultMessage: 'Balance' }),
    REDEEM: intl.formatMessage({ id: 'content.contact.topic.redeem', defaultMessage: 'Redeeming a card' }),
    BUSINESS: intl.formatMessage({ id: 'content.contact.topic.business', defaultMessage: 'Business orders' }),
    OTHER: intl.formatMessage({ id: 'content.contact.topic.other', defaultMessage: 'Something else' }),
  };
  const organization = details.data?.storeData.organization;
  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p className="shop-field-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <section className="content-contact" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      {organization && (
        <div className="content-contact-ways" data-testid="content-contact-ways">
          <p>
            <FormattedMessage id="content.contact.email" defaultMessage="E-mail:" /> <a href={`mailto:${organization.contactPoint.email}`}>{organization.contactPoint.email}</a>
            <br />
            <FormattedMessage id="content.contact.phone" defaultMessage="Phone:" />{' '}
            <a href={telHref(organization.contactPoint.telephone) ?? undefined}>{organization.contactPoint.telephone}</a>
          </p>
          {organization.openingHours.length > 0 && (
            <ul className="content-contact-hours" aria-label={intl.formatMessage({ id: 'content.contact.hours', defaultMessage: 'Opening hours' })}>
              {organization.openingHours.map((hours) => (
                <li key={`${hours.dayOfWeek.join()}-${hours.opens}`}>
                  {hours.dayOfWeek.map((day) => weekday(day, language)).join(', ')}: {hours.opens}–{hours.closes}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {sent ? (
        <p className="content-notice" role="status" data-testid="content-contact-sent">
          <FormattedMessage id="content.contact.sent" defaultMessage="Thank you! We have received your message and sent you a confirmation. Customer service answers within one working day." />
        </p>
      ) : (
        // The captcha widget stays outside the <form> (it would take over the form's submit): the submit
        // button below it belongs to the form through its form attribute.
        <div className="content-form" {...captcha.startOn}>
          <form id={`${id}-form`} ref={form} noValidate onSubmit={onSubmit} className="content-form">
            {formError && (
              <p className="content-form-error" role="alert">
                {formError}
              </p>
            )}
            <div className="shop-field content-form-cell">
              <label htmlFor={`${id}-topic`}>
                <FormattedMessage id="content.contact.topic" defaultMessage="What is it about?" />
              </label>
              <select id={`${id}-topic`} name="topic" defaultValue={handOver.topic ?? ''} aria-invalid={errors.topic ? true : undefined} aria-describedby={describedBy('topic')}>
                <option value="" disabled>
                  {intl.formatMessage({ id: 'content.contact.chooseTopic', defaultMessage: 'Please choose' })}
                </option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {topics[topic]}
                  </option>
                ))}
              </select>
              {fieldError('topic')}
            </div>
            {(['orderNumber', 'name', 'email'] as const).map((field) => (
              <div key={field} className="shop-field content-form-cell">
                <label htmlFor={`${id}-${field}`}>
                  {field === 'orderNumber'
                    ? intl.formatMessage({ id: 'content.contact.orderNumber', defaultMessage: 'Order number (if you have one)' })
                    : field === 'name'
                      ? intl.formatMessage({ id: 'content.withdrawal.name', defaultMessage: 'Name' })
                      : intl.formatMessage({ id: 'content.withdrawal.email', defaultMessage: 'E-mail address' })}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  type={field === 'email' ? 'email' : 'text'}
                  autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={describedBy(field)}
                />
                {fieldError(field)}
              </div>
            ))}
            <div className="shop-field content-form-cell">
              <label htmlFor={`${id}-message`}>
                <FormattedMessage id="content.contact.message" defaultMessage="Your message" />
              </label>
              <textarea id={`${id}-message`} name="message" rows={6} defaultValue={handOver.message} aria-invalid={errors.message ? true : undefined} aria-describedby={describedBy('message')} />
              {fieldError('message')}
            </div>
          </form>
          {captcha.field(errors.captchaToken ?? null)}
          <button type="submit" form={`${id}-form`} className="shop-button" disabled={busy}>
            <FormattedMessage id="content.contact.send" defaultMessage="Send message" />
          </button>
        </div>
      )}
    </section>
  );
}

/** A schema.org day name (Monday …) in the page's language. */
function weekday(day: string, language: string): string {
  const index = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(day);
  if (index < 0) return day;
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + index)));
}
