export * from './locales.js';
export * from './catalogue.js';
export * from './translations.js';
export * from './all-catalogues.js';
export * from './catalogues/account/account-catalogue.js';
export * from './catalogues/setup/setup-catalogue.js';
export * from './catalogues/errors/errors-catalogue.js';
export * from './catalogues/verification/verification-catalogue.js';
