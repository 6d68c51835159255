import type { MessageCatalogs } from '@shop/shared';
import de from './de.json';
import nl from './nl.json';

export const contentMessages: MessageCatalogs = { de, nl, en: {} };
