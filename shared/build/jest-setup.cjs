require('@testing-library/jest-dom');

// findBy…/waitFor wait up to 1 s by default: too short for a busy machine. Waiting longer only costs
// time when a test is failing anyway.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });

// Component tests answer GraphQL with answeringClient (@shop/shared/testing), which checks every operation
// against the API's schema. An operation that does not validate fails the test it ran in (an error thrown
// inside an exchange or a render could be swallowed by urql or an error boundary; this cannot be).
const documents = globalThis.__SHOP_GRAPHQL_DOCUMENTS__;
if (documents) {
  const failOnInvalidDocuments = () => {
    const violations = documents.takeViolations();
    if (violations.length === 0) return;
    // urql may run one operation more than once (first render, then the subscription): one line each.
    const lines = new Set(violations.map(({ operationName, problems }) => `  ${operationName || '(anonymous operation)'}: ${problems.join('; ')}`));
    throw new Error(`GraphQL operations that do not validate against the API's schema (@shop/api/schema.graphql):\n${[...lines].join('\n')}`);
  };
  afterEach(failOnInvalidDocuments);
  // Operations that run after the file's last test (a late debounce, an effect on unmount).
  afterAll(failOnInvalidDocuments);
}

// A message rendered without its values shows its placeholders to the shopper (issue 35: "{min}" in
// error texts): intl-scope.tsx collects such errors here, and the test that rendered one fails.
const intlErrors = [];
globalThis.__SHOP_INTL_ERRORS__ = intlErrors;
const failOnIntlErrors = () => {
  if (intlErrors.length === 0) return;
  const lines = new Set(intlErrors.splice(0).map((error) => `  ${error.code}: ${String(error.message ?? '').split('\n')[0]}`));
  throw new Error(`Messages that could not be formatted (a placeholder without its value?):\n${[...lines].join('\n')}`);
};
afterEach(failOnIntlErrors);

// The shell loads the shared message catalogue of the page's language before anything renders
// (shell/src/bootstrap.tsx); components under test start from the same point, in every language.
// The teams' form screens take the shared validation messages along (withValidationMessages), loaded
// like a page's own chunk; a test renders once they are at hand, as a page does after hydration.
const { formCatalogs, loadMessages, loadSharedMessages } = require('@shop/shared');
const { UI_LANGUAGES } = require('@shop/shared/languages');
const LANGUAGES = [...UI_LANGUAGES, 'en'];
beforeAll(() =>
  Promise.all([
    ...LANGUAGES.map((language) => loadSharedMessages(language)),
    ...formCatalogs().flatMap((catalogs) => LANGUAGES.map((language) => loadMessages(catalogs, language))),
  ]),
);

// Component tests see a visitor who consented to everything (the consent banner and the gating have
// their own tests: shared/src/tracking/consent.test.ts, e2e/tests/consent.spec.ts).
const { consentStore } = require('@shop/shared');
beforeEach(() => consentStore.setState({ choice: { statistics: true, marketing: true }, open: false }));
