import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/testing/fake-socket';
import { FakePeerConnection, fakeStream } from '../testing/fake-peer';
import { CallSession, type CallSnapshot } from './call-session';

const FRIEND = 9;

function makeSession(polite: boolean) {
  const fake = createFakeSocket();
  const media = fakeStream();
  const states: CallSnapshot[] = [];
  const session = new CallSession({
    socket: fake.socket,
    peerId: FRIEND,
    polite,
    onChange: (state) => states.push(state),
    getUserMedia: vi.fn(async () => media.stream),
    createPeerConnection: (config) =>
      new FakePeerConnection(config) as unknown as RTCPeerConnection,
  });
  const pc = () => FakePeerConnection.created.at(-1)!;
  return { fake, media, states, session, pc };
}

/** Lets queued promise work run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  FakePeerConnection.created = [];
});

describe('CallSession (perfect negotiation over the socket contract)', () => {
  it('calls: offer as callUser, Ringing…, answer applied, queued candidates, Connected, End releases the devices', async () => {
    const { fake, media, session, pc } = makeSession(false);
    expect(session.state.status).toBe('starting');
    await session.start({
      iceServers: [{ urls: 'stun:stun.example.org' }],
      iceTransportPolicy: 'relay',
    });
    await settle();
    expect(pc().config.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    expect(pc().config.iceTransportPolicy).toBe('relay');
    expect(fake.sent('callUser')).toEqual([
      { to: FRIEND, signalData: { type: 'offer', sdp: 'offer-sdp-1' } },
    ]);
    expect(session.state.status).toBe('ringing');

    // A candidate that comes before the answer waits for it.
    await session.receiveCandidate({ candidate: 'candidate:1', sdpMid: '0' });
    expect(pc().candidates).toEqual([]);
    await session.receiveDescription({ type: 'answer', sdp: 'answer' });
    expect(pc().candidates).toEqual([{ candidate: 'candidate:1', sdpMid: '0' }]);
    pc().setConnectionState('connected');
    expect(session.state.status).toBe('connected');

    session.toggleMic();
    expect(media.tracks[1]!.enabled).toBe(false);
    expect(session.state.micOn).toBe(false);
    session.end(true);
    expect(fake.sent('endCall')).toEqual([{ to: FRIEND }]);
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
    expect(pc().closed).toBe(true);
    expect(session.state.status).toBe('ended');
  });

  it('answers: the offer, then the answer as answerCall, with candidates that came first', async () => {
    const { fake, session, pc } = makeSession(true);
    await session.answer(
      { type: 'offer', sdp: 'their-offer' },
      [{ candidate: 'candidate:early', sdpMid: '0' }],
      { iceServers: [] },
    );
    expect(pc().remoteDescription).toEqual({ type: 'offer', sdp: 'their-offer' });
    expect(fake.sent('answerCall')).toEqual([
      { to: FRIEND, signal: { type: 'answer', sdp: 'answer-sdp' } },
    ]);
    expect(fake.sent('callUser')).toEqual([]);
    expect(pc().candidates).toEqual([{ candidate: 'candidate:early', sdpMid: '0' }]);
  });

  it('answers: a connection that comes up while the early candidates are applied stays Connected', async () => {
    // The browser reports `connected` as soon as one candidate pair works, which can be
    // before the answering side has applied the rest of the candidates that came first.
    class QuickPeer extends FakePeerConnection {
      override async addIceCandidate(candidate: RTCIceCandidateInit) {
        await super.addIceCandidate(candidate);
        if (this.candidates.length === 1) this.setConnectionState('connected');
      }
    }
    const states: CallSnapshot[] = [];
    const session = new CallSession({
      socket: createFakeSocket().socket,
      peerId: FRIEND,
      polite: true,
      onChange: (state) => states.push(state),
      getUserMedia: vi.fn(async () => fakeStream().stream),
      createPeerConnection: (config) => new QuickPeer(config) as unknown as RTCPeerConnection,
    });
    await session.answer(
      { type: 'offer', sdp: 'their-offer' },
      [
        { candidate: 'candidate:early-1', sdpMid: '0' },
        { candidate: 'candidate:early-2', sdpMid: '0' },
      ],
      { iceServers: [] },
    );
    expect(FakePeerConnection.created.at(-1)!.candidates).toHaveLength(2);
    expect(session.state.status).toBe('connected');
    expect(states.at(-1)!.status).toBe('connected');
  });

  it('on an offer collision the impolite peer ignores the other offer, the polite one answers it', async () => {
    const impolite = makeSession(false);
    await impolite.session.start({ iceServers: [] });
    await settle();
    await impolite.session.receiveDescription({ type: 'offer', sdp: 'glare' });
    expect(impolite.pc().remoteDescription).toBeNull();
    expect(impolite.fake.sent('answerCall')).toEqual([]);

    const polite = makeSession(true);
    await polite.session.start({ iceServers: [] });
    await settle();
    await polite.session.receiveDescription({ type: 'offer', sdp: 'glare' });
    expect(polite.pc().remoteDescription).toEqual({ type: 'offer', sdp: 'glare' });
    expect(polite.fake.sent('answerCall')).toEqual([
      { to: FRIEND, signal: { type: 'answer', sdp: 'answer-sdp' } },
    ]);
  });

  it("says 'Camera/mic permission denied.' and tells the friend when the devices are refused", async () => {
    const fake = createFakeSocket();
    const session = new CallSession({
      socket: fake.socket,
      peerId: FRIEND,
      polite: false,
      onChange: () => undefined,
      getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      createPeerConnection: (config) =>
        new FakePeerConnection(config) as unknown as RTCPeerConnection,
    });
    await session.start({ iceServers: [] });
    expect(session.state).toMatchObject({ status: 'error', error: 'permissionDenied' });
    expect(fake.sent('endCall')).toEqual([{ to: FRIEND }]);
    expect(FakePeerConnection.created).toEqual([]);
  });

  it('shows the server refusal of a call (e.g. busy) from the callUser ack', async () => {
    const { fake, media, session } = makeSession(false);
    fake.ackWith(() => ({ ok: false, error: 'Sam is in another call.', code: 'BUSY' }));
    await session.start({ iceServers: [] });
    await settle();
    expect(session.state).toMatchObject({
      status: 'error',
      serverError: 'Sam is in another call.',
    });
    expect(media.tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true);
  });
});
