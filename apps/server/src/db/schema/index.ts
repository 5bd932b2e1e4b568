export * from './parents.js';
export * from './files.js';
export * from './kids.js';
export * from './schedules.js';
export * from './health-logs.js';
