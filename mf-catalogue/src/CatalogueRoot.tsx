import { Suspense, type ReactNode } from 'react';
import { IntlScope, RemoteRoot, type MessageCatalogs } from '@shop/shared';
import { Spinner } from './common/Spinner';
import './catalogue.css';

/**
 * Wraps every catalogue page: the team boundary, the feature's message catalogues (lazy per
 * language, merged with the common ones).
 */
export function CatalogueRoot({ messages, children }: { messages: MessageCatalogs; children: ReactNode }) {
  return (
    <RemoteRoot remote="catalogue" className="catalogue-root">
      <Suspense fallback={<Spinner />}>
        <IntlScope catalogs={messages}>{children}</IntlScope>
      </Suspense>
    </RemoteRoot>
  );
}
