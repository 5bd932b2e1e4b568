import { BLOCK_MESSAGES, type Block } from '@nestling/shared';
import type { AppEvents } from '../../events/app-events.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { FamilyMember } from '../../lib/request-context.js';
import { orderedPair } from '../friends/friend.repository.js';
import type { KidRepository } from '../kids/kid.repository.js';
import { notificationFor } from '../notifications/notification-content.js';
import type { RunInTransaction } from '../repositories.js';
import { presentBlock } from './block.presenter.js';
import type { BlockRepository } from './block.repository.js';

/**
 * Blocks held on the server (product.md "Children's privacy and safety"; spec §4 Blocking a
 * kid; decision 016). A block is between two families and holds both ways; only the blocker
 * lists and undoes it, and the blocked family is never told.
 *
 * What a block stops (decision 047): requests (friend.service checks the block under the
 * pair's lock), Explore and kid photos (`isBlockedBetween` of the repository, in SQL and the
 * kid-photo policy), and messages and calls — those need a friendship, which the block ends in
 * its own transaction under the pair's lock, so a block and a friendship never stand together.
 * The friendship's end (`friendshipChanged`) ends a call in progress; an unblock announces
 * nothing (the friendship stays ended).
 */
export function createBlockService(deps: {
  repository: BlockRepository;
  kids: Pick<KidRepository, 'findOwned'>;
  transaction: RunInTransaction;
  events: AppEvents;
}) {
  const { repository, kids, transaction, events } = deps;

  return {
    /**
     * Blocks the family of kid `kidId`, which must be a kid `blocker` can see in Explore.
     * In the same transaction, under the pair's lock: pending requests between the two
     * families are cancelled and a friendship between them ends.
     * @returns the block, and whether it is new (a family blocked already answers its block)
     * @throws HttpError 400 OWN_KID for a kid of the blocker's own family; 404 for a kid not
     *   visible
     */
    async block(blocker: FamilyMember, kidId: number): Promise<{ block: Block; created: boolean }> {
      const blockerId = blocker.id;
      if (await kids.findOwned(blocker.familyId, kidId)) {
        throw badRequest('OWN_KID', BLOCK_MESSAGES.ownKid);
      }
      const existing = await repository.findByBlockerAndKid(blockerId, kidId);
      if (existing) return { block: presentBlock(existing), created: false };

      const outcome = await transaction(
        async ({ explore, friends, blocks, messages, notifications }) => {
          const kid = await explore.findVisible(blocker, kidId);
          if (!kid) throw notFound(BLOCK_MESSAGES.kidNotFound);
          await friends.lockPair(blockerId, kid.parentId);
          const block = await blocks.insert({
            blockerId,
            blockedParentId: kid.parentId,
            blockedKidId: kid.id,
          });
          if (!block) {
            return { blockId: undefined, cancelled: [], friendshipEnded: false, messageIds: [] };
          }
          const cancelled = await friends.cancelPendingBetween(blockerId, kid.parentId);
          // Each cancelled request's "request received" stops asking for an answer, as a plain
          // cancel does (issue 29, defect 8): the same words, so the block itself is not told.
          for (const request of cancelled) {
            const view = await friends.findViewFor(request.receiverId, request.id);
            if (!view) continue;
            await notifications.rewriteForSubject(
              view.receiverId,
              'friend-request-received',
              view.id,
              notificationFor.requestReceivedClosed(view, 'cancelled'),
            );
          }
          const friendshipEnded = await friends.deleteFriendship(blockerId, kid.parentId);
          const messageIds = await messages.deleteConversation(blockerId, kid.parentId);
          return { blockId: block.id, cancelled, friendshipEnded, messageIds };
        },
      );
      // A block of the same family by a request at the same time: answer that one.
      const view = outcome.blockId
        ? await repository.findView(blockerId, outcome.blockId)
        : await repository.findByBlockerAndKid(blockerId, kidId);
      if (!view) throw notFound(BLOCK_MESSAGES.kidNotFound);
      if (outcome.blockId) {
        for (const request of outcome.cancelled) {
          events.emit('friendRequestAnswered', {
            requestId: request.id,
            senderId: request.senderId,
            receiverId: request.receiverId,
            status: 'cancelled',
          });
        }
        if (outcome.friendshipEnded) {
          events.emit('friendshipChanged', {
            parentIds: orderedPair(blockerId, view.blockedParentId),
            change: 'ended',
          });
        }
        if (outcome.messageIds.length > 0) {
          events.emit('conversationDeleted', {
            parentIds: orderedPair(blockerId, view.blockedParentId),
            ids: outcome.messageIds,
          });
        }
      }
      return { block: presentBlock(view), created: Boolean(outcome.blockId) };
    },

    /** `blockerId`'s blocks, newest first. */
    async list(blockerId: number): Promise<Block[]> {
      return (await repository.listByBlocker(blockerId)).map(presentBlock);
    },

    /**
     * Undoes a block: the families see each other again in Explore and may send requests. The
     * friendship and the cancelled requests stay ended.
     * @throws HttpError 404 for another parent's block, or none
     */
    async unblock(blockerId: number, id: number): Promise<void> {
      const removed = await repository.delete(blockerId, id);
      if (!removed) throw notFound(BLOCK_MESSAGES.blockNotFound);
    },
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
