import { defineRoute } from '@shop/shared';
import { LegalPage } from './legal-page';

export default defineRoute({
  key: 'cookies',
  component: LegalPage,
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
