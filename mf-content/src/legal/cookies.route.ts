import { defineRoute } from '@shop/shared';
import { LegalPage, legalPageLoader } from './legal-page';

export default defineRoute({
  key: 'cookies',
  component: LegalPage,
  loader: legalPageLoader('cookies'),
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
