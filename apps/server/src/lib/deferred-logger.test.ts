import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { deferredChildLogger } from './deferred-logger.js';

describe('deferredChildLogger (a request logger made on first use)', () => {
  const capture = () => {
    const lines: string[] = [];
    // The app's logger is Fastify's pino; a bare instance makes one with a captured stream.
    const logger = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    }).log;
    return { lines, logger };
  };

  it('makes no child while nothing is logged', () => {
    const { logger } = capture();
    const child = vi.spyOn(logger, 'child');
    const log = deferredChildLogger(logger, { reqId: 'request-1' }, {});
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it('logs with the request’s bindings, as Fastify’s own child does, making the child once', () => {
    const { lines, logger } = capture();
    const child = vi.spyOn(logger, 'child');
    const log = deferredChildLogger(logger, { reqId: 'request-1' }, {});
    log.error({ code: 'E1' }, 'first');
    log.info('second');
    log.debug('below the level: not written');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 50, reqId: 'request-1', code: 'E1', msg: 'first' },
      { level: 30, reqId: 'request-1', msg: 'second' },
    ]);
  });

  it('keeps the child options: a route’s log level', () => {
    const { lines, logger } = capture();
    const log = deferredChildLogger(logger, { reqId: 'request-2' }, { level: 'warn' });
    expect(log.level).toBe('warn');
    log.info('below the route’s level');
    log.warn('written');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['written']);
  });
});
