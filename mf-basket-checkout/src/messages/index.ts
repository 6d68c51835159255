import type { MessageCatalogs } from '@shop/shared';
import de from './de.json';
import fr from './fr.json';
import nl from './nl.json';

export const checkoutMessages: MessageCatalogs = { de, nl, fr, en: {} };
