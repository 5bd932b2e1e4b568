import { renderApp } from './render-app';
import { buildFriend } from '@/entities/friends/testing/build-friend';
import { buildParent } from '@/entities/parent/testing/build-parent';
import { mockApi, type MockAnswer } from '@/testing/mock-api';

/** The signed-in parent of `renderMessages`. */
export const ME = 7;
/** A friend with one message, 'Playdate?'. */
export const SAM = 9;

/** The friend list's answer: Sam Park (sam@example.com) and Alex Kim. */
export const FRIENDS_ANSWER: MockAnswer = {
  status: 200,
  body: [buildFriend(SAM, 'Sam Park'), buildFriend(12, 'Alex Kim')],
};

/**
 * Renders the app at `path` (a Messages URL) for parent ME, with the API answering the friend
 * list (`friends`, FRIENDS_ANSWER by default; a promise to hold it back), Sam's conversation
 * (one message, 'Playdate?') and the mark-read call.
 */
export function renderMessages(
  path: string,
  friends: MockAnswer | Promise<MockAnswer> = FRIENDS_ANSWER,
): void {
  mockApi({
    'GET /api/friends/list': friends instanceof Promise ? () => friends : friends,
    [`GET /api/messages/${SAM}`]: {
      status: 200,
      body: {
        items: [
          {
            id: 1,
            senderId: SAM,
            receiverId: ME,
            content: 'Playdate?',
            timestamp: new Date(Date.UTC(2026, 10, 1, 9, 0)).toISOString(),
            read: true,
          },
        ],
        nextCursor: null,
      },
    },
    'POST /api/messages/mark-read': { status: 204 },
  });
  renderApp(path, { parent: buildParent({ id: ME }) });
}
