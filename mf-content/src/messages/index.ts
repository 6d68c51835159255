import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import de from './de.json';
import nl from './nl.json';

export const contentMessages: MessageCatalogs = { de, nl, en: {} };

/** For the pages with a form: the shared schemas' messages come along (not loaded on the others). */
export const contentFormMessages: MessageCatalogs = withValidationMessages(contentMessages);
