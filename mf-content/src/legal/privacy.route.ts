import { defineRoute } from '@shop/shared';
import { LegalPage, legalPageLoader } from './legal-page';

export default defineRoute({
  key: 'privacy',
  component: LegalPage,
  loader: legalPageLoader('privacy'),
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
