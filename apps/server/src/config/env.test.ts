import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.COOKIE_SECURE).toBe(false);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it('derives Secure cookies from an https APP_URL and trims its trailing slash', () => {
    const env = loadEnv({ APP_URL: 'https://nestling.example/' });
    expect(env.APP_URL).toBe('https://nestling.example');
    expect(env.COOKIE_SECURE).toBe(true);
  });

  it('treats empty strings as unset and splits CORS_ORIGINS on commas', () => {
    const env = loadEnv({ DATABASE_URL: '', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('lists every wrong variable at once', () => {
    let caught: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL:/m);
    expect(problems).toMatch(/^LOG_LEVEL:/m);
  });
});
