import { defineRoute } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

/** German /helpdesk/ forwards to contact (spec route table); the Dutch one is the FAQ with search. */
export default defineRoute({
  key: 'helpdesk',
  component: lazyContentPage(() => import(/* webpackChunkName: "content-helpdesk" */ './HelpdeskPage')),
  chunk: 'content-helpdesk',
  maxJsGzipBytes: 20_000,
});
