/**
 * The validation rules shared by the forms and the API (`@shop/shared/validation`): plain valibot,
 * no React, so the API can bundle them without the UI.
 */
export * from './account';
export * from './activation';
export * from './address';
export * from './business-quote';
export * from './checkout';
export * from './contact';
export * from './country-language';
export * from './doubler';
export * from './gift-card-amount';
export * from './personal-message';
export * from './redeem';
export * from './withdrawal';
export * from './messages';
