import type { MessageCatalogs } from '@shop/shared';
import de from './messages/de.json';
import fr from './messages/fr.json';
import nl from './messages/nl.json';

/**
 * The search fragment's catalogues are bundled with it (a few hundred bytes each): the shell mounts the
 * fragment in the header on the first focus, and it must take over the input at once, not suspend.
 */
export const searchMessages: MessageCatalogs = { de, nl, fr, en: {} };
