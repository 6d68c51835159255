import { IntlScope, withValidationMessages } from '@shop/shared';
import { lazy, Suspense } from 'react';
import { countryModalMessages } from './messages';
import type { CountryLanguageModalProps } from './CountryLanguageModal';

const CountryLanguageModal = lazy(() =>
  import(/* webpackChunkName: "shell-country-language" */ './CountryLanguageModal').then((module) => ({ default: module.CountryLanguageModal })),
);

/** Its own texts and the shared schemas' messages: loaded with it, not on every page. */
const countryLanguageMessages = withValidationMessages(countryModalMessages);

/**
 * The country and language modal, loaded when it is first opened: its form and validation are not
 * part of the first load of every page (most visitors never open it).
 */
export function LazyCountryLanguageModal(props: CountryLanguageModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <IntlScope catalogs={countryLanguageMessages}>
        <CountryLanguageModal {...props} />
      </IntlScope>
    </Suspense>
  );
}
