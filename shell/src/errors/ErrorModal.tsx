import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { eventBus, GENERIC_ERROR_MESSAGE, type ShopErrorEntry } from '@shop/shared';

/**
 * The general error modal: the shared error middleware fires `error:show` with the first error of an
 * answer. A native <dialog> gives focus trapping, Escape and the backdrop for free.
 */
export function ErrorModal() {
  const [error, setError] = useState<ShopErrorEntry | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => eventBus.on('error:show', ({ error: next }) => setError(next)), []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (error && !element.open) element.showModal?.();
    if (!error && element.open) element.close();
  }, [error]);

  return (
    <dialog ref={dialog} className="shell-modal" aria-labelledby="shell-error-title" onClose={() => setError(null)}>
      <h2 id="shell-error-title">
        <FormattedMessage id="shell.error.title" defaultMessage="Something went wrong" />
      </h2>
      <p>{error?.message || GENERIC_ERROR_MESSAGE}</p>
      <button type="button" className="shell-button" onClick={() => setError(null)}>
        <FormattedMessage id="shell.error.close" defaultMessage="Close" />
      </button>
    </dialog>
  );
}
