import { defineRoute } from '@shop/shared';
import { LegalPage } from './legal-page';

export default defineRoute({
  key: 'delivery',
  component: LegalPage,
  chunk: 'content-legal',
  maxJsGzipBytes: 20_000,
});
