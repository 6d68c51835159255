import type { ReactNode } from 'react';
import { IntlScope, RemoteRoot } from '@shop/shared';
import { contentFormMessages, contentMessages } from './messages';
import './content.css';

/**
 * Wraps every page of this remote: the team boundary and the team's own message catalogues (with the
 * shared validation messages for a page with a form).
 */
export function ContentRoot({ children, withForm = false }: { children: ReactNode; withForm?: boolean }) {
  return (
    <RemoteRoot remote="content" className="content-root">
      <IntlScope catalogs={withForm ? contentFormMessages : contentMessages}>{children}</IntlScope>
    </RemoteRoot>
  );
}
