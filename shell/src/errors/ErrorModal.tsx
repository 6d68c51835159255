import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageFor, eventBus, Modal, type ShopErrorEntry } from '@shop/shared';

/**
 * The general error modal (spec §7/§8): the shared error middleware fires `error:show` with the first
 * error of an answer; the text is looked up by code (then referenced parameter) in the error
 * catalogue, else the generic message. Closing clears the error.
 */
export function ErrorModal() {
  const intl = useIntl();
  const [error, setError] = useState<ShopErrorEntry | null>(null);

  useEffect(() => eventBus.on('shell:error-requested', ({ error: next }) => setError(next)), []);

  return (
    <Modal
      open={error !== null}
      onClose={() => setError(null)}
      title={intl.formatMessage({ id: 'shell.error.title', defaultMessage: 'Something went wrong' })}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      testId="error-modal"
    >
      {error && (
        <p data-error-code={error.code} data-error-parameter={error.referencedRequestParameter ?? undefined}>
          {intl.formatMessage(errorMessageFor(error))}
        </p>
      )}
    </Modal>
  );
}
