// The widget's regional translations (France's French, Spain's Spanish, Brazil's Portuguese) ship
// without a declaration file (its other languages have one); importing one only registers its texts.
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/es-es';
declare module 'altcha/i18n/pt-br';
