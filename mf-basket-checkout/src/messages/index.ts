import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import type { UiCatalogs } from '@shop/shared/languages';
import de from './de.json';
import fr from './fr.json';
import { lazyCheckoutMessages } from './lazy';
import nl from './nl.json';

/**
 * With the shared schemas' messages: every checkout screen has a form. German, Dutch and French ship
 * with the pages; every other language of UI_LANGUAGES is a chunk of its own (lazy.ts).
 */
export const checkoutMessages: MessageCatalogs = withValidationMessages({ de, nl, fr, ...lazyCheckoutMessages, en: {} } satisfies UiCatalogs);
