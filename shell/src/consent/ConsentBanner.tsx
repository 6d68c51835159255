import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { consentStore, ShopLink } from '@shop/shared';
import { useStore } from 'zustand';
import { decideConsent } from '@shop/shared/consent-choice';

/**
 * The cookie banner (issue 17; §25 TTDSG): on the first visit, and when reopened from the footer's
 * "Cookie settings". Accept and reject are equal buttons side by side; the settings choose
 * statistics and advertising one by one (what is needed for the shop to work is always on). It never
 * blocks the page (LazyConsentBanner decides when it shows).
 */
export function ConsentBanner() {
  const intl = useIntl();
  const id = useId();
  const choice = useStore(consentStore, (state) => state.choice);
  const open = useStore(consentStore, (state) => state.open);
  const [details, setDetails] = useState(false);
  const [statistics, setStatistics] = useState(choice?.statistics ?? false);
  const [marketing, setMarketing] = useState(choice?.marketing ?? false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Reopened from the footer: the settings show the current choice and take the focus. (A visitor who
  // has chosen also gets the banner while the server's page hydrates, hidden and closed: not that.)
  useEffect(() => {
    if (!choice || !open) return;
    setStatistics(choice.statistics);
    setMarketing(choice.marketing);
    setDetails(true);
    heading.current?.focus();
  }, [choice, open]);

  return (
    <section className="shell-consent" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} data-testid="consent-banner">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        <FormattedMessage id="shell.consent.title" defaultMessage="We use cookies" />
      </h2>
      <p>
        <FormattedMessage
          id="shell.consent.text"
          defaultMessage="We need necessary cookies for the shop. Statistics and advertising only with your consent; you can change it at any time under “Cookie settings”."
        />{' '}
        <ShopLink to="cookies">
          <FormattedMessage id="shell.consent.more" defaultMessage="Cookie statement" />
        </ShopLink>
      </p>
      {details && (
        <fieldset className="shop-fieldset shell-consent-choices">
          <legend className="shell-visually-hidden">{intl.formatMessage({ id: 'shell.consent.settings', defaultMessage: 'Settings' })}</legend>
          <div className="shop-field is-check shell-consent-choice">
            <input id={`${id}-necessary`} type="checkbox" checked disabled />
            <label htmlFor={`${id}-necessary`}>
              <FormattedMessage id="shell.consent.necessary" defaultMessage="Necessary (always on)" />
            </label>
          </div>
          <div className="shop-field is-check shell-consent-choice">
            <input id={`${id}-statistics`} type="checkbox" checked={statistics} onChange={(event) => setStatistics(event.target.checked)} />
            <label htmlFor={`${id}-statistics`}>
              <FormattedMessage id="shell.consent.statistics" defaultMessage="Statistics" />
            </label>
          </div>
          <div className="shop-field is-check shell-consent-choice">
            <input id={`${id}-marketing`} type="checkbox" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} />
            <label htmlFor={`${id}-marketing`}>
              <FormattedMessage id="shell.consent.marketing" defaultMessage="Advertising" />
            </label>
          </div>
        </fieldset>
      )}
      <div className="shell-consent-actions">
        <button type="button" className="shop-button shell-consent-button" onClick={() => decideConsent({ statistics: false, marketing: false })}>
          <FormattedMessage id="shell.consent.reject" defaultMessage="Reject all" />
        </button>
        <button type="button" className="shop-button shell-consent-button" onClick={() => decideConsent({ statistics: true, marketing: true })}>
          <FormattedMessage id="shell.consent.accept" defaultMessage="Accept all" />
        </button>
        {details ? (
          <button type="button" className="shell-consent-link" onClick={() => decideConsent({ statistics, marketing })}>
            <FormattedMessage id="shell.consent.save" defaultMessage="Save my choice" />
          </button>
        ) : (
          <button type="button" className="shell-consent-link" onClick={() => setDetails(true)}>
            <FormattedMessage id="shell.consent.settings" defaultMessage="Settings" />
          </button>
        )}
      </div>
    </section>
  );
}
