import { defineRoute } from '@shop/shared';
import { LegalPage, legalPageLoader } from './legal-page';

export default defineRoute({
  key: 'delivery',
  component: LegalPage,
  loader: legalPageLoader('delivery'),
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
