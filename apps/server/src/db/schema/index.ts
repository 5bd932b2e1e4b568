export * from './parents.js';
export * from './files.js';
export * from './kids.js';
export * from './schedules.js';
export * from './health-logs.js';
export * from './friends.js';
export * from './blocks.js';
export * from './notifications.js';
