/**
 * CSS classes carry their team's prefix (docs/architecture.md "Rules of the house"), so two teams'
 * styles can never collide on one page. `is-…`/`has-…` are state modifiers, only ever written together
 * with a prefixed class (`.checkout-button.is-large`); `leaflet-…` are the map library's own classes.
 */
const MODIFIERS = 'is|has';
const teamClasses = (prefixes) => [
  `^(${prefixes}|${MODIFIERS})-[a-z0-9]+(-[a-z0-9]+)*$`,
  { message: (selector) => `Class "${selector}" lacks this team's prefix (${prefixes.split('|').map((p) => `${p}-`).join(', ')})` },
];

const TEAMS = {
  shell: 'shell',
  shared: 'shop',
  'mf-catalogue': 'catalogue|leaflet',
  'mf-basket-checkout': 'checkout',
  'mf-redeem': 'redeem',
  'mf-account': 'account',
  'mf-content': 'content',
};

/**
 * One design system (issue 35): buttons, form fields and focus rings come from @shop/shared (design.css:
 * shop-button, shop-field, the --shop-focus-ring token). A remote may place a button or a field
 * (margins, grid cells, widths) but never draw one, and an outline it sets is the shop's ring.
 */
const DESIGN_SYSTEM = 'buttons, form fields and focus rings come from @shop/shared\'s design system (shop-button, shop-field, var(--shop-focus-ring))';
const REMOTE_DESIGN_RULES = {
  'rule-selector-property-disallowed-list': [
    {
      '/(^|[\\s>+~(,])button\\b|-button\\b/': ['background', 'background-color', 'border', 'border-color', 'border-radius', 'color', 'padding', 'min-height', 'font-weight', 'filter'],
      // Form controls are drawn by shop-field (a team sets their width and place, not their look).
      '/(^|[\\s>+~(,])(input|select|textarea)\\b/': ['background', 'background-color', 'border', 'border-color', 'border-width', 'border-style', 'border-radius', 'box-shadow', 'padding', 'min-height', 'font'],
    },
    { message: (selector, property) => `"${property}" on "${selector}": ${DESIGN_SYSTEM}` },
  ],
  'declaration-property-value-allowed-list': [
    { outline: ['none', '0', '/^var\\(--shop-focus-ring\\)$/'], 'outline-color': [], 'outline-style': [], 'outline-width': [], 'accent-color': [] },
    { message: (property, value) => `"${property}: ${value}": ${DESIGN_SYSTEM}` },
  ],
};

/** @type {import('stylelint').Config} */
module.exports = {
  ignoreFiles: ['**/node_modules/**', '**/dist/**'],
  // Every CSS file must sit in a team's folder; one outside all of them fails until it gets an owner.
  rules: { 'selector-class-pattern': [/^$/, { message: (selector) => `Class "${selector}" is in a CSS file no team owns` }] },
  overrides: Object.entries(TEAMS).map(([folder, prefixes]) => ({
    files: [`${folder}/**/*.css`],
    rules: { 'selector-class-pattern': teamClasses(prefixes), ...(folder.startsWith('mf-') ? REMOTE_DESIGN_RULES : {}) },
  })),
};
