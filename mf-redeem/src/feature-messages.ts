import { type MessageCatalog, type MessageCatalogs, withValidationMessages } from '@shop/shared';
import { de, loadFrench, nl } from './messages';

/** A feature's own texts (activation, doubler): in its pages' chunks only, not in every redeem page. */
export interface FeatureMessages {
  de: MessageCatalog;
  nl: MessageCatalog;
  fr(): Promise<{ default: MessageCatalog }>;
}

const plain = async (module: Promise<{ default: MessageCatalog }>) => (await module).default;

/** The redeem catalogues with a feature's texts on top (one object per feature: IntlScope caches by identity). */
export function redeemMessagesWith(feature: FeatureMessages): MessageCatalogs {
  return withValidationMessages({
    de: { ...de, ...feature.de },
    nl: { ...nl, ...feature.nl },
    fr: async () => ({ ...(await plain(loadFrench())), ...(await plain(feature.fr())) }),
    en: {},
  });
}
