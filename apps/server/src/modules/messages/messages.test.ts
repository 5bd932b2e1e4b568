import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  MESSAGE_TEXT_MAX,
  type Message,
  type MessagePage,
  type UnreadPreviewItem,
} from '@nestling/shared';
import {
  befriend,
  expectMalformedIdsRefused,
  expectVerifiedParentsOnly,
  family,
  type Family,
} from '../../../test/helpers/social.js';
import { recordAppEvents, type HeardEvent } from '../../../test/helpers/app-events.js';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import type { TestClient } from '../../../test/helpers/test-client.js';
import { messages } from '../../db/schema/index.js';

let t: TestApp;
let unverified: Family;
let heard: HeardEvent[];

beforeAll(async () => {
  t = await createTestApp();
  unverified = await family(t, 'Una Verified', { verified: false });
  heard = recordAppEvents(t, [
    'messageSent',
    'messagesRead',
    'messageDeleted',
    'conversationDeleted',
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** Two verified families who are friends, and the id of the second one's kid. */
async function friends(nameA: string, nameB: string) {
  const [a, b] = await Promise.all([family(t, nameA), family(t, nameB)]);
  const kidOfB = await befriend(a, b);
  return { a, b, kidOfB };
}

async function send(from: Family, to: Family | number, text: string) {
  return from.client.post('/api/messages', {
    receiverId: typeof to === 'number' ? to : to.parentId,
    text,
  });
}

async function sent(from: Family, to: Family, text: string): Promise<Message> {
  const response = await send(from, to, text);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function pageOf(client: TestClient, friendId: number, query = '') {
  return client.get(`/api/messages/${friendId}${query}`);
}

async function friendEntry(client: TestClient, friendId: number) {
  const list = (await client.get('/api/friends/list')).json() as { id: number; unread: number }[];
  return list.find((friend) => friend.id === friendId);
}

describe('POST /api/messages', () => {
  it('stores a message between friends, trimmed, and answers it as the one message shape', async () => {
    const { a, b } = await friends('Ada Chat', 'Bo Chat');
    heard.length = 0;
    const response = await send(a, b, '  Park at 4?  ');
    expect(response.statusCode).toBe(201);
    const message = response.json();
    expect(message).toEqual({
      id: expect.any(Number),
      senderId: a.parentId,
      receiverId: b.parentId,
      content: 'Park at 4?',
      timestamp: expect.any(String),
      read: false,
    });
    expect(Math.abs(Date.parse(message.timestamp) - Date.now())).toBeLessThan(60_000);
    expect(heard).toEqual([{ name: 'messageSent', payload: { message } }]);

    // Both see it in their conversation.
    expect((await pageOf(b.client, a.parentId)).json()).toEqual({
      items: [message],
      nextCursor: null,
    });
    expect((await pageOf(a.client, b.parentId)).json().items).toEqual([message]);
  });

  it('refuses blank, whitespace-only, too long and unstorable text, and accepts 4,000 characters', async () => {
    const { a, b } = await friends('Cy Text', 'Di Text');
    for (const text of ['', '   ', '\n\t ', 'x'.repeat(MESSAGE_TEXT_MAX + 1), 'a\u0000b', 42]) {
      const response = await a.client.post('/api/messages', { receiverId: b.parentId, text });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const blank = await send(a, b, '   ');
    expect(blank.json().details).toEqual([{ path: 'text', message: CHAT_MESSAGES.textRequired }]);
    const long = await send(a, b, 'x'.repeat(MESSAGE_TEXT_MAX + 1));
    expect(long.json().details).toEqual([{ path: 'text', message: CHAT_MESSAGES.textTooLong }]);
    const missing = await a.client.post('/api/messages', { text: 'hello' });
    expect(missing.statusCode).toBe(400);
    await expectMalformedIdsRefused((id) =>
      a.client.post('/api/messages', { receiverId: id, text: 'hello' }),
    );

    const longest = await send(a, b, ` ${'y'.repeat(MESSAGE_TEXT_MAX)} `);
    expect(longest.statusCode).toBe(201);
    expect(longest.json().content).toHaveLength(MESSAGE_TEXT_MAX);
    expect((await pageOf(b.client, a.parentId)).json().items).toHaveLength(1);
  });

  it('answers 404 for a parent who is not a friend, for oneself, and for a parent who does not exist', async () => {
    const [ed, fay] = await Promise.all([family(t, 'Ed Stranger'), family(t, 'Fay Stranger')]);
    heard.length = 0;
    for (const receiverId of [fay.parentId, ed.parentId, 2_000_000_000]) {
      const response = await send(ed, receiverId, 'hello');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: CHAT_MESSAGES.friendNotFound, code: 'NOT_FOUND' });
    }
    expect((await pageOf(fay.client, ed.parentId)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(messages);
    expect(rows.filter((row) => row.senderId === ed.parentId)).toEqual([]);
    expect(heard).toEqual([]);
  });

  it('is for verified parents only', async () => {
    await expectVerifiedParentsOnly(t, unverified.client, (client) =>
      client.post('/api/messages', { receiverId: 1, text: 'hello' }),
    );
    await expectVerifiedParentsOnly(t, unverified.client, (client) =>
      client.get('/api/messages/unread-preview'),
    );
    await expectVerifiedParentsOnly(t, unverified.client, (client) =>
      client.get('/api/messages/1'),
    );
  });
});

describe('the per-parent send limit', () => {
  it('answers 429 past MESSAGES_PER_MINUTE sends by one parent, to any friend, storing nothing; others go on', async () => {
    const limited = await createTestApp({ MESSAGES_PER_MINUTE: '3' });
    try {
      const [ada, bo, cy] = await Promise.all([
        family(limited, 'Ada Fast'),
        family(limited, 'Bo Friend'),
        family(limited, 'Cy Friend'),
      ]);
      await befriend(ada, bo);
      await befriend(ada, cy);
      const post = (from: Family, to: Family, text: string) =>
        from.client.post('/api/messages', { receiverId: to.parentId, text });
      for (const text of ['one', 'two', 'three']) {
        expect((await post(ada, bo, text)).statusCode).toBe(201);
      }
      const refused = await post(ada, bo, 'four');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: CHAT_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Per parent, not per conversation: Ada to Cy is refused too.
      expect((await post(ada, cy, 'hello Cy')).statusCode).toBe(429);
      const page = (await ada.client.get(`/api/messages/${bo.parentId}`)).json() as MessagePage;
      expect(page.items.map((message) => message.content)).toEqual(['one', 'two', 'three']);
      // Not per address (every test client is 127.0.0.1): Bo still sends, and Ada still reads.
      expect((await post(bo, ada, 'slow down')).statusCode).toBe(201);
      expect((await ada.client.get(`/api/messages/${cy.parentId}`)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/messages/:friendId', () => {
  it('pages back by cursor with no gap and no repeat while new messages arrive, ties included', async () => {
    const { a, b } = await friends('Gus Pages', 'Hal Pages');
    const original: number[] = [];
    let last: Message | undefined;
    for (let index = 0; index < 30; index += 1) {
      const from = index % 3 === 0 ? b : a;
      last = await sent(from, from === a ? b : a, `message ${index}`);
      original.push(last.id);
    }
    // Twelve more stored in the last one's millisecond: only the id orders them.
    const tied = await t.database.db
      .insert(messages)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          senderId: a.parentId,
          receiverId: b.parentId,
          content: `tied ${index}`,
          createdAt: new Date(last?.timestamp ?? 0),
        })),
      )
      .returning({ id: messages.id });
    original.push(...tied.map((row) => row.id));

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    let lateIds: number[] = [];
    do {
      const query: string = `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await pageOf(b.client, a.parentId, query);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as MessagePage;
      expect(page.items.length).toBeLessThanOrEqual(10);
      const ids = page.items.map((item) => item.id);
      // Oldest first within a page.
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      seen.unshift(...ids);
      cursor = page.nextCursor;
      pages += 1;
      // New messages arrive between page loads, both ways.
      lateIds = [
        ...lateIds,
        (await sent(a, b, `late ${pages}`)).id,
        (await sent(b, a, `late reply ${pages}`)).id,
      ];
    } while (cursor);

    expect(pages).toBe(5);
    expect(seen).toEqual([...original].sort((x, y) => x - y));
    expect(new Set(seen).size).toBe(seen.length);
    // The newest page now starts with the late ones.
    const newest = (await pageOf(a.client, b.parentId, '?limit=3')).json() as MessagePage;
    expect(newest.items.map((item) => item.id)).toEqual(lateIds.slice(-3));
    expect(newest.nextCursor).toEqual(expect.any(String));
  });

  it('answers 25 by default, and refuses a bad limit or cursor with 400', async () => {
    const { a, b } = await friends('Ivy Limits', 'Jo Limits');
    await t.database.db.insert(messages).values(
      Array.from({ length: 27 }, (_, index) => ({
        senderId: a.parentId,
        receiverId: b.parentId,
        content: `m${index}`,
      })),
    );
    const first = (await pageOf(a.client, b.parentId)).json() as MessagePage;
    expect(first.items).toHaveLength(25);
    const second = (
      await pageOf(a.client, b.parentId, `?cursor=${encodeURIComponent(first.nextCursor ?? '')}`)
    ).json() as MessagePage;
    expect(second).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(second.items).toHaveLength(2);

    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=1e2',
      '?cursor=abc',
      '?cursor=1.0',
      '?cursor=99999999999999999.5',
      '?cursor=1700000000000.99999999999',
    ]) {
      const response = await pageOf(a.client, b.parentId, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    await expectMalformedIdsRefused((id) => pageOf(a.client, id as number));
  });
});

describe('reading: unread counts, previews and mark-read', () => {
  it('counts unread per friend, previews the newest from friends, and marks read telling the sender', async () => {
    const { a, b } = await friends('Kit Reader', 'Lou Reader');
    const { a: c } = await friends('Max Other', 'Lou Other');
    const c2 = await family(t, 'Ned Another');
    await befriend(c2, a);
    const m1 = await sent(b, a, 'one');
    const m2 = await sent(b, a, 'two');
    await sent(a, b, 'my own');
    const m3 = await sent(c2, a, 'from Ned');
    void c;

    expect((await friendEntry(a.client, b.parentId))?.unread).toBe(2);
    expect((await friendEntry(a.client, c2.parentId))?.unread).toBe(1);
    expect((await friendEntry(b.client, a.parentId))?.unread).toBe(1);

    const preview = await a.client.get('/api/messages/unread-preview?limit=3');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual([
      {
        id: m3.id,
        senderId: c2.parentId,
        senderName: 'Ned Another',
        content: 'from Ned',
        timestamp: m3.timestamp,
      },
      expect.objectContaining({ id: m2.id, senderName: 'Lou Reader', content: 'two' }),
      expect.objectContaining({ id: m1.id, content: 'one' }),
    ] satisfies unknown[]);
    expect(
      ((await a.client.get('/api/messages/unread-preview')).json() as UnreadPreviewItem[]).length,
    ).toBe(3);
    expect((await a.client.get('/api/messages/unread-preview?limit=1')).json()).toHaveLength(1);
    expect((await a.client.get('/api/messages/unread-preview?limit=0')).statusCode).toBe(400);

    heard.length = 0;
    const marked = await a.client.post('/api/messages/mark-read', { friendId: b.parentId });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ ids: [m1.id, m2.id] });
    expect(heard).toEqual([
      {
        name: 'messagesRead',
        payload: { readerId: a.parentId, senderId: b.parentId, ids: [m1.id, m2.id] },
      },
    ]);
    expect((await friendEntry(a.client, b.parentId))?.unread).toBe(0);
    const bSees = (await pageOf(b.client, a.parentId)).json() as MessagePage;
    expect(bSees.items.map((item) => [item.content, item.read])).toEqual([
      ['one', true],
      ['two', true],
      ['my own', false],
    ]);
    // Again: nothing left to mark, nobody told.
    heard.length = 0;
    expect(
      (await a.client.post('/api/messages/mark-read', { friendId: b.parentId })).json(),
    ).toEqual({ ids: [] });
    expect(heard).toEqual([]);
    expect(
      ((await a.client.get('/api/messages/unread-preview')).json() as UnreadPreviewItem[]).map(
        (item) => item.id,
      ),
    ).toEqual([m3.id]);
  });

  it('answers 404 to mark-read for a parent who is not a friend, marking nothing', async () => {
    const { a, b } = await friends('Olga Mark', 'Pat Mark');
    const stranger = await family(t, 'Quin Mark');
    await sent(b, a, 'hi');
    const response = await stranger.client.post('/api/messages/mark-read', {
      friendId: b.parentId,
    });
    expect(response.statusCode).toBe(404);
    expect((await friendEntry(a.client, b.parentId))?.unread).toBe(1);
    await expectMalformedIdsRefused((id) =>
      a.client.post('/api/messages/mark-read', { friendId: id }),
    );
  });
});

describe('DELETE /api/messages/:id', () => {
  it('lets the sender delete a message for both, and answers 404 to the receiver and to strangers', async () => {
    const { a, b } = await friends('Rae Delete', 'Sam Delete');
    const stranger = await family(t, 'Tom Delete');
    const mine = await sent(a, b, 'oops');
    const kept = await sent(a, b, 'keep this');

    for (const client of [b.client, stranger.client]) {
      const response = await client.delete(`/api/messages/${mine.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: CHAT_MESSAGES.messageNotFound, code: 'NOT_FOUND' });
    }
    expect((await pageOf(b.client, a.parentId)).json().items).toHaveLength(2);

    heard.length = 0;
    const deleted = await a.client.delete(`/api/messages/${mine.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(heard).toEqual([
      {
        name: 'messageDeleted',
        payload: { id: mine.id, senderId: a.parentId, receiverId: b.parentId },
      },
    ]);
    for (const [client, friendId] of [
      [a.client, b.parentId],
      [b.client, a.parentId],
    ] as const) {
      expect((await pageOf(client, friendId)).json().items).toEqual([kept]);
    }
    expect((await a.client.delete(`/api/messages/${mine.id}`)).statusCode).toBe(404);
    await expectMalformedIdsRefused((id) => a.client.delete(`/api/messages/${id}`));
  });
});

describe('unfriending and blocking', () => {
  it('unfriending hides the conversation and stops messages; friends again, it is back', async () => {
    const { a, b } = await friends('Uma Unfriend', 'Vic Unfriend');
    const before = await sent(a, b, 'see you');
    expect((await a.client.delete(`/api/friends/${b.parentId}`)).statusCode).toBe(204);

    expect((await send(a, b, 'still there?')).statusCode).toBe(404);
    expect((await send(b, a, 'hello?')).statusCode).toBe(404);
    expect((await pageOf(b.client, a.parentId)).statusCode).toBe(404);
    expect((await b.client.get('/api/messages/unread-preview')).json()).toEqual([]);
    expect((await b.client.delete(`/api/messages/${before.id}`)).statusCode).toBe(404);

    await befriend(b, a);
    expect((await pageOf(b.client, a.parentId)).json().items).toEqual([before]);
  });

  it('a block ends the friendship and deletes the conversation for both; no message crosses it', async () => {
    const { a, b, kidOfB } = await friends('Wyn Block', 'Xan Block');
    const one = await sent(a, b, 'one');
    const two = await sent(b, a, 'two');
    heard.length = 0;
    expect((await a.client.post('/api/blocks', { kidId: kidOfB })).statusCode).toBe(201);
    expect(heard).toEqual([
      {
        name: 'conversationDeleted',
        payload: {
          parentIds: [a.parentId, b.parentId].sort((x, y) => x - y),
          ids: [one.id, two.id],
        },
      },
    ]);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await send(from, to, 'hello')).statusCode).toBe(404);
      expect((await pageOf(from.client, to.parentId)).statusCode).toBe(404);
    }
    const rows = await t.database.db.select({ id: messages.id }).from(messages);
    expect(rows.map((row) => row.id)).not.toContain(one.id);
    expect(rows.map((row) => row.id)).not.toContain(two.id);
  });

  it('sends racing a block: each is stored and deleted by it, or refused; none survives it', async () => {
    const { a, b, kidOfB } = await friends('Yan Race', 'Zed Race');
    const sends = Array.from({ length: 12 }, (_, index) =>
      index % 2 ? send(a, b, `race ${String(index)}`) : send(b, a, `race ${String(index)}`),
    );
    const block = a.client.post('/api/blocks', { kidId: kidOfB });
    const answers = await Promise.all(sends);
    expect((await block).statusCode).toBe(201);
    expect(
      answers.map((answer) => answer.statusCode).every((code) => [201, 404].includes(code)),
    ).toBe(true);
    const left = await t.database.db.select({ id: messages.id }).from(messages)
      .where(sql`${messages.content} like 'race %'
        and ${messages.senderId} in (${a.parentId}, ${b.parentId})`);
    expect(left).toEqual([]);
  });
});
