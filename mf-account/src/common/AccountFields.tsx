import { CaptchaField } from '@shop/shared/captcha';
import { useStorefront } from '@shop/shared';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error and hint tied to it (aria-describedby), as every account form has them. */
export function TextField({ name, label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint && (
        <p className="shop-field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="shop-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox beside its label (the design system's check row). */
export function CheckField({ label, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: ReactNode }) {
  const id = useId();
  return (
    <div className="shop-field is-check">
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * A password input that can be shown (ASVS 6.2.7: paste and password managers welcome; seeing what
 * one typed helps with long passphrases). `autoComplete` says whether it is a new or the current one.
 */
export function PasswordField({ autoComplete, ...props }: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const described = [props.error ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const { name, label, error, hint, ...input } = props;
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-password">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...input}
        />
        <button type="button" className="shop-button is-secondary is-small account-password-toggle" onClick={() => setShown((s) => !s)}>
          {/* The visible word, and the whole name for screen readers ("Show password" / "Hide password"). */}
          {shown ? (
            <FormattedMessage
              id="account.password.hide"
              defaultMessage="Hide<hidden> password</hidden>"
              values={{ hidden: (text: ReactNode) => <span className="account-visually-hidden">{text}</span> }}
            />
          ) : (
            <FormattedMessage
              id="account.password.show"
              defaultMessage="Show<hidden> password</hidden>"
              values={{ hidden: (text: ReactNode) => <span className="account-visually-hidden">{text}</span> }}
            />
          )}
        </button>
      </div>
      {hint && (
        <p className="shop-field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="shop-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The password rules, said before the shopper types (spec §5; ASVS: 15 characters recommended). */
export function PasswordHint() {
  return <FormattedMessage id="account.password.hint" defaultMessage="At least 8 characters; a passphrase of 15 or more is safer. Any characters, spaces too." />;
}

/** The form's answer from the API (wrong password, too many attempts …), read out when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="account-alert" role="alert" data-testid="account-form-error">
      {message}
    </div>
  );
}

/** The robot check of identify, login, register and forgot password (@shop/shared/captcha). */
export function AccountCaptcha(props: { active: boolean; onChange(payload: string | null): void; resetKey: number; error?: string }) {
  const intl = useIntl();
  const { language } = useStorefront();
  return (
    <CaptchaField
      active={props.active}
      language={language}
      onChange={props.onChange}
      resetKey={props.resetKey}
      error={props.error ?? null}
      unavailableText={intl.formatMessage({ id: 'account.captcha.unavailable', defaultMessage: 'The robot check could not be loaded. Please reload the page.' })}
      classPrefix="account"
      testId="account-captcha"
    />
  );
}
