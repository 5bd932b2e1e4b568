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
import type { FamilyMember, SessionParent } from '../../lib/request-context.js';
import type { KidRepository } from '../kids/kid.repository.js';
import { notificationFor, type RequestFacts } from '../notifications/notification-content.js';
import type {
  NewNotification,
  WrittenNotification,
} from '../notifications/notification.repository.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { pushesForNotifications } from '../push/push-content.js';
import type { RunInTransaction } from '../repositories.js';
import { orderedPair, type FriendRepository, type FriendRequestView } from './friend.repository.js';
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
 * One notification per guardian of a family (decision 058, slice 6 of 056): `notification`,
 * addressed to each of `guardianIds` but `actorId` (one's own action never notifies oneself).
 */
function toGuardians(
  notification: NewNotification,
  guardianIds: number[],
  actorId: number,
): NewNotification[] {
  return guardianIds
    .filter((id) => id !== actorId)
    .map((parentId) => ({ ...notification, parentId }));
}

/**
 * Friend and meetup requests and friendships between families (spec §2.18–2.20, §4 Friend
 * request, §7.7; product.md "Explore and friends"; decisions 016, 058): a guardian acts for the
 * family — any guardian of the receiving family answers a request, any of the sending family
 * cancels it — and the notifications go to the family's guardians. Every write that decides
 * something between two families runs in one transaction holding the pair's lock, and writes
 * its notifications in that transaction; events are emitted after it commits.
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

  /** The request as `familyId` sees it; it exists, since the family just wrote it. */
  async function viewFor(familyId: number, id: number): Promise<FriendRequest> {
    const view = await repository.findViewFor(familyId, id);
    if (!view) throw notFound(FRIEND_MESSAGES.requestNotFound);
    return presentFriendRequest(view);
  }

  /**
   * `friendshipChanged` for every pair of guardians across the two families: each hears their
   * friend list changed, and an ended friendship ends a call between any two of them.
   */
  function announceFriendship(
    guardians: { a: number[]; b: number[] },
    change: 'started' | 'ended',
  ): void {
    for (const a of guardians.a) {
      for (const b of guardians.b) {
        events.emit('friendshipChanged', { parentIds: orderedPair(a, b), change });
      }
    }
  }

  /**
   * Closes a pending request as `status` on behalf of the guardian `actor`, who must be of its
   * receiving family (accept, reject) or its sending family (cancel).
   */
  async function close(
    actor: FamilyMember,
    requestId: number,
    status: 'accepted' | 'rejected' | 'cancelled',
  ): Promise<FriendRequest> {
    const role = status === 'cancelled' ? 'sender' : 'receiver';
    const outcome = await transaction(async (repos) => {
      const { friends } = repos;
      const view = await friends.findViewFor(actor.familyId, requestId);
      if (!view) throw notFound(FRIEND_MESSAGES.requestNotFound);
      const actorFamily = role === 'sender' ? view.senderFamilyId : view.receiverFamilyId;
      if (actorFamily !== actor.familyId) {
        throw forbidden(
          role === 'sender' ? 'ONLY_SENDER' : 'ONLY_RECEIVER',
          role === 'sender' ? FRIEND_MESSAGES.onlySender : FRIEND_MESSAGES.onlyReceiver,
        );
      }
      await friends.lockPair(view.senderFamilyId, view.receiverFamilyId);
      const closed = await friends.closePending(requestId, status, actor.id);
      if (!closed) throw new HttpError(409, 'REQUEST_NOT_PENDING', FRIEND_MESSAGES.notPending);
      const friendshipStarted =
        status === 'accepted' &&
        (await friends.insertFriendship(view.senderFamilyId, view.receiverFamilyId));
      const senderGuardians = await friends.guardiansOf([view.senderFamilyId]);
      const receiverGuardians = await friends.guardiansOf([view.receiverFamilyId]);
      // The receivers' "request received" stops asking for an answer (issue 29, defect 8).
      for (const guardianId of receiverGuardians) {
        await repos.notifications.rewriteForSubject(
          guardianId,
          'friend-request-received',
          view.id,
          notificationFor.requestReceivedClosed(factsOf(view), status),
        );
      }
      const written: WrittenNotification[] =
        status === 'cancelled'
          ? []
          : await repos.notifications.insert(
              toGuardians(
                status === 'accepted'
                  ? notificationFor.requestAccepted(factsOf(view))
                  : notificationFor.requestRejected(factsOf(view)),
                senderGuardians,
                actor.id,
              ),
            );
      await repos.push.enqueue(pushesForNotifications(written));
      return { request: closed, friendshipStarted, written, senderGuardians, receiverGuardians };
    });
    const { request, senderGuardians, receiverGuardians } = outcome;
    events.emit('friendRequestAnswered', {
      requestId: request.id,
      senderId: request.senderId,
      receiverId: request.receiverId,
      guardianIds: [...senderGuardians, ...receiverGuardians],
      status,
    });
    if (outcome.friendshipStarted) {
      announceFriendship({ a: senderGuardians, b: receiverGuardians }, 'started');
    }
    notifications.announce(outcome.written);
    return viewFor(actor.familyId, requestId);
  }

  return {
    /**
     * Sends a friend and meetup request from the sender's family to the family of kid
     * `input.kidId`, addressed to the kid's guardian and recording that kid, and notifies the
     * receiving family's guardians in the same transaction.
     * @throws HttpError 400 TO_OWN_FAMILY for a kid of the sender's own family; 404 for a kid the sender
     *   cannot see in Explore (private, missing, blocked either way); 400 RECEIVER_MISMATCH when
     *   `receiverId` is not that kid's parent; 429 DAILY_REQUEST_LIMIT past the family's daily
     *   cap; 409 DUPLICATE_PENDING_REQUEST while a request between the two families is pending
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
        await friends.lockSender(sender.familyId);
        await friends.lockPair(sender.familyId, kid.familyId);
        // Checked again under the pair's lock: a block that committed meanwhile wins.
        if (await repos.blocks.isBlockedBetween(sender.familyId, kid.familyId)) {
          throw notFound(FRIEND_MESSAGES.kidNotFound);
        }
        const sentToday = await friends.countSentSince(
          sender.familyId,
          new Date(Date.now() - DAY_MS),
        );
        if (sentToday >= dailyCap) {
          throw new HttpError(429, 'DAILY_REQUEST_LIMIT', FRIEND_MESSAGES.dailyCap);
        }
        const request = await friends.insertRequest({
          senderId: sender.id,
          receiverId: kid.parentId,
          senderFamilyId: sender.familyId,
          receiverFamilyId: kid.familyId,
          kidId: kid.id,
          meetingType: input.meetingType,
          proposedTime: new Date(input.proposedTime),
          message: input.message,
        });
        if (!request) {
          throw new HttpError(409, 'DUPLICATE_PENDING_REQUEST', FRIEND_MESSAGES.duplicatePending);
        }
        const view = await friends.findViewFor(sender.familyId, request.id);
        if (!view) throw new Error('The request just inserted was not found');
        const guardianIds = await friends.guardiansOf([sender.familyId, kid.familyId]);
        const receivers = await friends.guardiansOf([kid.familyId]);
        const written = await repos.notifications.insert(
          toGuardians(notificationFor.requestReceived(factsOf(view)), receivers, sender.id),
        );
        await repos.push.enqueue(pushesForNotifications(written));
        return { request, written, guardianIds };
      });
      events.emit('friendRequestReceived', {
        requestId: created.request.id,
        senderId: created.request.senderId,
        receiverId: created.request.receiverId,
        guardianIds: created.guardianIds,
      });
      notifications.announce(created.written);
      return viewFor(sender.familyId, created.request.id);
    },

    /**
     * A guardian of the receiving family accepts: the two families become friends (once,
     * however many requests they accept) and the sending family's guardians are notified. Of
     * two guardians answering at once, one wins; the other gets 409.
     * @throws HttpError 404 not a request of this family's; 403 ONLY_RECEIVER for its sending
     *   family; 409 REQUEST_NOT_PENDING when it was answered or cancelled already
     */
    accept: (guardian: FamilyMember, requestId: number) => close(guardian, requestId, 'accepted'),

    /** A guardian of the receiving family rejects; errors as {@link accept}. */
    reject: (guardian: FamilyMember, requestId: number) => close(guardian, requestId, 'rejected'),

    /**
     * A guardian of the sending family cancels a pending request (no notification).
     * @throws HttpError 404; 403 ONLY_SENDER for its receiving family; 409 REQUEST_NOT_PENDING
     */
    cancel: (guardian: FamilyMember, requestId: number) => close(guardian, requestId, 'cancelled'),

    /** Requests waiting for the family's answer, newest first. */
    async incoming(member: FamilyMember): Promise<FriendRequest[]> {
      return (await repository.listIncoming(member.familyId, MY_REQUESTS_LIMIT)).map(
        presentFriendRequest,
      );
    },

    /**
     * What the member's family sent and received (spec §2.19), newest first, the latest 100
     * of each.
     */
    async myRequests(member: FamilyMember): Promise<MyRequests> {
      const [sent, received] = await Promise.all([
        repository.listSent(member.familyId, MY_REQUESTS_LIMIT),
        repository.listReceived(member.familyId, MY_REQUESTS_LIMIT),
      ]);
      return { sent: sent.map(presentFriendRequest), received: received.map(presentFriendRequest) };
    },

    /** The guardians of the member's family's friends, by name (spec §2.20). */
    async list(member: FamilyMember): Promise<Friend[]> {
      return (await repository.listFriends(member)).map(presentFriend);
    },

    /**
     * Whether two parents may chat and call: guardians of two befriended families (messages,
     * calls, a parent's photo).
     */
    areFriends: (a: number, b: number) => repository.areFriends(a, b),

    /**
     * Ends the friendship of the member's family with the family of the guardian `friendId`.
     * @throws HttpError 404 FRIEND_NOT_FOUND when they are not friends
     */
    async unfriend(member: FamilyMember, friendId: number): Promise<void> {
      const outcome = await transaction(async ({ friends }) => {
        const friendFamily = await friends.friendFamilyOf(member.familyId, friendId);
        if (friendFamily === undefined) return undefined;
        await friends.lockPair(member.familyId, friendFamily);
        if (!(await friends.deleteFriendship(member.familyId, friendFamily))) return undefined;
        return {
          a: await friends.guardiansOf([member.familyId]),
          b: await friends.guardiansOf([friendFamily]),
        };
      });
      if (!outcome) throw notFound(FRIEND_MESSAGES.friendNotFound);
      announceFriendship(outcome, 'ended');
    },
  };
}

export type FriendService = ReturnType<typeof createFriendService>;
