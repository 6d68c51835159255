import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';

const LegalPage = lazy(() => import(/* webpackChunkName: "content-legal" */ './legal/LegalPage'));
const legal = { component: LegalPage, chunk: 'content-legal' };
const ContactPage = lazy(() => import(/* webpackChunkName: "content-contact" */ './contact/ContactPage'));

/** This team's pages, by route key (the contract with the shell). */
export default defineRemoteModule({
  remote: 'content',
  routes: {
    notFound: { component: lazy(() => import(/* webpackChunkName: "content-not-found" */ './not-found/NotFoundPage')), chunk: 'content-not-found' },
    imprint: legal,
    terms: legal,
    withdrawal: legal,
    privacy: legal,
    cookies: legal,
    delivery: legal,
    cancelationPolicy: legal,
    accessibility: legal,
    contact: { component: ContactPage, chunk: 'content-contact' },
    // German /helpdesk/ forwards to contact (spec route table); the Dutch helpdesk shows the contact page until its FAQ exists.
    helpdesk: { component: ContactPage, chunk: 'content-contact' },
    // §356a BGB: the withdrawal button's form, for guests and customers.
    withdrawContract: { component: lazy(() => import(/* webpackChunkName: "content-withdrawal" */ './withdrawal/WithdrawalPage')), chunk: 'content-withdrawal', perVisitor: true },
  },
});
