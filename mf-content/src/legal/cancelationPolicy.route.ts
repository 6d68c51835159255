import { defineRoute } from '@shop/shared';
import { LegalPage, legalPageLoader } from './legal-page';

export default defineRoute({
  key: 'cancelationPolicy',
  component: LegalPage,
  loader: legalPageLoader('cancelationPolicy'),
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
