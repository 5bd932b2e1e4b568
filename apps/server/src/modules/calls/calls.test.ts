import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STUN_URLS } from '@nestling/shared';
import { loadEnv } from '../../config/env.js';
import { expectVerifiedParentsOnly, family } from '../../../test/helpers/social.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { createCallService } from './call.service.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    STUN_URLS: 'stun:stun.example.org:3478',
    TURN_URLS: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349',
    TURN_SECRET: 'north-wind',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/calls/ice-servers', () => {
  it('answers STUN_URLS and TURN with coturn’s time-limited credentials, valid one hour', async () => {
    const ada = await family(t, 'Ada Ice');
    const before = Math.floor(Date.now() / 1000);
    const response = await ada.client.get('/api/calls/ice-servers');
    expect(response.statusCode).toBe(200);
    const { iceServers, expiresAt } = response.json();
    expect(iceServers[0]).toEqual({ urls: ['stun:stun.example.org:3478'] });
    expect(response.json().iceTransportPolicy).toBe('all');
    const turn = iceServers[1];
    expect(turn.urls).toEqual([
      'turn:turn.example.org:3478?transport=udp',
      'turns:turn.example.org:5349',
    ]);
    const [expiry, parentId] = (turn.username as string).split(':').map(Number);
    expect(parentId).toBe(ada.parentId);
    expect(expiry).toBeGreaterThanOrEqual(before + 3600);
    expect(expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
    expect(expiresAt).toBe(new Date((expiry ?? 0) * 1000).toISOString());
    // What coturn computes from its static-auth-secret for this username.
    expect(turn.credential).toBe(
      createHmac('sha1', 'north-wind').update(turn.username).digest('base64'),
    );
    expect(response.body).not.toContain('north-wind');
  });

  it('is for verified parents only', async () => {
    const unverified = await family(t, 'Una Ice', { verified: false });
    await expectVerifiedParentsOnly(t, unverified.client, (client) =>
      client.get('/api/calls/ice-servers'),
    );
  });
});

describe('the ICE servers without configuration', () => {
  it('are the two public STUN servers, without TURN', () => {
    expect(createCallService({}).iceServers(7)).toEqual({
      iceServers: [{ urls: DEFAULT_STUN_URLS }],
      iceTransportPolicy: 'all',
      expiresAt: null,
    });
    expect(DEFAULT_STUN_URLS).toHaveLength(2);
  });

  it('force TURN only with CALLS_RELAY_ONLY, which needs TURN', () => {
    const relayOnly = createCallService({
      turnUrls: ['turn:turn.example.org:3478'],
      turnSecret: 'north-wind',
      relayOnly: true,
    }).iceServers(7);
    expect(relayOnly.iceTransportPolicy).toBe('relay');
    expect(relayOnly.iceServers[1]?.urls).toEqual(['turn:turn.example.org:3478']);
    expect(() => loadEnv({ CALLS_RELAY_ONLY: 'true' })).toThrow(/CALLS_RELAY_ONLY needs TURN/);
    expect(
      loadEnv({ CALLS_RELAY_ONLY: 'true', TURN_URLS: 'turn:t.example.org', TURN_SECRET: 'x' })
        .CALLS_RELAY_ONLY,
    ).toBe(true);
  });

  it('needs TURN_URLS and TURN_SECRET together', () => {
    expect(() => loadEnv({ TURN_URLS: 'turn:turn.example.org' })).toThrow(/TURN_SECRET/);
    expect(() => loadEnv({ TURN_SECRET: 'x' })).toThrow(/TURN_URLS/);
  });
});
