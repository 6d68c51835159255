import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import de from './de.json';
import nl from './nl.json';

/** With the shared schemas' messages: every account screen has a form. */
export const accountMessages: MessageCatalogs = withValidationMessages({ de, nl, en: {} });
