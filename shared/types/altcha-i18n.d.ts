// The widget's French translation ships without a declaration file (its other languages have one);
// importing it only registers the texts.
declare module 'altcha/i18n/fr-fr';
