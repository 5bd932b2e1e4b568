import type { FriendRequest } from '@nestling/shared';

/** A friend request as the friends routes answer it (test data): pending, to parent 7. */
export function buildFriendRequest(overrides: Partial<FriendRequest> = {}): FriendRequest {
  return {
    id: 5,
    status: 'pending',
    meetingType: 'Playdate',
    proposedTime: '2030-06-01T09:00:00.000Z',
    message: 'Park on Saturday?',
    createdAt: '2030-05-20T08:00:00.000Z',
    answeredAt: null,
    sender: { id: 42, name: 'Sam Carter', email: null },
    receiver: { id: 7, name: 'Maya Lopez', email: null },
    kid: { id: 11, firstName: 'Mila' },
    ...overrides,
  };
}
