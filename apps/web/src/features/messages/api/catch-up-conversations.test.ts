import { describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '@nestling/shared';
import { conversationMessages, type ConversationData } from './get-conversation';
import { mergeCaughtUp } from './catch-up-conversations';

/** Message `n` from parent 9 to parent 7, sent at minute `n` of a fixed day. */
function message(n: number, read = false): Message {
  return {
    id: n,
    senderId: 9,
    receiverId: 7,
    content: `#${n}`,
    timestamp: new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString(),
    read,
  };
}

const page = (from: number, to: number, nextCursor: string | null): MessagePage => ({
  items: Array.from({ length: to - from + 1 }, (_, i) => message(from + i)),
  nextCursor,
});

const ids = (data: ConversationData) => conversationMessages(data).map((m) => m.id);

describe('mergeCaughtUp: the cached conversation after a catch-up (issue 15)', () => {
  it('keeps the cached pages older than the fetched ones when they join up, with their cursors', () => {
    // Cached: 11–20 (cursor c10), then 1–10 loaded meanwhile by "load older" (the end).
    const current: ConversationData = {
      pages: [page(11, 20, 'c10'), page(1, 10, null)],
      pageParams: [undefined, 'c10'],
    };
    const snapshot = page(11, 20, null).items;
    const merged = mergeCaughtUp(current, snapshot, [page(16, 30, 'c15')], [undefined]);
    expect(ids(merged)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(merged.pages.at(-1)!.nextCursor).toBeNull();
    expect(merged.pageParams).toEqual([undefined, 'c15', 'c10']);
  });

  it('drops cached messages a longer gap separates from the fetched pages: "load older" goes on from their cursor', () => {
    const current: ConversationData = { pages: [page(1, 5, null)], pageParams: [undefined] };
    const merged = mergeCaughtUp(
      current,
      current.pages[0]!.items,
      [page(50, 60, 'c50')],
      [undefined],
    );
    expect(ids(merged)).toEqual(Array.from({ length: 11 }, (_, i) => i + 50));
    expect(merged.pages.at(-1)!.nextCursor).toBe('c50');
  });

  it('a message read meanwhile stays read; one the server answered read is read', () => {
    const current: ConversationData = {
      pages: [{ items: [message(1, true), message(2)], nextCursor: null }],
      pageParams: [undefined],
    };
    const fetched: MessagePage = { items: [message(1), message(2, true)], nextCursor: null };
    const merged = mergeCaughtUp(current, current.pages[0]!.items, [fetched], [undefined]);
    expect(conversationMessages(merged).map((m) => m.read)).toEqual([true, true]);
  });
});
