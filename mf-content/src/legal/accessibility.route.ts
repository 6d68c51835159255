import { defineRoute } from '@shop/shared';
import { LegalPage } from './legal-page';

export default defineRoute({
  key: 'accessibility',
  patterns: { de: '/barrierefreiheit/', nl: '/toegankelijkheid/' },
  component: LegalPage,
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
