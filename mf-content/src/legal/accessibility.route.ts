import { defineRoute } from '@shop/shared';
import { LegalPage, legalPageLoader } from './legal-page';

export default defineRoute({
  key: 'accessibility',
  patterns: { de: '/barrierefreiheit/', nl: '/toegankelijkheid/' },
  component: LegalPage,
  loader: legalPageLoader('accessibility'),
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
