import { Modal, useStorefront } from '@shop/shared';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Shipment } from '../../common/cart-query';
import { CheckRow } from '../../common/CheckRow';
import { apiFieldMessage, type FieldMessage, useFieldMessage } from '../../common/api-errors';
import { useFocusWhenIdle } from '../../common/focus';
import { useCart } from '../../common/use-cart';
import { checkSchedule, dayAfter, dayIn, MAX_DAYS_AHEAD, type ScheduleProblem, timeIn, toIsoInZone } from './schedule';

/** Spec §4 delivery date and time modal (digital receivers): as soon as possible, or a chosen moment. */
export function DeliveryDateModal({ shipment, open, onClose }: { shipment: Shipment; open: boolean; onClose(): void }) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'checkout.basket.dateModal.title', defaultMessage: 'Delivery date and time' })}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      className="checkout-date-modal"
      testId="checkout-date-modal"
    >
      {open && <DeliveryDateForm shipment={shipment} onDone={onClose} />}
    </Modal>
  );
}

function DeliveryDateForm({ shipment, onDone }: { shipment: Shipment; onDone(): void }) {
  const intl = useIntl();
  const cart = useCart();
  const translate = useFieldMessage();
  const id = useId();
  const scheduled = shipment.delivery.scheduledAt ? new Date(shipment.delivery.scheduledAt) : null;
  const [mode, setMode] = useState<'asap' | 'scheduled'>(scheduled ? 'scheduled' : 'asap');
  const { timeZone } = useStorefront().config;
  const [day, setDay] = useState(scheduled ? dayIn(scheduled, timeZone) : '');
  const [time, setTime] = useState(scheduled ? timeIn(scheduled, timeZone) : '');
  const [error, setError] = useState<FieldMessage | null>(null);
  const dayInput = useRef<HTMLInputElement>(null);
  const focusLater = useFocusWhenIdle(cart.busy);

  const today = new Date();
  // The zone's name as people say it ("Mitteleuropäische Zeit"), beside the time field.
  const zoneName =
    new Intl.DateTimeFormat(intl.locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(today).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const problems: Record<ScheduleProblem, FieldMessage> = {
    required: { id: 'checkout.basket.dateModal.required', defaultMessage: 'Please choose a date and a time' },
    past: { id: 'checkout.basket.dateModal.past', defaultMessage: 'Please choose a moment in the future' },
    tooFar: { id: 'checkout.basket.dateModal.tooFar', defaultMessage: 'Please choose a date within the next {days} days' },
  };

  const submit = async () => {
    let scheduledAt: string | null = null;
    if (mode === 'scheduled') {
      scheduledAt = toIsoInZone(day, time, timeZone);
      const problem = checkSchedule(scheduledAt);
      if (problem) {
        setError(problems[problem]);
        dayInput.current?.focus();
        return;
      }
    }
    setError(null);
    const outcome = await cart.setDeliveryDate(shipment.tag, scheduledAt, { fields: (parameter) => parameter === 'scheduledAt' });
    if (outcome.ok) onDone();
    else if (outcome.fieldErrors[0]) {
      setError(apiFieldMessage(outcome.fieldErrors[0]));
      focusLater(() => dayInput.current);
    }
  };

  return (
    <form
      className="checkout-date-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="shop-fieldset">
        <legend>{intl.formatMessage({ id: 'checkout.basket.dateModal.legend', defaultMessage: 'When should the cards be sent?' })}</legend>
        <CheckRow
          type="radio"
          name={`${id}-mode`}
          checked={mode === 'asap'}
          onChange={() => setMode('asap')}
          disabled={cart.busy}
          label={intl.formatMessage({ id: 'checkout.basket.dateModal.asap', defaultMessage: 'As soon as possible (within 1 hour)' })}
        />
        <CheckRow
          type="radio"
          name={`${id}-mode`}
          checked={mode === 'scheduled'}
          onChange={() => setMode('scheduled')}
          disabled={cart.busy}
          label={intl.formatMessage({ id: 'checkout.basket.dateModal.scheduled', defaultMessage: 'On a date and time of my choice' })}
        />
      </fieldset>
      {mode === 'scheduled' && (
        <div className="checkout-form-grid">
          <div className="shop-field checkout-form-cell">
            <label htmlFor={`${id}-day`}>{intl.formatMessage({ id: 'checkout.basket.dateModal.date', defaultMessage: 'Date' })}</label>
            <input
              ref={dayInput}
              id={`${id}-day`}
              type="date"
              min={dayIn(today, timeZone)}
              max={dayAfter(today, MAX_DAYS_AHEAD, timeZone)}
              value={day}
              disabled={cart.busy}
              onChange={(event) => setDay(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <div className="shop-field checkout-form-cell">
            <label htmlFor={`${id}-time`}>{intl.formatMessage({ id: 'checkout.basket.dateModal.time', defaultMessage: 'Time' })}</label>
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              disabled={cart.busy}
              onChange={(event) => setTime(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-zone ${id}-error` : `${id}-zone`}
            />
            <p id={`${id}-zone`} className="shop-field-hint">
              {intl.formatMessage({ id: 'checkout.basket.dateModal.zone', defaultMessage: 'Time in {zone}' }, { zone: zoneName })}
            </p>
          </div>
          {error && (
            <p id={`${id}-error`} className="shop-field-error checkout-form-cell is-wide">
              {translate(error, { days: MAX_DAYS_AHEAD })}
            </p>
          )}
        </div>
      )}
      <div className="checkout-modal-actions">
        <button type="submit" className="shop-button" disabled={cart.busy}>
          {intl.formatMessage({ id: 'checkout.basket.dateModal.save', defaultMessage: 'Save delivery moment' })}
        </button>
      </div>
    </form>
  );
}
