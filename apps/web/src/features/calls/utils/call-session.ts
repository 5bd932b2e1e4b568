import type { SessionDescription } from '@nestling/shared';
import type { RealtimeSocket } from '@/lib/socket/realtime-socket';
import type { CallRtcConfig } from '../api/get-ice-servers';

/** The call states of spec §4 Call (idle is no session at all). */
export type CallStatus = 'starting' | 'ringing' | 'connected' | 'ended' | 'error';

/** Why a call failed, one per text of spec §8.2 Call. */
export type CallErrorKind = 'permissionDenied' | 'startFailed' | 'answerFailed' | 'connectFailed';

/** What the modal shows of a call. */
export interface CallSnapshot {
  status: CallStatus;
  error: CallErrorKind | null;
  /** A refusal the server gave (e.g. the callee is busy), shown instead of the generic text. */
  serverError: string | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  videoOn: boolean;
  micOn: boolean;
}

export interface CallSessionOptions {
  socket: RealtimeSocket;
  /** The other parent. */
  peerId: number;
  /**
   * The polite peer of "perfect negotiation" (W3C WebRTC 1.0 §10.7 example): on an offer
   * collision it rolls back its own offer and answers; the impolite one ignores the other's.
   */
  polite: boolean;
  /** Told every change. */
  onChange: (snapshot: CallSnapshot) => void;
  /** Camera and microphone (navigator.mediaDevices.getUserMedia by default). */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** A peer connection (new RTCPeerConnection by default). */
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

/**
 * One video call with one friend over a native RTCPeerConnection, negotiated by the "perfect
 * negotiation" pattern: every description either side makes is sent the same way (offers as
 * `callUser`, answers as `answerCall`, spec §7.9) and every description received is handled the
 * same way, whoever started; ICE candidates trickle through `iceCandidate` (RFC 8838) and wait
 * until the remote description is set. Camera and microphone are released by `end`, whatever
 * ended the call.
 */
export class CallSession {
  readonly peerId: number;
  private readonly socket: RealtimeSocket;
  private readonly polite: boolean;
  private readonly onChange: (snapshot: CallSnapshot) => void;
  private readonly getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  private readonly createPeerConnection: (config: RTCConfiguration) => RTCPeerConnection;
  private pc: RTCPeerConnection | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private waitingCandidates: RTCIceCandidateInit[] = [];
  private snapshot: CallSnapshot = {
    status: 'starting',
    error: null,
    serverError: null,
    localStream: null,
    remoteStream: null,
    videoOn: true,
    micOn: true,
  };

  constructor(options: CallSessionOptions) {
    this.socket = options.socket;
    this.peerId = options.peerId;
    this.polite = options.polite;
    this.onChange = options.onChange;
    this.getUserMedia =
      options.getUserMedia ?? ((constraints) => navigator.mediaDevices.getUserMedia(constraints));
    this.createPeerConnection =
      options.createPeerConnection ?? ((config) => new RTCPeerConnection(config));
  }

  /** The current state. */
  get state(): CallSnapshot {
    return this.snapshot;
  }

  /** Whether the call is over (ended or failed). */
  get isOver(): boolean {
    return this.snapshot.status === 'ended' || this.snapshot.status === 'error';
  }

  /**
   * Calls the friend: camera and microphone, then the offer (sent by negotiationneeded).
   * Statuses: Starting… then Ringing… once the offer is sent, Connected once media flows.
   * @param rtcConfig STUN and TURN servers, and the ICE transport policy
   */
  async start(rtcConfig: CallRtcConfig): Promise<void> {
    const stream = await this.openMedia('startFailed');
    if (!stream) return;
    try {
      const pc = this.openConnection(rtcConfig);
      for (const track of stream.getTracks()) pc.addTrack(track, stream);
    } catch {
      this.fail('startFailed');
    }
  }

  /**
   * Answers the friend's call: camera and microphone, the friend's offer, then the answer.
   * @param offer the offer of `callIncoming`
   * @param candidates ICE candidates that arrived before the answer
   * @param rtcConfig STUN and TURN servers, and the ICE transport policy
   */
  async answer(
    offer: SessionDescription,
    candidates: RTCIceCandidateInit[],
    rtcConfig: CallRtcConfig,
  ): Promise<void> {
    const stream = await this.openMedia('answerFailed');
    if (!stream) return;
    try {
      const pc = this.openConnection(rtcConfig);
      this.waitingCandidates.push(...candidates);
      await pc.setRemoteDescription(offer);
      // Added after the offer, the tracks take the offer's transceivers (no renegotiation).
      for (const track of stream.getTracks()) pc.addTrack(track, stream);
      await pc.setLocalDescription();
      this.sendDescription(pc.localDescription);
      await this.flushCandidates();
      // Media may already flow (the connection can reach `connected` while the candidates
      // that came first are applied): never step back from Connected to Ringing.
      if (this.snapshot.status === 'starting') this.update({ status: 'ringing' });
    } catch {
      this.fail('answerFailed');
    }
  }

