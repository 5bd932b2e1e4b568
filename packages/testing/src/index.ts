export * from './smtp-sink.js';
export * from './documents.js';
export * from './built-server.js';
export * from './api-session.js';
export * from './chromium.js';
export * from './push-device.js';
export * from './push-service.js';
