import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_TEXTS } from '@nestling/shared';
import { renderApp } from '@/app/testing/render-app';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { mockApi } from '@/testing/mock-api';
import { FakePeerConnection, fakeStream } from '../testing/fake-peer';

const SAM = 9;
const offer = { type: 'offer' as const, sdp: 'their-offer' };

function setMedia(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(getUserMedia) },
    configurable: true,
  });
}

beforeEach(() => {
  FakePeerConnection.created = [];
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  mockApi({ 'GET /api/kids': { status: 200, body: [] } });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

/** The app on the dashboard, signed in as parent 7, and Sam calling. */
async function ringing() {
  const view = renderApp('/dashboard', { parent: buildParent({ id: 7 }) });
  await screen.findByRole('heading', { name: 'Hi, Maya' });
  await waitFor(() => expect(view.socket.listenerCount('callIncoming')).toBe(1));
  act(() => view.socket.serverEmit('callIncoming', { from: SAM, name: 'Sam Park', signal: offer }));
  const prompt = await screen.findByRole('alertdialog', { name: CALL_TEXTS.incoming('Sam Park') });
  return { ...view, prompt: within(prompt) };
}

describe('a call ringing before the app connected (issue 25: opened from a call’s push)', () => {
  it('says it listens at each connection, once the call listeners are on, and rings what the server replays', async () => {
    const view = renderApp('/dashboard', { parent: buildParent({ id: 7 }) });
    await waitFor(() => expect(view.socket.sent('join')).toContain(7));
    expect(view.socket.listenerCount('callIncoming')).toBe(1);
    // The server's answer to `join`: the call still ringing.
    act(() =>
      view.socket.serverEmit('callIncoming', { from: SAM, name: 'Sam Park', signal: offer }),
    );
    expect(
      await screen.findByRole('alertdialog', { name: CALL_TEXTS.incoming('Sam Park') }),
    ).toBeTruthy();

    // A reconnection says it again.
    const joins = view.socket.sent('join').length;
    act(() => view.socketStatus('reconnecting'));
    act(() => view.socketStatus('connected'));
    await waitFor(() => expect(view.socket.sent('join')).toHaveLength(joins + 1));
  });
});

describe('incoming calls (issue 12: Answer / Decline on any page)', () => {
  it('Decline tells the caller and closes the prompt', async () => {
    const { prompt, user, socket } = await ringing();
    await user.click(prompt.getByRole('button', { name: 'Decline' }));
    expect(socket.sent('endCall')).toEqual([{ to: SAM }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the prompt goes when the caller hangs up first; another caller meanwhile is turned away', async () => {
    const { socket } = await ringing();
    act(() => socket.serverEmit('callIncoming', { from: 12, name: 'Alex Kim', signal: offer }));
    expect(socket.sent('endCall')).toEqual([{ to: 12 }]);
    act(() => socket.serverEmit('callEnded', { from: SAM }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Answer opens the call modal and answers with the offer and the early candidates', async () => {
    const media = fakeStream();
    setMedia(() => Promise.resolve(media.stream));
    const { prompt, user, socket } = await ringing();
    act(() =>
      socket.serverEmit('iceCandidate', { from: SAM, candidate: { candidate: 'c1', sdpMid: '0' } }),
    );
    await user.click(prompt.getByRole('button', { name: 'Answer' }));
    expect(await screen.findByRole('dialog', { name: CALL_TEXTS.title('Sam Park') })).toBeTruthy();
    await waitFor(() =>
      expect(socket.sent('answerCall')).toEqual([
        { to: SAM, signal: { type: 'answer', sdp: 'answer-sdp' } },
      ]),
    );
    const pc = FakePeerConnection.created[0]!;
    expect(pc.config.iceServers).toEqual([]);
    expect(pc.candidates).toEqual([{ candidate: 'c1', sdpMid: '0' }]);
    act(() => pc.setConnectionState('connected'));
    expect(await screen.findByText('Connected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'End Call' }));
    expect(await screen.findByText('Call ended')).toBeTruthy();
    expect(socket.sent('endCall')).toEqual([{ to: SAM }]);
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps what comes while the call UI loads: the early candidates, a second caller turned away', async () => {
    setMedia(() => Promise.resolve(fakeStream().stream));
    const { socket, user } = renderApp('/dashboard', { parent: buildParent({ id: 7 }) });
    await screen.findByRole('heading', { name: 'Hi, Maya' });
    await waitFor(() => expect(socket.listenerCount('callIncoming')).toBe(1));
    // All in one go: the provider alone hears them; the call UI renders after.
    act(() => {
      socket.serverEmit('callIncoming', { from: SAM, name: 'Sam Park', signal: offer });
      socket.serverEmit('iceCandidate', { from: SAM, candidate: { candidate: 'c1', sdpMid: '0' } });
      socket.serverEmit('callIncoming', { from: 12, name: 'Alex Kim', signal: offer });
      socket.serverEmit('iceCandidate', { from: SAM, candidate: { candidate: 'c2', sdpMid: '0' } });
    });
    expect(socket.sent('endCall')).toEqual([{ to: 12 }]);
    const prompt = await screen.findByRole('alertdialog', {
      name: CALL_TEXTS.incoming('Sam Park'),
    });
    await user.click(within(prompt).getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(socket.sent('answerCall')).toHaveLength(1));
    expect(FakePeerConnection.created[0]!.candidates).toEqual([
      { candidate: 'c1', sdpMid: '0' },
      { candidate: 'c2', sdpMid: '0' },
    ]);
  });

  it('a call that ends while the call UI loads never rings', async () => {
    const { socket } = renderApp('/dashboard', { parent: buildParent({ id: 7 }) });
    await screen.findByRole('heading', { name: 'Hi, Maya' });
    await waitFor(() => expect(socket.listenerCount('callIncoming')).toBe(1));
    act(() => {
      socket.serverEmit('callIncoming', { from: SAM, name: 'Sam Park', signal: offer });
      socket.serverEmit('callEnded', { from: SAM });
    });
    // The call UI loads (its listener joins the provider's), and shows nothing.
    await waitFor(() => expect(socket.listenerCount('callIncoming')).toBe(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("says 'Camera/mic permission denied.' when the devices are refused", async () => {
    setMedia(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { prompt, user, socket } = await ringing();
    await user.click(prompt.getByRole('button', { name: 'Answer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Camera/mic permission denied.');
    expect(socket.sent('endCall')).toEqual([{ to: SAM }]);
  });
});
