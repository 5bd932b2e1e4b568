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
 * kid; decisions 016, 058). A block is between two families and holds both ways for every
 * member; any guardian of the blocking family makes, lists and undoes it, and the blocked
 * family is never told.
 *
 * What a block stops (decision 047): requests (friend.service checks the block under the
 * pair's lock), Explore and kid photos (`isBlockedBetween` of the repository, in SQL and the
 * kid-photo policy), and messages and calls — those need a friendship of the two families,
 * which the block ends in its own transaction under the pair's lock, so a block and a
 * friendship never stand together. The friendship's end (`friendshipChanged`, for every pair of
 * guardians across the two families) ends a call in progress; an unblock announces nothing
 * (the friendship stays ended).
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
     * Blocks, for the guardian's family, the family of kid `kidId`, which must be a kid
     * `blocker` can see in Explore. In the same transaction, under the pair's lock: pending
     * requests between the two families are cancelled, a friendship between them ends, and
     * the conversations between their members are deleted.
     * @returns the block, and whether it is new (a family blocked already answers its block)
     * @throws HttpError 400 OWN_KID for a kid of the blocker's own family; 404 for a kid not
     *   visible
     */
    async block(blocker: FamilyMember, kidId: number): Promise<{ block: Block; created: boolean }> {
      const { familyId } = blocker;
      if (await kids.findOwned(familyId, kidId)) {
        throw badRequest('OWN_KID', BLOCK_MESSAGES.ownKid);
      }
      const existing = await repository.findByFamilyAndKid(familyId, kidId);
      if (existing) return { block: presentBlock(existing), created: false };

      const outcome = await transaction(
        async ({ explore, friends, blocks, messages, notifications }) => {
          const kid = await explore.findVisible(blocker, kidId);
          if (!kid) throw notFound(BLOCK_MESSAGES.kidNotFound);
          await friends.lockPair(familyId, kid.familyId);
          const block = await blocks.insert({
            blockerId: blocker.id,
            blockerFamilyId: familyId,
            blockedFamilyId: kid.familyId,
            blockedKidId: kid.id,
          });
          if (!block) return undefined;
          const cancelled = await friends.cancelPendingBetween(familyId, kid.familyId);
          const ours = await friends.guardiansOf([familyId]);
          const theirs = await friends.guardiansOf([kid.familyId]);
          // Each cancelled request's "request received" stops asking for an answer, as a plain
          // cancel does (issue 29, defect 8): the same words, so the block itself is not told.
          for (const request of cancelled) {
            const view = await friends.findViewFor(familyId, request.id);
            if (!view) continue;
            const receivers = view.receiverFamilyId === familyId ? ours : theirs;
            for (const receiverId of receivers) {
              await notifications.rewriteForSubject(
                receiverId,
                'friend-request-received',
                view.id,
                notificationFor.requestReceivedClosed(view, 'cancelled'),
              );
            }
          }
          const friendshipEnded = await friends.deleteFriendship(familyId, kid.familyId);
          const conversations = await messages.deleteBetweenFamilies(familyId, kid.familyId);
          return { blockId: block.id, cancelled, friendshipEnded, conversations, ours, theirs };
        },
      );
      // A block of the same family by a request at the same time: answer that one.
      const view = outcome
        ? await repository.findView(familyId, outcome.blockId)
        : await repository.findByFamilyAndKid(familyId, kidId);
      if (!view) throw notFound(BLOCK_MESSAGES.kidNotFound);
      if (outcome) {
        const guardianIds = [...outcome.ours, ...outcome.theirs];
        for (const request of outcome.cancelled) {
          events.emit('friendRequestAnswered', {
            requestId: request.id,
            senderId: request.senderId,
            receiverId: request.receiverId,
            guardianIds,
            status: 'cancelled',
          });
        }
        if (outcome.friendshipEnded) {
          for (const a of outcome.ours) {
            for (const b of outcome.theirs) {
              events.emit('friendshipChanged', { parentIds: orderedPair(a, b), change: 'ended' });
            }
          }
        }
        for (const conversation of outcome.conversations) {
          events.emit('conversationDeleted', conversation);
        }
      }
      return { block: presentBlock(view), created: Boolean(outcome) };
    },

    /** The blocks of the member's family, newest first. */
    async list(member: FamilyMember): Promise<Block[]> {
      return (await repository.listByFamily(member.familyId)).map(presentBlock);
    },

    /**
     * Undoes a block of the guardian's family: the families see each other again in Explore
     * and may send requests. The friendship and the cancelled requests stay ended.
     * @throws HttpError 404 for another family's block, or none
     */
    async unblock(member: FamilyMember, id: number): Promise<void> {
      const removed = await repository.delete(member.familyId, id);
      if (!removed) throw notFound(BLOCK_MESSAGES.blockNotFound);
    },
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
