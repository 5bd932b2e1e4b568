export * from './parents.js';
export * from './files.js';
export * from './kids.js';
export * from './schedules.js';
export * from './health-logs.js';
export * from './milestones.js';
export * from './certificates.js';
export * from './subscriptions.js';
