export * from './smtp-sink.js';
