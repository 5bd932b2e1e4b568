/**
 * Milestones: the offline catalogue (CDC's 2022 checklists and our interest goals), the
 * built-in provider's suggestion rule, and the suggestion answer's schemas.
 */
export * from './domains.js';
export * from './cdc-checklists.js';
export * from './interest-goals.js';
export * from './calendar.js';
export * from './schemas.js';
export * from './suggest.js';
