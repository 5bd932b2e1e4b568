import { createContext, useContext, useEffect, useRef } from 'react';
import type { ServerToClientEvent, ServerToClientEvents } from '@nestling/shared';
import type { RealtimeSocket, SocketStatus } from './realtime-socket';

/** What the realtime provider shares: the socket (null while signed out or loading) and its state. */
export interface SocketContextValue {
  socket: RealtimeSocket | null;
  status: SocketStatus;
}

/** The app's socket; the signed-in shell provides it (app/realtime), tests a fake one. */
export const SocketContext = createContext<SocketContextValue>({ socket: null, status: 'offline' });

/**
 * The app's socket and its connection state.
 * @returns `{socket, status}`; `socket` is null when signed out or before the client has loaded
 */
export function useSocket(): SocketContextValue {
  return useContext(SocketContext);
}

/**
 * Listens to one server event for as long as the component is mounted and a socket exists. The
 * latest `handler` is always the one called (no need to memoise it); the listener is added once
 * per socket.
 * @param event a server event of the shared contract (spec §7.9)
 * @param handler called with the event's payload
 */
export function useSocketEvent<E extends ServerToClientEvent>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const { socket } = useSocket();
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: unknown[]) =>
      (handlerRef.current as (...a: unknown[]) => void)(...args)) as ServerToClientEvents[E];
    socket.on(event, listener);
    return () => socket.off(event, listener);
  }, [socket, event]);
}
