import type { ReactNode } from 'react';
import { IntlScope, RemoteRoot, type MessageCatalogs } from '@shop/shared';
import './catalogue.css';

/**
 * Wraps every catalogue page: the team boundary, the feature's message catalogues (lazy per
 * language, merged with the common ones). While a catalogue loads, the page suspends to the shell's
 * page skeleton (progress bar, the page's shape, its translated status), as every team's page does.
 */
export function CatalogueRoot({ messages, children }: { messages: MessageCatalogs; children: ReactNode }) {
  return (
    <RemoteRoot remote="catalogue" className="catalogue-root">
      <IntlScope catalogs={messages}>{children}</IntlScope>
    </RemoteRoot>
  );
}
