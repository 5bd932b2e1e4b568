import { useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_HIDE_MS } from '@nestling/shared';
import { useSocketEvent } from '@/lib/socket/socket-context';

/**
 * Whether the friend of the open conversation is typing (spec §2.20, §9): shown on their
 * `typing {isTyping: true}`, hidden on `isTyping: false` or CHAT_TYPING_HIDE_MS (1,200 ms)
 * after their last news, whichever comes first.
 * @param friendId the friend in the open conversation, or null
 * @returns the typing friend's name, or null
 */
export function useTypingIndicator(friendId: number | null): string | null {
  const [typist, setTypist] = useState<{ friendId: number; name: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useSocketEvent('typing', ({ senderId, senderName, isTyping }) => {
    if (senderId !== friendId) return;
    clearTimeout(timer.current);
    if (!isTyping) {
      setTypist(null);
      return;
    }
    setTypist({ friendId: senderId, name: senderName });
    timer.current = setTimeout(() => setTypist(null), CHAT_TYPING_HIDE_MS);
  });

  useEffect(() => () => clearTimeout(timer.current), []);
  return typist && typist.friendId === friendId ? typist.name : null;
}
