import { FAMILY_RECORD_TEXTS, publicFirstName } from '@nestling/shared';
import { useSession } from '../api/get-session';
import { useFamily } from '../api/get-family';

/**
 * Who of the family wrote a record, by first name — "Added by Sam" (issue 24: every record
 * keeps its writer, shown where it helps). Shown only where it tells something: in a family of
 * more than one member, for a record another member wrote. Nothing for one's own records, a
 * one-member family, a writer whose account is gone (`createdBy` null) or no longer a member,
 * or while the session or the family loads. GET /api/family is asked only for a record another
 * member wrote (once per session, shared with the Family screen's cache).
 * @param createdBy the record's writer (a parent id), as the API answers it
 */
export function AddedBy({ createdBy }: { createdBy: number | null | undefined }) {
  const { parent } = useSession();
  // Only another member's record needs the family's names: a one-parent family never asks.
  const byAnother = parent != null && createdBy != null && createdBy !== parent.id;
  const family = useFamily(byAnother);
  const members = family.data?.members ?? [];
  if (!byAnother || members.length < 2) return null;
  const writer = members.find((member) => member.id === createdBy);
  if (!writer) return null;
  return (
    <p className="text-xs text-ink-600">
      {FAMILY_RECORD_TEXTS.addedBy(publicFirstName(writer.name))}
    </p>
  );
}
