import { vi } from 'vitest';

/** A camera-and-microphone stream of two fake tracks, recording `stop`. */
export function fakeStream() {
  const tracks = [
    { kind: 'video', enabled: true, stop: vi.fn() },
    { kind: 'audio', enabled: true, stop: vi.fn() },
  ];
  // A real (happy-dom) MediaStream, so a <video> takes it as its srcObject.
  const stream = Object.assign(new MediaStream(), {
    getTracks: () => tracks,
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
  });
  return { stream: stream as unknown as MediaStream, tracks };
}

/**
 * A stand-in RTCPeerConnection with the signalling state machine of JSEP (RFC 8829) as far as
 * perfect negotiation needs it: `setLocalDescription()` without an argument makes an offer in
 * `stable` and an answer in `have-remote-offer`; a remote offer in `have-local-offer` rolls the
 * local one back (as browsers do); adding the first track asks for negotiation.
 */
export class FakePeerConnection {
  static created: FakePeerConnection[] = [];
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescription: { type: RTCSdpType; sdp?: string } | null = null;
  readonly candidates: RTCIceCandidateInit[] = [];
  readonly tracks: unknown[] = [];
  closed = false;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ontrack: ((event: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  private offers = 0;

  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.created.push(this);
  }

  addTrack(track: unknown) {
    this.tracks.push(track);
    // Negotiation is asked for only from `stable` (a callee's tracks join the offer's answer).
    if (this.tracks.length === 1 && this.signalingState === 'stable' && !this.remoteDescription)
      queueMicrotask(() => this.onnegotiationneeded?.());
  }

  async setLocalDescription() {
    await Promise.resolve();
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: 'answer-sdp' };
      this.signalingState = 'stable';
    } else {
      this.offers += 1;
      this.localDescription = { type: 'offer', sdp: `offer-sdp-${this.offers}` };
      this.signalingState = 'have-local-offer';
    }
  }

  async setRemoteDescription(description: { type: RTCSdpType; sdp?: string }) {
    await Promise.resolve();
    this.remoteDescription = description;
    if (description.type === 'offer') this.signalingState = 'have-remote-offer';
    else this.signalingState = 'stable';
  }

  async addIceCandidate(candidate: RTCIceCandidateInit) {
    await Promise.resolve();
    if (!this.remoteDescription)
      throw new DOMException('No remote description', 'InvalidStateError');
    this.candidates.push(candidate);
  }

  close() {
    this.closed = true;
  }

  /** Plays the network: the connection's state changes. */
  setConnectionState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}
