import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';

/** This team's pages, by route key (the contract with the shell). Every account page is per visitor. */
export default defineRemoteModule({
  remote: 'account',
  routes: {
    accountIdentify: { component: lazy(() => import(/* webpackChunkName: "account-identify" */ './identify/AccountIdentifyPage')), chunk: 'account-identify', perVisitor: true },
    login: { component: lazy(() => import(/* webpackChunkName: "account-login" */ './login/LoginPage')), chunk: 'account-login', perVisitor: true },
    register: { component: lazy(() => import(/* webpackChunkName: "account-register" */ './register/RegisterPage')), chunk: 'account-register', perVisitor: true },
    registerSuccess: {
      component: lazy(() => import(/* webpackChunkName: "account-register-success" */ './register/RegisterSuccessPage')),
      chunk: 'account-register-success',
      perVisitor: true,
    },
    forgotPassword: {
      component: lazy(() => import(/* webpackChunkName: "account-forgot-password" */ './password/ForgotPasswordPage')),
      chunk: 'account-forgot-password',
      perVisitor: true,
    },
    forgotPasswordSuccess: {
      component: lazy(() => import(/* webpackChunkName: "account-forgot-password-success" */ './password/ForgotPasswordSuccessPage')),
      chunk: 'account-forgot-password-success',
      perVisitor: true,
    },
    newPassword: { component: lazy(() => import(/* webpackChunkName: "account-new-password" */ './password/NewPasswordPage')), chunk: 'account-new-password', perVisitor: true },
    newPasswordSuccess: {
      component: lazy(() => import(/* webpackChunkName: "account-new-password-success" */ './password/NewPasswordSuccessPage')),
      chunk: 'account-new-password-success',
      perVisitor: true,
    },
    accountOverview: { component: lazy(() => import(/* webpackChunkName: "account-overview" */ './overview/AccountOverviewPage')), chunk: 'account-overview', perVisitor: true },
    orders: { component: lazy(() => import(/* webpackChunkName: "account-orders" */ './orders/AccountOrdersPage')), chunk: 'account-orders', perVisitor: true },
    reorder: { component: lazy(() => import(/* webpackChunkName: "account-reorder" */ './reorder/ReorderPage')), chunk: 'account-reorder', perVisitor: true },
    addressBook: {
      component: lazy(() => import(/* webpackChunkName: "account-address-book" */ './address-book/AddressBookPage')),
      chunk: 'account-address-book',
      perVisitor: true,
    },
    accountData: { component: lazy(() => import(/* webpackChunkName: "account-data" */ './data/AccountDataPage')), chunk: 'account-data', perVisitor: true },
  },
});
