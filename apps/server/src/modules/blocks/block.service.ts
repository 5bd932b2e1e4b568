import { BLOCK_MESSAGES, type Block, type BlockCreate } from '@nestling/shared';
import type { AppEvents } from '../../events/app-events.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { FamilyMember } from '../../lib/request-context.js';
import type { FamilyRepository } from '../family/family.repository.js';
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
 * What a block stops (decision 047): requests (friend.service asks the repository's
 * `isBlockedBetween` under the pair's lock), Explore (its page statement leaves out blocked
 * families both ways, in SQL), kid photos (the kid-photo policy asks `isBlockedBetween`), and
 * messages and calls — those need a friendship of the two families,
 * which the block ends in its own transaction under the pair's lock, so a block and a
 * friendship never stand together. The friendship's end (`friendshipChanged`, for every pair of
 * guardians across the two families) ends a call in progress; an unblock announces nothing
 * (the friendship stays ended).
 */
export function createBlockService(deps: {
  repository: BlockRepository;
  kids: Pick<KidRepository, 'findOwned'>;
  /** Whose family a named parent is in (a block of one's own family is refused). */
  family: Pick<FamilyRepository, 'membership'>;
  transaction: RunInTransaction;
  events: AppEvents;
}) {
  const { repository, kids, family, transaction, events } = deps;

  return {
    /**
     * Blocks, for the guardian's family, the family `target` names: by a kid the blocker can see
     * in Explore (`{kidId}`), or by one of its parents (`{parentId}`, from a chat or a request)
     * when the blocker can see that family — the rule a report uses (friends repository's
     * `visibleFamilyOf`; decision 060). In the same transaction, under the pair's lock: pending
     * requests between the two families are cancelled, a friendship between them ends, and the
     * conversations between their members are deleted.
     * @returns the block, and whether it is new (a family blocked already answers its block)
     * @throws HttpError 400 OWN_KID / OWN_FAMILY for the blocker's own family; 404 for a kid or
     *   family not visible, or an id that does not exist
     */
    async block(
      blocker: FamilyMember,
      target: BlockCreate,
    ): Promise<{ block: Block; created: boolean }> {
      const { familyId } = blocker;
      if ('kidId' in target) {
        if (await kids.findOwned(familyId, target.kidId)) {
          throw badRequest('OWN_KID', BLOCK_MESSAGES.ownKid);
        }
        const existing = await repository.findByFamilyAndKid(familyId, target.kidId);
        if (existing) return { block: presentBlock(existing), created: false };
      } else {
        const membership = await family.membership(target.parentId);
        if (membership?.familyId === familyId) {
          throw badRequest('OWN_FAMILY', BLOCK_MESSAGES.ownFamily);
        }
        // A family one has blocked is one one knows: its block answers, whatever else became of them.
        const existing =
          membership && (await repository.findByFamilies(familyId, membership.familyId));
        if (existing) return { block: presentBlock(existing), created: false };
      }

      const outcome = await transaction(
        async ({ explore, friends, blocks, messages, notifications }) => {
          let blocked: { familyId: number; kidId: number | null };
          if ('kidId' in target) {
            const kid = await explore.findVisible(blocker, target.kidId);
            if (!kid) throw notFound(BLOCK_MESSAGES.kidNotFound);
            blocked = { familyId: kid.familyId, kidId: kid.id };
          } else {
            const visible = await friends.visibleFamilyOf(blocker, target.parentId);
            if (visible === undefined) throw notFound(BLOCK_MESSAGES.familyNotFound);
            blocked = { familyId: visible, kidId: null };
          }
          await friends.lockPair(familyId, blocked.familyId);
          const block = await blocks.insert({
            blockerId: blocker.id,
            blockerFamilyId: familyId,
            blockedFamilyId: blocked.familyId,
            blockedKidId: blocked.kidId,
          });
          if (!block) return { blockedFamilyId: blocked.familyId, made: undefined };
          const cancelled = await friends.cancelPendingBetween(familyId, blocked.familyId);
          const ours = await friends.guardiansOf([familyId]);
          const theirs = await friends.guardiansOf([blocked.familyId]);
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
          const friendshipEnded = await friends.deleteFriendship(familyId, blocked.familyId);
          const conversations = await messages.deleteBetweenFamilies(familyId, blocked.familyId);
          return {
            blockedFamilyId: blocked.familyId,
            made: { blockId: block.id, cancelled, friendshipEnded, conversations, ours, theirs },
          };
        },
      );
      const made = outcome.made;
      // A block of the same family at the same time (by a card or a parent): answer that one.
      const view = made
        ? await repository.findView(familyId, made.blockId)
        : await repository.findByFamilies(familyId, outcome.blockedFamilyId);
      if (!view) throw notFound(BLOCK_MESSAGES.familyNotFound);
      if (made) {
        const guardianIds = [...made.ours, ...made.theirs];
        for (const request of made.cancelled) {
          events.emit('friendRequestAnswered', {
            requestId: request.id,
            senderId: request.senderId,
            receiverId: request.receiverId,
            guardianIds,
            status: 'cancelled',
          });
        }
        if (made.friendshipEnded) {
          for (const a of made.ours) {
            for (const b of made.theirs) {
              events.emit('friendshipChanged', { parentIds: orderedPair(a, b), change: 'ended' });
            }
          }
        }
        for (const conversation of made.conversations) {
          events.emit('conversationDeleted', conversation);
        }
      }
      return { block: presentBlock(view), created: Boolean(made) };
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
