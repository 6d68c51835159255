import { useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Modal, useStorefront } from '@shop/shared';
import { Select } from '@shop/shared/select';
import { COUNTRY_LANGUAGE_MESSAGES, countryLanguageSchema, fieldErrors } from '@shop/shared/validation';
import type { CountryCombination } from '../store-data/store-data-query';
import { targetUrl } from './target-url';

/** Errors show after a short pause, so a person mid-choice is not shouted at (spec §4). */
export const ERROR_DELAY_MS = 300;

function defaultLanguageOf(combination: CountryCombination | undefined): string {
  return combination?.languagesCombinations.find((l) => l.isDefault)?.languageCode ?? combination?.languagesCombinations[0]?.languageCode ?? '';
}

/**
 * "Select your country" (spec §4 "Language form"): choosing a country resets the language to its default
 * (or first); the currency follows the country and is read-only; the language control is disabled when
 * there is only one; Apply is enabled only when the form is valid.
 */
export interface CountryLanguageModalProps {
  open: boolean;
  onClose(): void;
  combinations: CountryCombination[];
  /** Full page load to another storefront's origin (replaceable in tests). */
  leaveTo?(url: string): void;
}

export function CountryLanguageModal(props: CountryLanguageModalProps) {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const { config, language: currentLanguage, match } = useStorefront();
  const current = props.combinations.find((c) => c.isCurrent);
  const [country, setCountry] = useState(current?.country ?? config.countryCode);
  const [language, setLanguage] = useState(currentLanguage);
  const combination = props.combinations.find((c) => c.country === country);
  const currency = combination?.languagesCombinations.find((l) => l.languageCode === language)?.currency ?? '';
  const errors = useMemo(() => fieldErrors(countryLanguageSchema, { country, language, currency }), [country, language, currency]);
  const valid = Object.keys(errors).length === 0;
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});

  // Validated on every change; errors appear after a short delay, disappear at once.
  useEffect(() => {
    if (valid) {
      setShownErrors({});
      return;
    }
    const timer = setTimeout(() => setShownErrors(errors), ERROR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [errors, valid]);

  useEffect(() => {
    if (props.open) {
      setCountry(current?.country ?? config.countryCode);
      setLanguage(currentLanguage);
    }
  }, [props.open, current?.country, config.countryCode, currentLanguage]);

  const displayNames = useMemo(() => ({
    region: new Intl.DisplayNames([intl.locale], { type: 'region' }),
    language: new Intl.DisplayNames([intl.locale], { type: 'language' }),
  }), [intl.locale]);

  const countryItems = props.combinations
    .map((c) => ({ id: c.country, label: displayNames.region.of(c.country) ?? c.name }))
    .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  const languageItems = (combination?.languagesCombinations ?? []).map((l) => ({
    id: l.languageCode,
    label: displayNames.language.of(l.languageCode) ?? l.languageCode,
  }));

  const message = (id: string | undefined) => {
    if (!id) return null;
    const descriptor = Object.values(COUNTRY_LANGUAGE_MESSAGES).find((m) => m.id === id);
    return descriptor ? intl.formatMessage(descriptor) : id;
  };

  const apply = () => {
    if (!valid || !combination) return;
    const url = targetUrl(match, combination, language, config.routes);
    props.onClose();
    if (combination.isCurrent) navigate(url);
    else (props.leaveTo ?? ((href: string) => window.location.assign(href)))(url);
  };

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={intl.formatMessage({ id: 'shell.countryModal.title', defaultMessage: 'Select your country' })}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      testId="country-language-modal"
    >
      <form
        className="shell-country-form"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        noValidate
      >
        <Select
          label={intl.formatMessage({ id: 'shell.countryModal.country', defaultMessage: 'Country' })}
          items={countryItems}
          value={country || null}
          searchable
          searchLabel={intl.formatMessage({ id: 'shell.countryModal.searchCountry', defaultMessage: 'Search a country' })}
          error={message(shownErrors.country)}
          onChange={(next) => {
            setCountry(next);
            setLanguage(defaultLanguageOf(props.combinations.find((c) => c.country === next)));
          }}
        />
        <Select
          label={intl.formatMessage({ id: 'shell.countryModal.language', defaultMessage: 'Language' })}
          items={languageItems}
          value={language || null}
          disabled={languageItems.length <= 1}
          error={message(shownErrors.language)}
          onChange={setLanguage}
        />
        <div className="shop-field shell-country-currency">
          <label htmlFor={`${id}-currency`}>
            <FormattedMessage id="shell.countryModal.currency" defaultMessage="Currency" />
          </label>
          <input id={`${id}-currency`} value={currency} readOnly aria-readonly="true" />
          {shownErrors.currency && (
            <span className="shop-field-error" role="alert">
              {message(shownErrors.currency)}
            </span>
          )}
        </div>
        <button type="submit" className="shop-button" disabled={!valid}>
          <FormattedMessage id="shell.countryModal.apply" defaultMessage="Apply" />
        </button>
      </form>
    </Modal>
  );
}
