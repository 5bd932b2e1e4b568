import { z } from 'zod';
import { recordIdSchema } from './common.js';

/**
 * Blocks (spec §2.18 Block, §4 Blocking a kid, §8.2; product.md "Children's privacy and
 * safety": blocking is stored on the server, can be listed and undone).
 *
 * A parent blocks the kid on an Explore card, and with it that kid's whole family: the family
 * disappears from the blocker's Explore and the blocker from theirs, requests stop both ways
 * (pending ones between them are cancelled), a friendship between them ends, and — with the
 * real-time issue — messages and calls stop. The blocked family is never told.
 */
export const BLOCK_MESSAGES = {
  /** The confirmation's title and its buttons. */
  confirmTitle: 'Block this family',
  block: 'Block',
  blocking: 'Blocking...',
  confirm: (firstName: string) =>
    `Block ${firstName}’s family? They will disappear from Explore, requests between you are cancelled, a friendship with them ends, and they can no longer send you requests or messages. They are not told.`,
  familyOf: (firstName: string) => `${firstName}’s family`,
  blockFailed: '❌ Failed to block kid',
  kidNotFound: 'Kid not found.',
  ownKid: 'You cannot block your own kid.',
  familyNotFound: 'Family not found.',
  ownFamily: 'You cannot block your own family.',
  targetRequired: 'Name the kid or the parent whose family is to be blocked.',
  blockNotFound: 'Block not found.',
} as const;

/**
 * `POST /api/blocks`: whose family to block — exactly one of
 * - `{kidId}`: the kid on an Explore card; it must be a public kid of another family that the
 *   blocker sees in Explore (404 otherwise, as for a kid that does not exist; 400 OWN_KID);
 * - `{parentId}`: one of the family's parents, as a chat or a request names them (issue 27,
 *   decision 060); the family must be one the blocker can see — a public kid of it in their
 *   Explore, a friend or meetup request that stands or stood between the two families, or a
 *   friendship — by the same rule as a report (404 otherwise; 400 OWN_FAMILY).
 * Each form is a strict object: another key, or both ids, is a 400. Blocking a family already
 * blocked answers the existing block with 200 instead of 201.
 */
export const blockCreateSchema = z.union(
  [
    z.strictObject({ kidId: recordIdSchema(BLOCK_MESSAGES.kidNotFound) }),
    z.strictObject({ parentId: recordIdSchema(BLOCK_MESSAGES.familyNotFound) }),
  ],
  { error: BLOCK_MESSAGES.targetRequired },
);
export type BlockCreate = z.output<typeof blockCreateSchema>;

/**
 * A block as its blocker sees it in "Blocked families": the kid that was blocked, by its first
 * name, or null for a family blocked by a parent's id or once that kid's profile is deleted
 * (the family stays blocked); and the first name of a guardian of the blocked family
 * (`guardianFirstName`, the one who joined it first; null when it has none left), which names
 * the family when there is no kid.
 */
export const blockSchema = z.object({
  id: z.number().int(),
  kid: z.object({ id: z.number().int(), firstName: z.string() }).nullable(),
  guardianFirstName: z.string().nullable(),
  createdAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

/** `GET /api/blocks`: this parent's blocks, newest first. */
export const blockListSchema = z.array(blockSchema);

/** `DELETE /api/blocks/:id` (unblock). */
export const blockIdParamsSchema = z.object({
  id: recordIdSchema(BLOCK_MESSAGES.blockNotFound),
});
