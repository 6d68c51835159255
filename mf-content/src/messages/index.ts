import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import type { UiCatalogs } from '@shop/shared/languages';
import de from './de.json';
import { lazyContentMessages } from './lazy';
import nl from './nl.json';

/** German and Dutch ship with the pages; every other language of UI_LANGUAGES is a chunk of its own (lazy.ts). */
export const contentMessages: MessageCatalogs = { de, nl, ...lazyContentMessages, en: {} } satisfies UiCatalogs;

/** For the pages with a form: the shared schemas' messages come along (not loaded on the others). */
export const contentFormMessages: MessageCatalogs = withValidationMessages(contentMessages);
