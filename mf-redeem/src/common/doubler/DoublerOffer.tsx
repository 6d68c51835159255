import { IntlScope, Modal, useFormatMoney } from '@shop/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { DoublerEntryForm, type KnownCard } from './DoublerEntryForm';
import { DOUBLER_PROMOTION_QUERY, type DoublerEntry } from './doubler-documents';
import { doublerMessages } from './messages';

/**
 * The redeem flow's doubler modal (spec §3 "redeem modals: … doubler"): after a card was checked, the
 * shopper can enter it in this month's balance doubler without typing its number and PIN again (they
 * stay in this component's memory only while it is shown, never stored). Nothing where the storefront
 * does not run the doubler.
 */
export function DoublerOffer({ card }: { card: KnownCard }) {
  // The doubler's texts come with this chunk (the balance check page does not carry them).
  return (
    <IntlScope catalogs={doublerMessages}>
      <Offer card={card} />
    </IntlScope>
  );
}

function Offer({ card }: { card: KnownCard }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState<DoublerEntry | null>(null);
  const [result] = useQuery({ query: DOUBLER_PROMOTION_QUERY, variables: {} });
  const promotion = result.data?.doublerPromotion.data ?? null;
  if (!promotion) return null;
  const title = intl.formatMessage({ id: 'redeem.doublerOffer.title', defaultMessage: 'Double your balance?' });
  return (
    <aside className="redeem-doubler-offer" aria-label={title} data-testid="doubler-offer">
      <p>
        <FormattedMessage
          id="redeem.doublerOffer.text"
          defaultMessage="Every month we double the balance of one gift card, by up to {maxPrize}. Enter {card} for free."
          values={{ maxPrize: money(promotion.maxPrize, { whole: true }), card: card.maskedNumber }}
        />
      </p>
      {entry ? (
        <p role="status" data-testid="doubler-offer-entered">
          <FormattedMessage id="redeem.doublerOffer.entered" defaultMessage="Your card takes part in this month's draw (entry {reference})." values={{ reference: entry.number }} />
        </p>
      ) : (
        <button type="button" className="shop-button is-secondary" onClick={() => setOpen(true)}>
          <FormattedMessage id="redeem.doublerOffer.open" defaultMessage="Take part in the balance doubler" />
        </button>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={intl.formatMessage({ id: 'redeem.modal.close', defaultMessage: 'Close' })}
        className="redeem-modal"
        testId="redeem-doubler-modal"
      >
        <p className="redeem-hint">
          <FormattedMessage
            id="redeem.doublerOffer.keepBalance"
            defaultMessage="Only a card with a balance at the draw can win: if you redeem everything now, the card does not take part."
          />
        </p>
        <DoublerEntryForm
          promotion={promotion}
          knownCard={card}
          onEntered={(made) => {
            setEntry(made);
            setOpen(false);
          }}
        />
      </Modal>
    </aside>
  );
}
