import { type ComponentType, lazy } from 'react';
import { defineRemoteModule, type RemotePageProps } from '@shop/shared';
import { preloadAccountMessages } from './messages';

/** A page's chunk, with its messages for the page's language loading alongside. */
const page = (load: () => Promise<{ default: ComponentType<RemotePageProps> }>) =>
  lazy(() => {
    preloadAccountMessages();
    return load();
  });

/** This team's pages, by route key (the contract with the shell). Every account page is per visitor. */
export default defineRemoteModule({
  remote: 'account',
  routes: {
    accountIdentify: { component: page(() => import(/* webpackChunkName: "account-identify" */ './identify/AccountIdentifyPage')), chunk: 'account-identify', perVisitor: true },
    login: { component: page(() => import(/* webpackChunkName: "account-login" */ './login/LoginPage')), chunk: 'account-login', perVisitor: true },
    register: { component: page(() => import(/* webpackChunkName: "account-register" */ './register/RegisterPage')), chunk: 'account-register', perVisitor: true },
    registerSuccess: {
      component: page(() => import(/* webpackChunkName: "account-register-success" */ './register/RegisterSuccessPage')),
      chunk: 'account-register-success',
      perVisitor: true,
    },
    forgotPassword: {
      component: page(() => import(/* webpackChunkName: "account-forgot-password" */ './password/ForgotPasswordPage')),
      chunk: 'account-forgot-password',
      perVisitor: true,
    },
    forgotPasswordSuccess: {
      component: page(() => import(/* webpackChunkName: "account-forgot-password-success" */ './password/ForgotPasswordSuccessPage')),
      chunk: 'account-forgot-password-success',
      perVisitor: true,
    },
    newPassword: { component: page(() => import(/* webpackChunkName: "account-new-password" */ './password/NewPasswordPage')), chunk: 'account-new-password', perVisitor: true },
    newPasswordSuccess: {
      component: page(() => import(/* webpackChunkName: "account-new-password-success" */ './password/NewPasswordSuccessPage')),
      chunk: 'account-new-password-success',
      perVisitor: true,
    },
    accountOverview: { component: page(() => import(/* webpackChunkName: "account-overview" */ './overview/AccountOverviewPage')), chunk: 'account-overview', perVisitor: true },
    orders: { component: page(() => import(/* webpackChunkName: "account-orders" */ './orders/AccountOrdersPage')), chunk: 'account-orders', perVisitor: true },
    reorder: { component: page(() => import(/* webpackChunkName: "account-reorder" */ './reorder/ReorderPage')), chunk: 'account-reorder', perVisitor: true },
    addressBook: {
      component: page(() => import(/* webpackChunkName: "account-address-book" */ './address-book/AddressBookPage')),
      chunk: 'account-address-book',
      perVisitor: true,
    },
    accountData: { component: page(() => import(/* webpackChunkName: "account-data" */ './data/AccountDataPage')), chunk: 'account-data', perVisitor: true },
  },
});
