import { defineRoute } from '@shop/shared';
import { LegalPage, legalPageLoader } from './legal-page';

export default defineRoute({
  key: 'terms',
  component: LegalPage,
  loader: legalPageLoader('terms'),
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
