import { useCallback, useState } from 'react';
import { useSendMessage } from '../api/send-message';
import { nextTempId, type PendingMessage } from '../utils/pending-message';

/**
 * The optimistic send of spec §4 Chat: a message shows at once as a local entry ('Sending…');
 * when the server answers, the entry learns its server id, and the conversation shows the
 * server's copy in its place (replacePendingMessages, in the same render — never both, issue
 * 29 defect 9), then `forget`s it; when the send fails the entry stays, marked failed, to be
 * sent again or discarded. Kept for the whole Messages screen, so switching friends loses
 * nothing.
 * @returns the pending entries and `send`, `retry`, `discard`, `forget`
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
        // Kept, with the server's id, until the conversation shows the server's copy instead.
        (message) =>
          setPending((list) =>
            list.map((item) =>
              item.tempId === entry.tempId ? { ...item, messageId: message.id } : item,
            ),
          ),
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

  /**
   * Sends `text` (already trimmed and checked) to `receiverId`.
   * @param afterId the highest message id of the conversation now (0 for none)
   */
  const send = useCallback(
    (receiverId: number, text: string, afterId: number) =>
      deliver({
        tempId: nextTempId(),
        receiverId,
        text,
        timestamp: new Date().toISOString(),
        status: 'sending',
        afterId,
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

  /** Drops the entries whose server copy the conversation now shows (replacePendingMessages). */
  const forget = useCallback((tempIds: readonly number[]) => {
    if (tempIds.length === 0) return;
    const gone = new Set(tempIds);
    setPending((list) => list.filter((item) => !gone.has(item.tempId)));
  }, []);

  return { pending, send, retry, discard, forget };
}

export type Outbox = ReturnType<typeof useOutbox>;
