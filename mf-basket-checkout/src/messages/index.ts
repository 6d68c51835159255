import { type MessageCatalogs, withValidationMessages } from '@shop/shared';
import de from './de.json';
import fr from './fr.json';
import nl from './nl.json';

/** With the shared schemas' messages: every checkout screen has a form. */
export const checkoutMessages: MessageCatalogs = withValidationMessages({ de, nl, fr, en: {} });
