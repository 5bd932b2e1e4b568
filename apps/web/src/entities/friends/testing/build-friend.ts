import type { Friend } from '@nestling/shared';

/**
 * A friend as GET /api/friends/list answers (test data): parent `id` named `name`, friends
 * since 1 January 2026, with `unread` messages not yet read (default 0).
 */
export function buildFriend(id: number, name: string, unread = 0): Friend {
  return {
    id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    photoUrl: null,
    since: '2026-01-01T00:00:00.000Z',
    unread,
  };
}
