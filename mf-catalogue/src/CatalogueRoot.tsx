import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { IntlScope, RemoteRoot, type MessageCatalogs } from '@shop/shared';
import { Spinner } from './common/Spinner';
import { captureClickId } from './tracking/click-id';
import './catalogue.css';

/**
 * Wraps every catalogue page: the team boundary, the feature's message catalogues (lazy per
 * language, merged with the common ones) and the click id capture of the tracking (spec §2).
 */
export function CatalogueRoot({ messages, children }: { messages: MessageCatalogs; children: ReactNode }) {
  const { search } = useLocation();
  useEffect(() => {
    captureClickId(search);
  }, [search]);
  return (
    <RemoteRoot remote="catalogue" className="catalogue-root">
      <Suspense fallback={<Spinner />}>
        <IntlScope catalogs={messages}>{children}</IntlScope>
      </Suspense>
    </RemoteRoot>
  );
}