  /** A description from the friend (`callIncoming` during the call, or `callAnswered`). */
  async receiveDescription(description: SessionDescription): Promise<void> {
    const pc = this.pc;
    if (!pc || this.isOver) return;
    try {
      const offerCollision =
        description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
      this.ignoreOffer = !this.polite && offerCollision;
      if (this.ignoreOffer) return;
      await pc.setRemoteDescription(description);
      await this.flushCandidates();
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription(pc.localDescription);
      }
    } catch {
      this.fail('connectFailed');
    }
  }

  /** An ICE candidate from the friend; kept until the remote description is set. */
  async receiveCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    const pc = this.pc;
    if (!pc || !pc.remoteDescription) {
      this.waitingCandidates.push(candidate);
      return;
    }
    try {
      await pc.addIceCandidate(candidate);
    } catch {
      // A candidate of an offer we ignored fails to apply; that is expected (perfect negotiation).
      if (!this.ignoreOffer) this.fail('connectFailed');
    }
  }

  /** Turns the camera on or off (the track stays, so no renegotiation). */
  toggleVideo(): void {
    const videoOn = !this.snapshot.videoOn;
    for (const track of this.snapshot.localStream?.getVideoTracks() ?? []) track.enabled = videoOn;
    this.update({ videoOn });
  }

  /** Turns the microphone on or off. */
  toggleMic(): void {
    const micOn = !this.snapshot.micOn;
    for (const track of this.snapshot.localStream?.getAudioTracks() ?? []) track.enabled = micOn;
    this.update({ micOn });
  }

  /**
   * Ends the call and releases camera and microphone (spec §4 Call).
   * @param notify tell the friend (`endCall`); false when the friend ended it
   */
  end(notify: boolean): void {
    if (notify && !this.isOver) this.socket.emit('endCall', { to: this.peerId });
    this.release();
    if (this.snapshot.status !== 'error') this.update({ status: 'ended' });
  }

  private async openMedia(kind: CallErrorKind): Promise<MediaStream | null> {
    try {
      const stream = await this.getUserMedia({ video: true, audio: true });
      if (this.isOver) {
        // Closed while the browser asked for permission: give the devices straight back.
        for (const track of stream.getTracks()) track.stop();
        return null;
      }
      this.update({ localStream: stream });
      return stream;
    } catch (error) {
      const denied =
        error instanceof DOMException &&
        (error.name === 'NotAllowedError' || error.name === 'SecurityError');
      this.fail(denied ? 'permissionDenied' : kind);
      return null;
    }
  }

  private openConnection(rtcConfig: CallRtcConfig): RTCPeerConnection {
    const pc = this.createPeerConnection({ ...rtcConfig });
    this.pc = pc;
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(pc.localDescription);
      } catch {
        this.fail('startFailed');
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate)
        this.socket.emit('iceCandidate', { to: this.peerId, candidate: candidateInit(candidate) });
    };
    pc.ontrack = ({ track, streams }) => {
      const remote = streams[0] ?? this.snapshot.remoteStream ?? new MediaStream();
      if (!streams[0]) remote.addTrack(track);
      this.update({ remoteStream: remote });
    };
    pc.onconnectionstatechange = () => {
      if (this.isOver) return;
      if (pc.connectionState === 'connected') this.update({ status: 'connected' });
      else if (pc.connectionState === 'failed') this.fail('connectFailed');
    };
    return pc;
  }

  private sendDescription(description: RTCSessionDescription | null): void {
    if (!description || this.isOver) return;
    const signal = { type: description.type, sdp: description.sdp };
    if (description.type === 'offer') {
      this.socket.emit('callUser', { to: this.peerId, signalData: signal }, (ack) => {
        if (!ack.ok) {
          this.update({ serverError: ack.error });
          this.fail('startFailed');
        }
      });
      if (this.snapshot.status === 'starting') this.update({ status: 'ringing' });
    } else {
      this.socket.emit('answerCall', { to: this.peerId, signal });
    }
  }

  private async flushCandidates(): Promise<void> {
    const waiting = this.waitingCandidates;
    this.waitingCandidates = [];
    for (const candidate of waiting) await this.receiveCandidate(candidate);
  }

  private fail(error: CallErrorKind): void {
    if (this.isOver) return;
    this.socket.emit('endCall', { to: this.peerId });
    this.release();
    this.update({ status: 'error', error });
  }

  private release(): void {
    for (const track of this.snapshot.localStream?.getTracks() ?? []) track.stop();
    if (this.pc) {
      this.pc.onnegotiationneeded = null;
      this.pc.onicecandidate = null;
      this.pc.ontrack = null;
      this.pc.onconnectionstatechange = null;
      this.pc.close();
      this.pc = null;
    }
  }

  private update(change: Partial<CallSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.onChange(this.snapshot);
  }
}

/** An RTCIceCandidate as the contract's plain object (spec §7.9 iceCandidate). */
function candidateInit(candidate: RTCIceCandidate): RTCIceCandidateInit {
  const { candidate: line, sdpMid, sdpMLineIndex, usernameFragment } = candidate.toJSON();
  return { candidate: line, sdpMid, sdpMLineIndex, usernameFragment };
}
