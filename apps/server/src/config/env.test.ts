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

  it('listens on 127.0.0.1 on the embedded default and on every interface with DATABASE_URL', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ DATABASE_URL: 'postgres://db.internal:5432/nestling' }).HOST).toBe('0.0.0.0');
  });

  it('listens where HOST says, whichever the database', () => {
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(
      loadEnv({ HOST: '10.0.0.5', DATABASE_URL: 'postgres://db.internal/nestling' }).HOST,
    ).toBe('10.0.0.5');
    expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
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

  it.each([
    ['AI_*', { AI_BASE_URL: 'http://127.0.0.1:1/v1' }, ['AI_API_KEY', 'AI_MODEL']],
    [
      'STRIPE_*',
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      ['STRIPE_PRICE_ID'],
    ],
  ])('refuses a partial %s group, naming each missing variable', (_label, partial, missing) => {
    let caught: unknown;
    try {
      loadEnv(partial);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(missing);
  });

  it('accepts the AI and Stripe groups complete, or absent', () => {
    const env = loadEnv({
      AI_BASE_URL: 'https://llm.example/v1',
      AI_API_KEY: 'key',
      AI_MODEL: 'model',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ID: 'price_x',
    });
    expect(env.AI_MODEL).toBe('model');
    expect(env.STRIPE_PRICE_ID).toBe('price_x');
    expect(loadEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
  });
});
