export * from './parents.js';
