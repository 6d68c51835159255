import { useId } from 'react';
import { useIntl } from 'react-intl';
import { checkPersonalMessage, messageLength, PERSONAL_MESSAGE_MAX } from '@shop/shared/validation';

export interface PersonalMessageFieldProps {
  value: string;
  onChange(value: string): void;
  /** Show the validation message (after the field was left or the form submitted). */
  showError: boolean;
  onBlur?(): void;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
}

/**
 * The personal message (spec §5): 1–150 characters, no emoji, with a remaining-characters counter;
 * typing beyond the maximum is allowed but puts the field in its error state (spec §5 text areas).
 */
export function PersonalMessageField({ value, onChange, showError, onBlur, textareaRef }: PersonalMessageFieldProps) {
  const intl = useIntl();
  const id = useId();
  const remaining = PERSONAL_MESSAGE_MAX - messageLength(value);
  const problem = checkPersonalMessage(value);
  // Over the limit is an error at once; the other problems once the field was left.
  const visible = problem && (showError || remaining < 0) ? problem : null;
  return (
    <div className={`shop-field catalogue-message${visible ? ' has-error' : ''}`}>
      <label htmlFor={id}>{intl.formatMessage({ id: 'catalogue.message.label', defaultMessage: 'Your personal message' })}</label>
      <textarea
        ref={textareaRef}
        id={id}
        name="personalMessage"
        rows={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={visible ? true : undefined}
        aria-describedby={`${id}-counter${visible ? ` ${id}-error` : ''}`}
        placeholder={intl.formatMessage({ id: 'catalogue.message.placeholder', defaultMessage: 'Happy birthday! Enjoy your gift.' })}
      />
      <p id={`${id}-counter`} className={`shop-field-hint catalogue-counter${remaining < 0 ? ' is-over' : ''}`} aria-live="polite">
        {intl.formatMessage(
          {
            id: 'catalogue.message.remaining',
            defaultMessage: '{remaining, plural, one {# character left} other {# characters left}}',
          },
          { remaining },
        )}
      </p>
      {visible && (
        <p id={`${id}-error`} className="shop-field-error">
          {intl.formatMessage(visible, { max: PERSONAL_MESSAGE_MAX })}
        </p>
      )}
    </div>
  );
}
