import {
  FRIEND_MESSAGES,
  FRIEND_REQUESTS_PER_DAY,
  MY_REQUESTS_LIMIT,
  type Friend,
  type FriendRequest,
  type FriendRequestSend,
  type MyRequests,
} from '@nestling/shared';
import type { AppEvents } from '../../events/app-events.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import type { SessionParent } from '../../lib/request-context.js';
import type { KidRepository } from '../kids/kid.repository.js';
import { notificationFor, type RequestFacts } from '../notifications/notification-content.js';
import type { NotificationRecord } from '../notifications/notification.repository.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { RunInTransaction } from '../repositories.js';
import {
  orderedPair,
  type FriendRepository,
  type FriendRequestRecord,
  type FriendRequestView,
} from './friend.repository.js';
import { presentFriend, presentFriendRequest } from './friend-request.presenter.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a request's notifications need to know of it. */
function factsOf(view: FriendRequestView): RequestFacts {
  return {
    id: view.id,
    senderId: view.senderId,
    senderName: view.senderName,
    receiverId: view.receiverId,
    receiverName: view.receiverName,
    meetingType: view.meetingType,
    proposedTime: view.proposedTime,
    kidName: view.kidName,
    friends: view.friends,
  };
}

/**
 * Friend and meetup requests and friendships (spec §2.18–2.20, §4 Friend request, §7.7;
 * product.md "Explore and friends"; decision 016). Every write that decides something between
 * two families runs in one transaction holding the pair's lock, and writes its notification in
 * that transaction; events are emitted after it commits.
 */
