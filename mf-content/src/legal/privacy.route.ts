import { defineRoute } from '@shop/shared';
import { LegalPage } from './legal-page';

export default defineRoute({
  key: 'privacy',
  component: LegalPage,
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
