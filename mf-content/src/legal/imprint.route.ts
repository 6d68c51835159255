import { defineRoute } from '@shop/shared';
import { LegalPage, legalPageLoader } from './legal-page';

export default defineRoute({
  key: 'imprint',
  component: LegalPage,
  loader: legalPageLoader('imprint'),
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
