import { useCallback, useState } from 'react';
import { useSendMessage } from '../api/send-message';
import { nextTempId, type PendingMessage } from '../utils/pending-message';

/**
 * The optimistic send of spec §4 Chat: a message shows at once as a local entry ('Sending…');
 * when the server answers, its stored copy (already in the conversation's cache) takes the
 * entry's place; when the send fails the entry stays, marked failed, to be sent again or
 * discarded. Kept for the whole Messages screen, so switching friends loses nothing.
 * @returns the pending entries and `send`, `retry`, `discard`
 */
export function useOutbox() {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const { mutateAsync } = useSendMessage();

  const deliver = useCallback(
    (entry: PendingMessage) => {
      setPending((list) => [
        ...list.filter((item) => item.tempId !== entry.tempId),
        { ...entry, status: 'sending' },
      ]);
      // mutateAsync, not mutate: mutate's own callbacks fire for the latest call only, and
      // several messages may be on their way at once.
      void mutateAsync({
        receiverId: entry.receiverId,
        text: entry.text,
        tempId: entry.tempId,
      }).then(
        () => setPending((list) => list.filter((item) => item.tempId !== entry.tempId)),
        () =>
          setPending((list) =>
            list.map((item) =>
              item.tempId === entry.tempId ? { ...item, status: 'failed' } : item,
            ),
          ),
      );
    },
    [mutateAsync],
  );

  /** Sends `text` (already trimmed and checked) to `receiverId`. */
  const send = useCallback(
    (receiverId: number, text: string) =>
      deliver({
        tempId: nextTempId(),
        receiverId,
        text,
        timestamp: new Date().toISOString(),
        status: 'sending',
      }),
    [deliver],
  );

  /** Sends a failed entry again. */
  const retry = useCallback(
    (tempId: number) => {
      const entry = pending.find((item) => item.tempId === tempId);
      if (entry) deliver(entry);
    },
    [pending, deliver],
  );

  /** Drops a failed entry. */
  const discard = useCallback(
    (tempId: number) => setPending((list) => list.filter((item) => item.tempId !== tempId)),
    [],
  );

  return { pending, send, retry, discard };
}

export type Outbox = ReturnType<typeof useOutbox>;
