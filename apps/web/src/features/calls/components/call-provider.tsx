import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { SessionDescription } from '@nestling/shared';
import { useSession } from '@/entities/parent/api/get-session';
import { useSocket, useSocketEvent } from '@/lib/socket/socket-context';
import { withCandidate } from '../utils/early-candidates';

/** The other parent of a call. */
export interface CallPeer {
  id: number;
  name: string;
}

/** A call ringing, not answered yet: the caller's offer and the ICE candidates sent with it. */
export interface IncomingCall {
  from: number;
  name: string;
  signal: SessionDescription;
  candidates: RTCIceCandidateInit[];
}

/** What happened before the call UI had loaded: a call ringing, a call the parent started. */
export interface PendingCalls {
  incoming: IncomingCall | null;
  start: CallPeer | null;
}

/**
 * How the lazily loaded call UI (`call-runtime.tsx`) takes over from this provider: `pending`
 * reads what was buffered, `clearPending` forgets it once handled, and `attach` hands over the
 * runtime's `startCall` — from then on this provider buffers nothing and forwards calls.
 */
export interface CallRuntimeLink {
  pending: () => PendingCalls;
  clearPending: () => void;
  attach: (startCall: (peer: CallPeer) => void) => void;
}

interface CallsContextValue {
  /** Opens the call modal and calls `peer` (spec §4 Call: opening the modal starts a call). */
  startCall: (peer: CallPeer) => void;
}

const CallsContext = createContext<CallsContextValue>({ startCall: () => undefined });

/** Starting calls from any screen (the Messages Call button). */
export function useCalls(): CallsContextValue {
  return useContext(CallsContext);
}

export interface CallProviderProps {
  children: ReactNode;
  /** Test seams: media and peer connection (the browser's by default). */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

// The prompt, the modal, the call session and its WebRTC code: loaded on the first call only.
const CallRuntime = lazy(() => import('./call-runtime'));

/**
 * Video calls in the whole signed-in app (spec §2.20 video call modal, §4 Call, §7.9, issue 12),
 * light enough for the shell's first load (issue 9: the shell ≤ 170 KB). Until a call starts
 * (`startCall`) or one rings (`callIncoming`), only this provider is loaded: it listens to the
 * calls' socket events and keeps what they say — the ringing call with its early ICE
 * candidates, or its end; a second caller meanwhile is declined (`endCall`), as during a call.
 * The first call loads the call UI (`call-runtime.tsx`), which then takes over with what was
 * kept, so no event is lost while its code arrives. At each connection, once these listeners
 * are on, it sends `join`: the server answers with a call still ringing the parent, so an app
 * opened by tapping a call's push rings (issue 25, decision 066).
 */
export function CallProvider({ children, getUserMedia, createPeerConnection }: CallProviderProps) {
  const { socket, status } = useSocket();
  const parentId = useSession().parent?.id;
  const [wanted, setWanted] = useState(false);
  const pending = useRef<PendingCalls>({ incoming: null, start: null });
  const runtimeStart = useRef<((peer: CallPeer) => void) | null>(null);

  useSocketEvent('callIncoming', ({ from, name, signal }) => {
    if (runtimeStart.current) return;
    const ringing = pending.current.incoming;
    if (ringing && ringing.from !== from) {
      socket?.emit('endCall', { to: from });
      return;
    }
    pending.current.incoming = { from, name, signal, candidates: ringing?.candidates ?? [] };
    setWanted(true);
  });
  useSocketEvent('iceCandidate', ({ from, candidate }) => {
    const ringing = pending.current.incoming;
    if (!runtimeStart.current && ringing?.from === from) {
      ringing.candidates = withCandidate(ringing.candidates, candidate);
    }
  });
  useSocketEvent('callEnded', ({ from }) => {
    if (!runtimeStart.current && pending.current.incoming?.from === from) {
      pending.current.incoming = null;
    }
  });

  // After the listeners above (effects run in order): a replayed ring finds them on.
  useEffect(() => {
    if (socket && status === 'connected' && parentId !== undefined) socket.emit('join', parentId);
  }, [socket, status, parentId]);

  const link = useMemo<CallRuntimeLink>(
    () => ({
      pending: () => pending.current,
      clearPending: () => {
        pending.current = { incoming: null, start: null };
      },
      attach: (startCall) => {
        runtimeStart.current = startCall;
      },
    }),
    [],
  );

  const startCall = useCallback((peer: CallPeer) => {
    if (runtimeStart.current) runtimeStart.current(peer);
    else {
      pending.current.start = peer;
      setWanted(true);
    }
  }, []);
  const value = useMemo(() => ({ startCall }), [startCall]);

  return (
    <CallsContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <CallRuntime
            link={link}
            getUserMedia={getUserMedia}
            createPeerConnection={createPeerConnection}
          />
        </Suspense>
      )}
    </CallsContext.Provider>
  );
}
