import { useFormatMoney } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DoublerPromotion } from './doubler-documents';

/**
 * The doubler's conditions (issue 18: "the doubler's conditions page states the rules"): exactly the
 * rules the API enforces (ADR 0025), with this month's dates and the prize cap from the API.
 */
export function DoublerConditions({ promotion }: { promotion: DoublerPromotion }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'full', timeZone: promotion.timeZone });
  const moment = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short', timeZone: promotion.timeZone });
  return (
    <ol className="redeem-doubler-conditions">
      <li>
        <FormattedMessage id="redeem.doubler.rule.who" defaultMessage="Every active gift card of this shop with a balance can take part, once per calendar month. Taking part is free." />
      </li>
      <li>
        <FormattedMessage
          id="redeem.doubler.rule.when"
          defaultMessage="Entries until {deadline} take part in this month's draw on {drawDate}: every month's draw is on the first Monday of the next month."
          values={{ deadline: moment(promotion.entryDeadline), drawDate: day(promotion.nextDrawDate) }}
        />
      </li>
      <li>
        <FormattedMessage id="redeem.doubler.rule.valid" defaultMessage="At the draw the card must still be active, valid and have a balance; otherwise its entry does not take part." />
      </li>
      <li>
        <FormattedMessage
          id="redeem.doubler.rule.prize"
          defaultMessage="The prize: the winning card's balance at the moment of the draw is doubled, by at most {maxPrize}. It is credited to the card; it cannot be paid out in cash."
          values={{ maxPrize: money(promotion.maxPrize, { whole: true }) }}
        />
      </li>
      <li>
        <FormattedMessage id="redeem.doubler.rule.fair" defaultMessage="One winner is drawn at random from all entries. We publish the draw's random seed and a fingerprint of the list of entries, so everyone can check the result." />
      </li>
      <li>
        <FormattedMessage id="redeem.doubler.rule.mail" defaultMessage="We use your e-mail address only to tell you that you have won. It is never published." />
      </li>
    </ol>
  );
}
