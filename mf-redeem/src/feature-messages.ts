import { type MessageCatalog, type MessageCatalogs, withValidationMessages } from '@shop/shared';
import { LAZY_LANGUAGES, type LazyLanguage } from '@shop/shared/languages';
import { de, lazyRedeemMessages, nl } from './messages';

/**
 * A feature's own texts (activation, doubler): in its pages' chunks only, not in every redeem page.
 * German and Dutch ship with the feature's pages; every other language loads with the team's catalogue
 * of that language (messages/index.ts).
 */
export type FeatureMessages = { de: MessageCatalog; nl: MessageCatalog } & Record<LazyLanguage, () => Promise<{ default: MessageCatalog }>>;

/** The redeem catalogues with a feature's texts on top (one object per feature: IntlScope caches by identity). */
export function redeemMessagesWith(feature: FeatureMessages): MessageCatalogs {
  const catalogs: MessageCatalogs = { de: { ...de, ...feature.de }, nl: { ...nl, ...feature.nl }, en: {} };
  for (const language of LAZY_LANGUAGES) {
    catalogs[language] = async () => {
      const [team, own] = await Promise.all([lazyRedeemMessages[language](), feature[language]()]);
      return { ...team.default, ...own.default };
    };
  }
  return withValidationMessages(catalogs);
}
