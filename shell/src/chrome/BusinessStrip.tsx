import { FormattedMessage } from 'react-intl';
import type { StoreData } from '../store-data/store-data-query';
import { telHref } from '@shop/shared/validation';

/**
 * The business version of the header's top strip (spec §6: "the business page header differs in
 * the business version"): on the business page, business buyers see how they order (on invoice)
 * and whom they reach, instead of the consumer selling points.
 */
export function BusinessStrip({ storeData }: { storeData: StoreData | null }) {
  const contact = storeData?.businessContact;
  return (
    <div className="shell-top-strip shell-business-strip" data-testid="business-strip">
      <span>
        <FormattedMessage id="shell.business.strip" defaultMessage="Business customers order on invoice." />
      </span>
      {contact && (
        <>
          <span>
            <FormattedMessage
              id="shell.business.contact"
              defaultMessage="Personal advice: {phone}"
              values={{ phone: <a href={telHref(contact.phone) ?? undefined}>{contact.phone}</a> }}
            />
          </span>
          {/* On phones the strip keeps to two lines (its place is reserved before it loads): the call, not the address. */}
          <span className="shell-business-strip-email">
            {'· '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </span>
        </>
      )}
    </div>
  );
}
