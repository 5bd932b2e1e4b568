import { useState } from 'react';
import { Users } from 'lucide-react';
import type { Family, FamilyMember } from '@nestling/shared';
import { Avatar, Button, ConfirmDialog, SectionCard, StatusMessage } from '@/components/ui';
import { dateTimeFormat } from '@/lib/dates';
import { toast } from '@/lib/toast/toast';
import { useChangeMemberRole, useRemoveMember } from '../api/family-api';
import { FAMILY_MESSAGES, roleName } from '../messages';

export interface MembersListProps {
  family: Family;
  /** The signed-in parent's id: their row says "(you)" and has no actions. */
  viewerId: number | undefined;
}

/**
 * The family's members with their photos and roles (guardians first, as the server orders
 * them). A guardian also gets, on every other member's row, the role change ("Make caregiver"
 * or "Make guardian") and Remove (confirmed). A caregiver sees the list only: the controls are
 * absent, not disabled. A refusal (LAST_GUARDIAN, GUARDIAN_ONLY, …) shows as the server's text.
 */
export function MembersList({ family, viewerId }: MembersListProps) {
  const manage = family.role === 'guardian';
  const roleChange = useChangeMemberRole();
  const removal = useRemoveMember();
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<FamilyMember | null>(null);

  function changeRole(member: FamilyMember) {
    const role = member.role === 'guardian' ? 'caregiver' : 'guardian';
    setError(undefined);
    roleChange.mutate(
      { parentId: member.id, role },
      {
        onSuccess: () => toast.success(FAMILY_MESSAGES.roleChanged(member.name, roleName(role))),
        onError: (failure) => setError(failure.message),
      },
    );
  }

  function remove() {
    if (!removing) return;
    const member = removing;
    removal.mutate(member.id, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(FAMILY_MESSAGES.removed(member.name));
      },
    });
  }

  return (
    <SectionCard
      title={FAMILY_MESSAGES.membersTitle}
      icon={<Users aria-hidden="true" className="size-5 text-brand-700" />}
      after={
        manage && (
          <ConfirmDialog
            open={removing !== null}
            title={FAMILY_MESSAGES.removeTitle(removing?.name ?? '')}
            description={FAMILY_MESSAGES.removeText(removing?.name ?? '')}
            confirmLabel={FAMILY_MESSAGES.remove}
            pendingLabel={FAMILY_MESSAGES.removing}
            isPending={removal.isPending}
            error={removal.error?.message}
            onConfirm={remove}
            onCancel={() => {
              setRemoving(null);
              removal.reset();
            }}
          />
        )
      }
    >
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      <ul className="divide-y divide-ink-900/5">
        {family.members.map((member) => {
          const isViewer = member.id === viewerId;
          const otherRole = member.role === 'guardian' ? 'caregiver' : 'guardian';
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 py-3">
              <Avatar src={member.photoUrl} size="sm" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-semibold break-words text-ink-900">
                  {member.name}{' '}
                  {isViewer && <span className="text-ink-600">{FAMILY_MESSAGES.you}</span>}
                </p>
                <p className="text-sm text-ink-700">
                  <span
                    className={
                      member.role === 'guardian'
                        ? 'mr-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800 ring-1 ring-brand-200'
                        : 'mr-2 inline-block rounded-full bg-accent-50 px-2 py-0.5 text-xs font-bold text-ink-800 ring-1 ring-accent-200'
                    }
                  >
                    {roleName(member.role)}
                  </span>
                  {FAMILY_MESSAGES.joinedOn(
                    dateTimeFormat(undefined, { dateStyle: 'medium' }).format(
                      new Date(member.joinedAt),
                    ),
                  )}
                </p>
              </div>
              {manage && !isViewer && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={FAMILY_MESSAGES.makeRoleLabel(member.name, roleName(otherRole))}
                    disabled={roleChange.isPending && roleChange.variables.parentId === member.id}
                    onClick={() => changeRole(member)}
                  >
                    {FAMILY_MESSAGES.makeRole(roleName(otherRole))}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={FAMILY_MESSAGES.removeLabel(member.name)}
                    onClick={() => {
                      removal.reset();
                      setRemoving(member);
                    }}
                  >
                    {FAMILY_MESSAGES.remove}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {family.members.length === 1 && (
        <p className="text-ink-700">
          {manage ? FAMILY_MESSAGES.onlyYouGuardian : FAMILY_MESSAGES.onlyYou}
        </p>
      )}
    </SectionCard>
  );
}
