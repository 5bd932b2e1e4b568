export * from './constants.js';
export * from './messages.js';
export * from './rules/password.js';
export * from './rules/dates.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './rules/interests.js';
export * from './schemas/kids.js';
