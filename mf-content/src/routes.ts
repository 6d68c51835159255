import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';

const LegalPage = lazy(() => import(/* webpackChunkName: "content-legal" */ './legal/LegalPage'));
const legal = { component: LegalPage, chunk: 'content-legal' };
const ContactPage = lazy(() => import(/* webpackChunkName: "content-contact" */ './contact/ContactPage'));
const BlogPage = lazy(() => import(/* webpackChunkName: "content-blog" */ './blog/BlogPage'));
const BlogArticlePage = lazy(() => import(/* webpackChunkName: "content-blog-article" */ './blog/BlogArticlePage'));

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
    // German /helpdesk/ forwards to contact (spec route table); the Dutch one is the FAQ with search.
    helpdesk: { component: lazy(() => import(/* webpackChunkName: "content-helpdesk" */ './helpdesk/HelpdeskPage')), chunk: 'content-helpdesk' },
    blog: { component: BlogPage, chunk: 'content-blog' },
    blogArticle: { component: BlogArticlePage, chunk: 'content-blog-article' },
    // Spec §2 business form page (two versions by the storefront's businessPageVersion toggle).
    business: { component: lazy(() => import(/* webpackChunkName: "content-business" */ './business/BusinessPage')), chunk: 'content-business' },
    // The catch-all /{path}/: the storefront's landing pages; any other path is not found (404).
    landing: { component: lazy(() => import(/* webpackChunkName: "content-landing" */ './landing/LandingPage')), chunk: 'content-landing' },
    // §356a BGB: the withdrawal button's form, for guests and customers.
    withdrawContract: { component: lazy(() => import(/* webpackChunkName: "content-withdrawal" */ './withdrawal/WithdrawalPage')), chunk: 'content-withdrawal', perVisitor: true },
  },
});
