import type { Page } from '@playwright/test';
import {
  lendUntilStopped,
  startNestlingServer,
  test as base,
  expect,
  type NestlingServer,
} from '../fixtures.js';
import { callAndConnect, makeFriends, secondFamily, signInVerifiedParent } from '../support.js';
import { startTurnServer, type TurnServer } from '../turn-server.js';

/**
 * A video call forced through TURN (issue 12, decision 030): a local coturn with
 * `use-auth-secret`, and an app started with TURN_URLS, TURN_SECRET and CALLS_RELAY_ONLY, so
 * `GET /api/calls/ice-servers` answers `iceTransportPolicy: 'relay'` and the browsers may use
 * relayed candidates only. This file's worker has its own app server (the others' has no TURN).
 */
const test = base.extend<object, { turn: TurnServer; server: NestlingServer }>({
  turn: [
    async ({}, use) => lendUntilStopped(await startTurnServer(), use),
    { scope: 'worker', timeout: 20_000 },
  ],
  server: [
    async ({ turn }, use) =>
      lendUntilStopped(
        await startNestlingServer({
          TURN_URLS: turn.url,
          TURN_SECRET: turn.secret,
          CALLS_RELAY_ONLY: 'true',
          // STUN from the same coturn (the public STUN servers are out of reach here).
          STUN_URLS: turn.stunUrl,
        }),
        use,
      ),
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Keeps every RTCPeerConnection the page makes in `window.__peerConnections` (for getStats). */
async function recordPeerConnections(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
}

/**
 * The page's last peer connection: its configured ICE transport policy and the types of the
 * local and remote candidates of the pair ICE selected (from getStats).
 */
function selectedPair(page: Page) {
  return page.evaluate(async () => {
    const made = (window as unknown as { __peerConnections: RTCPeerConnection[] })
      .__peerConnections;
    const pc = made.at(-1);
    if (!pc) return null;
    const stats = await pc.getStats();
    let pairId: string | undefined;
    stats.forEach((report: { type: string; selectedCandidatePairId?: string }) => {
      if (report.type === 'transport' && report.selectedCandidatePairId)
        pairId = report.selectedCandidatePairId;
    });
    const pair = pairId
      ? (stats.get(pairId) as { localCandidateId: string; remoteCandidateId: string })
      : undefined;
    const typeOf = (id: string | undefined) =>
      id ? (stats.get(id) as { candidateType: string } | undefined)?.candidateType : undefined;
    return {
      policy: pc.getConfiguration().iceTransportPolicy,
      local: typeOf(pair?.localCandidateId),
      remote: typeOf(pair?.remoteCandidateId),
    };
  });
}

test('a call forced through TURN (relay only) reaches Connected and the remote video plays', async ({
  page,
  browser,
  server,
  turn,
}) => {
  await recordPeerConnections(page);
  await signInVerifiedParent(server, page.context(), 'Maya Lopez');
  const sam = await secondFamily(browser, server, 'Sam Park');
  await recordPeerConnections(sam);
  const { bId } = await makeFriends(page, sam);

  const { modal, samModal } = await callAndConnect(page, sam, bId);

  // Both sides really went through coturn: the selected pair is relayed on each end…
  const relayed = { policy: 'relay', local: 'relay', remote: 'relay' };
  expect(await selectedPair(page)).toEqual(relayed);
  expect(await selectedPair(sam)).toEqual(relayed);
  // …and coturn granted allocations to the API's time-limited usernames (`<expiry>:<id>`).
  expect(turn.output()).toMatch(/ALLOCATE processed, success/);
  expect(turn.output()).toMatch(/username=<\d+:\d+>/);

  await modal.getByRole('button', { name: 'End Call' }).click();
  await expect(modal.getByText('Call ended')).toBeVisible();
  await expect(samModal.getByText('Call ended')).toBeVisible();
  await sam.context().close();
});
