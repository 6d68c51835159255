import { defineRoute } from '@shop/shared';
import { ConfirmationPage } from './confirmation-page';

/** The thank-you page right after paying (the order is read from the session). */
export default defineRoute({
  key: 'confirmation',
  component: ConfirmationPage,
  chunk: 'checkout-confirmation',
  perVisitor: true,
  maxJsGzipBytes: 39_000,
});
