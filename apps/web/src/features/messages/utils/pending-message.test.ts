import { describe, expect, it } from 'vitest';
import type { Message } from '@nestling/shared';
import { replacePendingMessages, type PendingMessage } from './pending-message';

const ME = 1;
const FRIEND = 2;

function entry(overrides: Partial<PendingMessage> = {}): PendingMessage {
  return {
    tempId: -1,
    receiverId: FRIEND,
    text: 'Park at 3?',
    timestamp: '2026-11-26T10:00:00.000Z',
    status: 'sending',
    afterId: 10,
    ...overrides,
  };
}

function message(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    senderId: ME,
    receiverId: FRIEND,
    content: 'Park at 3?',
    timestamp: '2026-11-26T10:00:01.000Z',
    read: false,
    ...overrides,
  };
}

/** What the conversation renders: the messages, then the entries shown, as texts. */
function screenOf(entries: PendingMessage[], messages: Message[]) {
  const { shown } = replacePendingMessages(entries, messages, ME);
  return [
    ...messages.map((item) => `${item.content} (${item.id})`),
    ...shown.map((item) => `${item.text} (${item.status})`),
  ];
}

describe('replacePendingMessages: one entry per sent message at every render (spec §4 Chat, issue 29)', () => {
  it('shows the temporary entry while the send is on its way', () => {
    expect(screenOf([entry()], [message(10, { content: 'Hi' })])).toEqual([
      'Hi (10)',
      'Park at 3? (sending)',
    ]);
  });

  it('replaces the entry by the server copy the send answered, in the same render', () => {
    const answered = entry({ messageId: 11 });
    // The answer is known but the conversation has not got the copy yet: still one entry.
    expect(screenOf([answered], [])).toEqual(['Park at 3? (sending)']);
    // The copy is in the conversation: it takes the entry's place.
    expect(screenOf([answered], [message(11)])).toEqual(['Park at 3? (11)']);
    expect(replacePendingMessages([answered], [message(11)], ME).replaced).toEqual([-1]);
  });

  it('replaces the entry when the sender’s own receiveMessage comes before the answer', () => {
    expect(screenOf([entry()], [message(11)])).toEqual(['Park at 3? (11)']);
  });

  it('never takes an older message with the same text for the entry', () => {
    expect(screenOf([entry({ afterId: 11 })], [message(11)])).toEqual([
      'Park at 3? (11)',
      'Park at 3? (sending)',
    ]);
  });

  it('pairs two identical messages sent quickly with one copy each', () => {
    const first = entry({ tempId: -1 });
    const second = entry({ tempId: -2 });
    expect(screenOf([first, second], [message(11)])).toEqual([
      'Park at 3? (11)',
      'Park at 3? (sending)',
    ]);
    expect(screenOf([first, second], [message(11), message(12)])).toEqual([
      'Park at 3? (11)',
      'Park at 3? (12)',
    ]);
  });

  it('does not take a copy another entry’s answer already named', () => {
    const answered = entry({ tempId: -1, messageId: 12 });
    const sending = entry({ tempId: -2 });
    expect(screenOf([answered, sending], [message(12)])).toEqual([
      'Park at 3? (12)',
      'Park at 3? (sending)',
    ]);
  });

  it('ignores the friend’s messages and other conversations’ texts', () => {
    expect(screenOf([entry()], [message(11, { senderId: FRIEND, receiverId: ME })]).at(-1)).toBe(
      'Park at 3? (sending)',
    );
    expect(screenOf([entry()], [message(11, { receiverId: 3 })]).at(-1)).toBe(
      'Park at 3? (sending)',
    );
  });

  it('keeps a failed entry, to be sent again or discarded', () => {
    expect(screenOf([entry({ status: 'failed' })], [])).toEqual(['Park at 3? (failed)']);
  });
});
