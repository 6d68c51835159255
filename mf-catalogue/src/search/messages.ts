import { loadMessages, type MessageCatalogs } from '@shop/shared';
import { documentLanguage, type UiCatalogs } from '@shop/shared/languages';
import { oneChunkCatalogues } from '../common/catalogs';
import de from './messages/de.json';
import fr from './messages/fr.json';
import nl from './messages/nl.json';

/**
 * The search fragment's catalogues are bundled with it (a few hundred bytes each): the shell mounts the
 * fragment in the header on the first focus, and it must take over the input at once, not suspend.
 * Every other language is the catalogue's one chunk of that language (common/catalogs.ts): a catalogue
 * page in it has loaded it already, and elsewhere it starts loading with the fragment's module.
 */
export const searchMessages: MessageCatalogs = { ...oneChunkCatalogues, de, nl, fr, en: {} } satisfies UiCatalogs;

const language = documentLanguage();
if (Object.hasOwn(oneChunkCatalogues, language)) void loadMessages(searchMessages, language).catch(() => undefined);
