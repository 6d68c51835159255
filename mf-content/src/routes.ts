import { defineRemoteModule } from '@shop/shared';
import blog from './blog/blog.route';
import blogArticle from './blog/blogArticle.route';
import business from './business/business.route';
import contact from './contact/contact.route';
import helpdesk from './helpdesk/helpdesk.route';
import landing from './landing/landing.route';
import accessibility from './legal/accessibility.route';
import cancelationPolicy from './legal/cancelationPolicy.route';
import cookies from './legal/cookies.route';
import delivery from './legal/delivery.route';
import imprint from './legal/imprint.route';
import privacy from './legal/privacy.route';
import terms from './legal/terms.route';
import withdrawal from './legal/withdrawal.route';
import notFound from './not-found/notFound.route';
import withdrawContract from './withdrawal/withdrawContract.route';

/**
 * The content team's screens: one route module per route key.
 * The release declaration (dist/shop-release.json) is generated from these modules at build.
 */
export default defineRemoteModule({
  remote: 'content',
  routes: [notFound, contact, helpdesk, blog, blogArticle, landing, business, imprint, terms, withdrawal, privacy, cookies, delivery, cancelationPolicy, accessibility, withdrawContract],
});
