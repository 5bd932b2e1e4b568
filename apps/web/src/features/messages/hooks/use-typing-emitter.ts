import { useCallback, useEffect, useRef } from 'react';
import { CHAT_TYPING_STOP_MS } from '@nestling/shared';
import { useSession } from '@/entities/parent/api/get-session';
import { useSocket } from '@/lib/socket/socket-context';

/**
 * Tells the friend when this parent types (spec §7.9 typing, §9): `typing {isTyping: true}` on
 * the first keystroke, and `{isTyping: false}` after CHAT_TYPING_STOP_MS (900 ms) without one,
 * on send, on switching friend and on leaving. One start per burst of typing, not one per key.
 * A burst begun before the socket is there — a chat opened by a link, typed in at once: the
 * first key is what starts the connection (`connectSocket`) — is told as the socket arrives
 * (Socket.IO sends it once connected); one that ended before is not told at all.
 * @param receiverId the friend in the open conversation, or null
 * @returns `onInput` for each keystroke and `stop` to end the burst now (on send)
 */
export function useTypingEmitter(receiverId: number | null) {
  const { socket } = useSocket();
  const { parent } = useSession();
  const typing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ socket, receiverId, parent });
  useEffect(() => {
    latest.current = { socket, receiverId, parent };
  });

  const emit = useCallback((isTyping: boolean) => {
    const { socket: current, receiverId: to, parent: me } = latest.current;
    if (!current || to === null) return;
    current.emit('typing', {
      receiverId: to,
      isTyping,
      ...(me ? { senderId: me.id, senderName: me.name.slice(0, 100) } : {}),
    });
  }, []);

  // The socket arrived during a burst: the friend learns of it now.
  useEffect(() => {
    if (socket && typing.current) emit(true);
  }, [socket, emit]);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (typing.current) {
      typing.current = false;
      emit(false);
    }
  }, [emit]);

  const onInput = useCallback(() => {
    if (!typing.current) {
      typing.current = true;
      emit(true);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(stop, CHAT_TYPING_STOP_MS);
  }, [emit, stop]);

  // A new friend or leaving the screen ends the burst for the friend it was for.
  useEffect(() => stop, [receiverId, stop]);

  return { onInput, stop };
}
