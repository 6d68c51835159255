import { defineRemoteModule } from '@shop/shared';
import addressBook from './address-book/addressBook.route';
import accountData from './data/accountData.route';
import accountIdentify from './identify/accountIdentify.route';
import login from './login/login.route';
import orders from './orders/orders.route';
import accountOverview from './overview/accountOverview.route';
import forgotPassword from './password/forgotPassword.route';
import forgotPasswordSuccess from './password/forgotPasswordSuccess.route';
import newPassword from './password/newPassword.route';
import newPasswordSuccess from './password/newPasswordSuccess.route';
import register from './register/register.route';
import registerSuccess from './register/registerSuccess.route';
import reorder from './reorder/reorder.route';

/**
 * The account team's screens: one route module per route key. Every account page is per visitor.
 * The release declaration (dist/shop-release.json) is generated from these modules at build.
 */
export default defineRemoteModule({
  remote: 'account',
  routes: [accountIdentify, login, register, registerSuccess, forgotPassword, forgotPasswordSuccess, newPassword, newPasswordSuccess, accountOverview, orders, accountData, addressBook, reorder],
});
