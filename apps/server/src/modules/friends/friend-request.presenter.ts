import {
  SUSPENDED_ACCOUNT_NAME,
  publicFirstName,
  type Friend,
  type FriendRequest,
} from '@nestling/shared';
import { fileUrl } from '../files/file.presenter.js';
import type { FriendRequestView, FriendRow } from './friend.repository.js';

/**
 * A request as both of its parents see it (spec §3 Friend request): each parent's whole name
 * and e-mail only while the two are friends (decision 016), until then the first name only
 * (`publicFirstName`, the kids' rule; issue 27 finding 3, decision 057); a suspended account as
 * "Suspended account" (SUSPENDED_ACCOUNT_NAME, decision 060); the kid on the card by its first
 * name. The one presenter of every request answer.
 */
export function presentFriendRequest(view: FriendRequestView): FriendRequest {
  const shown = (name: string, suspended: boolean) =>
    suspended ? SUSPENDED_ACCOUNT_NAME : view.friends ? name : publicFirstName(name);
  return {
    id: view.id,
    status: view.status,
    meetingType: view.meetingType,
    proposedTime: view.proposedTime.toISOString(),
    message: view.message,
    createdAt: view.createdAt.toISOString(),
    answeredAt: view.answeredAt?.toISOString() ?? null,
    sender: {
      id: view.senderId,
      name: shown(view.senderName, view.senderSuspended),
      email: view.friends ? view.senderEmail : null,
    },
    receiver: {
      id: view.receiverId,
      name: shown(view.receiverName, view.receiverSuspended),
      email: view.friends ? view.receiverEmail : null,
    },
    kid:
      view.kidId === null || view.kidName === null
        ? null
        : { id: view.kidId, firstName: publicFirstName(view.kidName) },
  };
}

/** A friend (spec §3 Friend, §2.20). */
export function presentFriend(row: FriendRow): Friend {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photoUrl: row.photoFileId ? fileUrl(row.photoFileId) : null,
    since: row.since.toISOString(),
    unread: row.unread,
  };
}
