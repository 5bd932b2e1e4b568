import { describe, expect, it } from 'vitest';
import { readableMessage } from './readable-log.js';

describe('readableMessage (development log lines)', () => {
  it('writes a request log record as method, URL, status and whole milliseconds', () => {
    const record = {
      msg: 'request completed',
      req: { method: 'GET', url: '/api/kids', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 3.6,
    };
    expect(readableMessage(record)).toBe('GET /api/kids 200 4 ms');
  });

  it('says when a request errored', () => {
    const record = {
      msg: 'request errored',
      req: { method: 'POST', url: '/api/kids' },
      res: { statusCode: 500 },
      responseTime: 12,
    };
    expect(readableMessage(record)).toBe('POST /api/kids 500 12 ms (errored)');
  });

  it('keeps any other message as logged', () => {
    expect(readableMessage({ msg: 'reminder tick', due: 0 })).toBe('reminder tick');
  });
});
