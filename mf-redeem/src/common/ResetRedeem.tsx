import { Modal } from '@shop/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Reset with confirmation (spec §4, the redeem "reset" modal): the redeem ends, the cards keep their balance. */
export function ResetRedeem({ onReset }: { onReset(): Promise<void> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button type="button" className="shop-button is-link" onClick={() => setOpen(true)}>
        <FormattedMessage id="redeem.reset.open" defaultMessage="Start over" />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        loading={busy}
        title={intl.formatMessage({ id: 'redeem.reset.title', defaultMessage: 'Start over?' })}
        closeLabel={intl.formatMessage({ id: 'redeem.modal.close', defaultMessage: 'Close' })}
        testId="redeem-reset"
      >
        <p>
          <FormattedMessage
            id="redeem.reset.text"
            defaultMessage="The cards you chose are removed and your gift cards keep their balance. To redeem again, check the balance again."
          />
        </p>
        <div className="redeem-modal-actions">
          <button type="button" className="shop-button is-secondary" onClick={() => setOpen(false)} disabled={busy}>
            <FormattedMessage id="redeem.reset.cancel" defaultMessage="Keep my choice" />
          </button>
          <button
            type="button"
            className="shop-button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onReset();
              } finally {
                setBusy(false);
                setOpen(false);
              }
            }}
          >
            <FormattedMessage id="redeem.reset.confirm" defaultMessage="Yes, start over" />
          </button>
        </div>
      </Modal>
    </>
  );
}
