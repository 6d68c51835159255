import type { MessageCatalogs } from '@shop/shared';
import de from './de.json';
import nl from './nl.json';

/** English is the source language: it lives in the code's defaultMessage. */
export const shellMessages: MessageCatalogs = { de, nl, en: {} };