export function createFriendService(deps: {
  repository: FriendRepository;
  kids: Pick<KidRepository, 'findOwned'>;
  transaction: RunInTransaction;
  notifications: Pick<NotificationService, 'announce'>;
  events: AppEvents;
  /** Requests one parent may send in 24 hours (default FRIEND_REQUESTS_PER_DAY). */
  dailyCap?: number;
}) {
  const { repository, kids, transaction, notifications, events } = deps;
  const dailyCap = deps.dailyCap ?? FRIEND_REQUESTS_PER_DAY;

  /** The request as `parentId` sees it; it exists, since `parentId` just wrote it. */
  async function viewFor(parentId: number, id: number): Promise<FriendRequest> {
    const view = await repository.findViewFor(parentId, id);
    if (!view) throw notFound(FRIEND_MESSAGES.requestNotFound);
    return presentFriendRequest(view);
  }

  /**
   * Closes a pending request as `status` on behalf of `parentId`, who must be its receiver
   * (accept, reject) or its sender (cancel).
   */
  async function close(
    parentId: number,
    requestId: number,
    status: 'accepted' | 'rejected' | 'cancelled',
  ): Promise<FriendRequest> {
    const role = status === 'cancelled' ? 'sender' : 'receiver';
    const outcome = await transaction(async (repos) => {
      const { friends } = repos;
      const view = await friends.findViewFor(parentId, requestId);
      if (!view) throw notFound(FRIEND_MESSAGES.requestNotFound);
      const actorId = role === 'sender' ? view.senderId : view.receiverId;
      if (actorId !== parentId) {
        throw forbidden(
          role === 'sender' ? 'ONLY_SENDER' : 'ONLY_RECEIVER',
          role === 'sender' ? FRIEND_MESSAGES.onlySender : FRIEND_MESSAGES.onlyReceiver,
        );
      }
      await friends.lockPair(view.senderId, view.receiverId);
      const closed = await friends.closePending(requestId, status);
      if (!closed) throw new HttpError(409, 'REQUEST_NOT_PENDING', FRIEND_MESSAGES.notPending);
      const friendshipStarted =
        status === 'accepted' && (await friends.insertFriendship(view.senderId, view.receiverId));
      // The receiver's "request received" stops asking for an answer (issue 29, defect 8).
      await repos.notifications.rewriteForSubject(
        view.receiverId,
        'friend-request-received',
        view.id,
        notificationFor.requestReceivedClosed(factsOf(view), status),
      );
      const written: NotificationRecord[] =
        status === 'cancelled'
          ? []
          : await repos.notifications.insert([
              status === 'accepted'
                ? notificationFor.requestAccepted(factsOf(view))
                : notificationFor.requestRejected(factsOf(view)),
            ]);
      return { request: closed, friendshipStarted, written };
    });
    announceClosed([outcome.request], status);
    if (outcome.friendshipStarted) {
      events.emit('friendshipChanged', {
        parentIds: orderedPair(outcome.request.senderId, outcome.request.receiverId),
        change: 'started',
      });
    }
    notifications.announce(outcome.written);
    return viewFor(parentId, requestId);
  }

  function announceClosed(
    requests: FriendRequestRecord[],
    status: 'accepted' | 'rejected' | 'cancelled',
  ): void {
    for (const request of requests) {
      events.emit('friendRequestAnswered', {
        requestId: request.id,
        senderId: request.senderId,
        receiverId: request.receiverId,
        status,
      });
    }
  }

  return {
    /**
     * Sends a friend and meetup request to the parent of kid `input.kidId`, recording that
     * kid, and notifies the receiver in the same transaction.
     * @throws HttpError 400 TO_OWN_FAMILY for a kid of the sender's own family; 404 for a kid the sender
     *   cannot see in Explore (private, missing, blocked either way); 400 RECEIVER_MISMATCH when
     *   `receiverId` is not that kid's parent; 429 DAILY_REQUEST_LIMIT past the daily cap; 409
     *   DUPLICATE_PENDING_REQUEST while a request between the two parents is pending
     */
    async send(sender: SessionParent, input: FriendRequestSend): Promise<FriendRequest> {
      if (await kids.findOwned(sender.familyId, input.kidId)) {
        throw badRequest('TO_OWN_FAMILY', FRIEND_MESSAGES.toOwnFamily);
      }
      const created = await transaction(async (repos) => {
        const { friends } = repos;
        const kid = await repos.explore.findVisible(sender, input.kidId);
        if (!kid) throw notFound(FRIEND_MESSAGES.kidNotFound);
        if (input.receiverId !== undefined && input.receiverId !== kid.parentId) {
          throw badRequest('RECEIVER_MISMATCH', FRIEND_MESSAGES.receiverMismatch);
        }
        await friends.lockSender(sender.id);
        await friends.lockPair(sender.id, kid.parentId);
        // Checked again under the pair's lock: a block that committed meanwhile wins.
        if (await repos.blocks.isBlockedBetween(sender.id, kid.parentId)) {
          throw notFound(FRIEND_MESSAGES.kidNotFound);
        }
        const sentToday = await friends.countSentSince(sender.id, new Date(Date.now() - DAY_MS));
        if (sentToday >= dailyCap) {
          throw new HttpError(429, 'DAILY_REQUEST_LIMIT', FRIEND_MESSAGES.dailyCap);
        }
        const request = await friends.insertRequest({
          senderId: sender.id,
          receiverId: kid.parentId,
          kidId: kid.id,
          meetingType: input.meetingType,
          proposedTime: new Date(input.proposedTime),
          message: input.message,
        });
        if (!request) {
          throw new HttpError(409, 'DUPLICATE_PENDING_REQUEST', FRIEND_MESSAGES.duplicatePending);
        }
        const view = await friends.findViewFor(sender.id, request.id);
        if (!view) throw new Error('The request just inserted was not found');
        const written = await repos.notifications.insert([
          notificationFor.requestReceived(factsOf(view)),
        ]);
        return { request, written };
      });
      events.emit('friendRequestReceived', {
        requestId: created.request.id,
        senderId: created.request.senderId,
        receiverId: created.request.receiverId,
      });
      notifications.announce(created.written);
      return viewFor(sender.id, created.request.id);
    },

    /**
     * The receiver accepts: the two parents become friends (once, however many requests they
     * accept) and the sender is notified.
     * @throws HttpError 404 not a request of this parent's; 403 ONLY_RECEIVER for its sender;
     *   409 REQUEST_NOT_PENDING when it was answered or cancelled already
     */
    accept: (receiverId: number, requestId: number) => close(receiverId, requestId, 'accepted'),

    /** The receiver rejects; the sender is notified. Errors as {@link accept}. */
    reject: (receiverId: number, requestId: number) => close(receiverId, requestId, 'rejected'),

    /**
     * The sender cancels a pending request (no notification).
     * @throws HttpError 404; 403 ONLY_SENDER for its receiver; 409 REQUEST_NOT_PENDING
     */
    cancel: (senderId: number, requestId: number) => close(senderId, requestId, 'cancelled'),

    /** Requests waiting for `receiverId`'s answer, newest first. */
    async incoming(receiverId: number): Promise<FriendRequest[]> {
      return (await repository.listIncoming(receiverId, MY_REQUESTS_LIMIT)).map(
        presentFriendRequest,
      );
    },

    /** What `parentId` sent and received (spec §2.19), newest first, the latest 100 of each. */
    async myRequests(parentId: number): Promise<MyRequests> {
      const [sent, received] = await Promise.all([
        repository.listSent(parentId, MY_REQUESTS_LIMIT),
        repository.listReceived(parentId, MY_REQUESTS_LIMIT),
      ]);
      return { sent: sent.map(presentFriendRequest), received: received.map(presentFriendRequest) };
    },

    /** `parentId`'s friends, by name (spec §2.20). */
    async list(parentId: number): Promise<Friend[]> {
      return (await repository.listFriends(parentId)).map(presentFriend);
    },

    /** Whether the two parents are friends (messages, calls, a parent's photo). */
    areFriends: (a: number, b: number) => repository.areFriends(a, b),

    /**
     * Ends `parentId`'s friendship with `friendId`.
     * @throws HttpError 404 FRIEND_NOT_FOUND when they are not friends
     */
    async unfriend(parentId: number, friendId: number): Promise<void> {
      const ended = await transaction(async ({ friends }) => {
        await friends.lockPair(parentId, friendId);
        return friends.deleteFriendship(parentId, friendId);
      });
      if (!ended) throw notFound(FRIEND_MESSAGES.friendNotFound);
      events.emit('friendshipChanged', {
        parentIds: orderedPair(parentId, friendId),
        change: 'ended',
      });
    },
  };
}

export type FriendService = ReturnType<typeof createFriendService>;
