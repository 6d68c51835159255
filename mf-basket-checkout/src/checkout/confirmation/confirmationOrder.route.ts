import { defineRoute } from '@shop/shared';
import { ConfirmationPage } from './confirmation-page';

/** The thank-you page of one order by its id (only the visitor who placed it sees it; anyone else gets a 404). */
export default defineRoute({
  key: 'confirmationOrder',
  component: ConfirmationPage,
  chunk: 'checkout-confirmation',
  perVisitor: true,
  maxJsGzipBytes: 39_000,
});
