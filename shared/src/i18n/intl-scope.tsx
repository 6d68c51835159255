import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useStorefront } from '../storefront/context';

export type MessageCatalog = Record<string, string>;
export type MessageCatalogs = Partial<Record<string, MessageCatalog>>;

/** The BCP 47 locale for a language in a storefront country, e.g. de + DE → de-DE. */
export function localeFor(language: string, countryCode: string): string {
  return `${language}-${countryCode.toUpperCase()}`;
}

/**
 * Each team keeps its own message catalogues next to its code; this scope picks the one of the page's
 * language. Messages missing from a catalogue fall back to the English `defaultMessage` in the code.
 */
export function IntlScope(props: { catalogs: MessageCatalogs; children: ReactNode }) {
  const { language, config } = useStorefront();
  return (
    <IntlProvider
      locale={localeFor(language, config.countryCode)}
      defaultLocale="en"
      messages={props.catalogs[language] ?? props.catalogs.en ?? {}}
      onError={(error) => {
        // Missing translations are expected while catalogues grow; anything else is a real bug.
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      }}
    >
      {props.children}
    </IntlProvider>
  );
}
