import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionDescription } from '@nestling/shared';
import { useSession } from '@/entities/parent/api/get-session';
import { LocaleProvider } from '@/lib/i18n/locale-context';
import { useSocket, useSocketEvent } from '@/lib/socket/socket-context';
import { fetchIceServers } from '../api/get-ice-servers';
import { CallSession, type CallSnapshot } from '../utils/call-session';
import { CallModal } from './call-modal';
import { withCandidate } from '../utils/early-candidates';
import type { CallPeer, CallRuntimeLink, IncomingCall } from './call-provider';
import { IncomingCallPrompt } from './incoming-call-prompt';

export interface CallRuntimeProps {
  /** What the provider kept until this loaded, and where this hands over its `startCall`. */
  link: CallRuntimeLink;
  /** Test seams: media and peer connection (the browser's by default). */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

/**
 * The call UI of the signed-in app (spec §2.20 video call modal, §4 Call, §7.9), loaded by
 * `CallProvider` on the first call: starts calls, shows the incoming-call prompt (Answer /
 * Decline) on any page, the call modal, and routes the friend's signalling to the one call
 * under way. A second caller while a call is on is declined (`endCall`); leaving the signed-in
 * app ends the call and releases the devices. On mounting it takes over what the provider kept
 * (a call ringing, a call the parent started) and then receives every `startCall`. The prompt
 * and the modal speak the parent's language (issue 28: drawn once its calls catalogue is here,
 * the call itself going on meanwhile).
 */
export default function CallRuntime({
  link,
  getUserMedia,
  createPeerConnection,
}: CallRuntimeProps) {
  const { socket } = useSocket();
  const { parent } = useSession();
  const queryClient = useQueryClient();
  const [peer, setPeer] = useState<CallPeer | null>(null);
  const [snapshot, setSnapshot] = useState<CallSnapshot | null>(null);
  const [incoming, setIncoming] = useState<IncomingCall | null>(null);
  const session = useRef<CallSession | null>(null);
  const incomingRef = useRef<IncomingCall | null>(null);
  useEffect(() => {
    incomingRef.current = incoming;
  }, [incoming]);

  const open = useCallback(
    async (
      to: CallPeer,
      offer?: { signal: SessionDescription; candidates: RTCIceCandidateInit[] },
    ) => {
      if (!socket || !parent) {
        // No connection (yet): say so rather than ring nobody.
        setPeer(to);
        setSnapshot({
          status: 'error',
          error: offer ? 'answerFailed' : 'startFailed',
          serverError: null,
          localStream: null,
          remoteStream: null,
          videoOn: true,
          micOn: true,
        });
        return;
      }
      session.current?.end(true);
      setPeer(to);
      const call = new CallSession({
        socket,
        peerId: to.id,
        polite: parent.id > to.id,
        onChange: (next) => {
          if (session.current === call) setSnapshot(next);
        },
        getUserMedia,
        createPeerConnection,
      });
      session.current = call;
      setSnapshot(call.state);
      const rtcConfig = await fetchIceServers(queryClient);
      if (session.current !== call || call.isOver) return;
      if (offer) await call.answer(offer.signal, offer.candidates, rtcConfig);
      else await call.start(rtcConfig);
    },
    [socket, parent, queryClient, getUserMedia, createPeerConnection],
  );

  const close = useCallback(() => {
    session.current?.end(true);
    session.current = null;
    setPeer(null);
    setSnapshot(null);
  }, []);

  // Signed out, or the socket replaced: no call survives it.
  useEffect(
    () => () => {
      session.current?.end(true);
      session.current = null;
    },
    [socket],
  );

  useSocketEvent('callIncoming', ({ from, name, signal }) => {
    const current = session.current;
    if (current && current.peerId === from && !current.isOver) {
      void current.receiveDescription(signal);
      return;
    }
    if (
      (current && !current.isOver) ||
      (incomingRef.current && incomingRef.current.from !== from)
    ) {
      socket?.emit('endCall', { to: from });
      return;
    }
    setIncoming({ from, name, signal, candidates: incomingRef.current?.candidates ?? [] });
  });
  useSocketEvent('callAnswered', ({ from, signal }) => {
    if (session.current?.peerId === from) void session.current.receiveDescription(signal);
  });
  useSocketEvent('iceCandidate', ({ from, candidate }) => {
    if (session.current?.peerId === from) void session.current.receiveCandidate(candidate);
    else if (incomingRef.current?.from === from)
      setIncoming(
        (call) => call && { ...call, candidates: withCandidate(call.candidates, candidate) },
      );
  });
  useSocketEvent('callEnded', ({ from }) => {
    if (session.current?.peerId === from) session.current.end(false);
    if (incomingRef.current?.from === from) setIncoming(null);
  });

  // Last, so the listeners above are on before the provider stops keeping events. The call
  // waits for a timer: StrictMode's trial unmount (development) must not end it at once.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });
  useEffect(() => {
    link.attach((to) => void openRef.current(to));
    const { incoming: ringing, start } = link.pending();
    // Now, not at the next render: a candidate of the ringing call may come meanwhile.
    if (ringing) incomingRef.current = ringing;
    const timer = setTimeout(() => {
      link.clearPending();
      if (ringing) setIncoming(ringing);
      if (start) void openRef.current(start);
    });
    return () => clearTimeout(timer);
  }, [link]);

  return (
    <LocaleProvider savedLocale={parent?.locale}>
      <Suspense fallback={null}>
        {incoming && (
          <IncomingCallPrompt
            name={incoming.name}
            onAnswer={() => {
              setIncoming(null);
              void open({ id: incoming.from, name: incoming.name }, incoming);
            }}
            onDecline={() => {
              setIncoming(null);
              socket?.emit('endCall', { to: incoming.from });
            }}
          />
        )}
        {peer && snapshot && (
          <CallModal
            name={peer.name}
            snapshot={snapshot}
            onToggleVideo={() => session.current?.toggleVideo()}
            onToggleMic={() => session.current?.toggleMic()}
            onEnd={() => session.current?.end(true)}
            onClose={close}
          />
        )}
      </Suspense>
    </LocaleProvider>
  );
}
