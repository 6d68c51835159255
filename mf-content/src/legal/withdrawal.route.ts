import { defineRoute } from '@shop/shared';
import { LegalPage, legalPageLoader } from './legal-page';

export default defineRoute({
  key: 'withdrawal',
  component: LegalPage,
  loader: legalPageLoader('withdrawal'),
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
