export * from './smtp-sink.js';
export * from './documents.js';
