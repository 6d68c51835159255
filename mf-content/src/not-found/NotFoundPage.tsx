import type { RemotePageProps } from '@shop/shared';
import { NotFoundContent } from '../common/NotFoundContent';
import { ContentRoot } from '../ContentRoot';

/** The 404 page (spec §2 /404/), also shown for every path no route takes. */
export default function NotFoundPage(_props: RemotePageProps) {
  return (
    <ContentRoot>
      <NotFoundContent />
    </ContentRoot>
  );
}
