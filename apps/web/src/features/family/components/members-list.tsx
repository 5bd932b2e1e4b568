import { useState } from 'react';
import { Users } from 'lucide-react';
import { familyCatalogue, type Family, type FamilyMember, type FamilyRole } from '@nestling/shared';
import { Avatar, Button, ConfirmDialog, SectionCard, StatusMessage } from '@/components/ui';
import { formatMediumDate } from '@/lib/dates';
import { toast } from '@/lib/toast/toast';
import { useChangeMemberRole, useRemoveMember } from '../api/family-api';
import { useLocale } from '@/lib/i18n/locale-context';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The role a guardian's button gives a member: the one they do not have. */
function otherRoleOf(role: FamilyRole): FamilyRole {
  return role === 'guardian' ? 'caregiver' : 'guardian';
}

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
  const { intlLocale } = useLocale();
  const { t } = useTranslation(familyCatalogue);

  function changeRole(member: FamilyMember) {
    const role = otherRoleOf(member.role);
    setError(undefined);
    roleChange.mutate(
      { parentId: member.id, role },
      {
        onSuccess: () => toast.success(t('members.roleChanged', { name: member.name, role })),
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
        toast.success(t('members.removed', { name: member.name }));
      },
    });
  }

  return (
    <SectionCard
      title={t('members.title')}
      icon={<Users aria-hidden="true" className="size-5 text-brand-700" />}
      after={
        manage && (
          <ConfirmDialog
            open={removing !== null}
            title={t('members.removeTitle', { name: removing?.name ?? '' })}
            description={t('members.removeText', { name: removing?.name ?? '' })}
            confirmLabel={t('members.remove')}
            pendingLabel={t('members.removing')}
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
          const otherRole = otherRoleOf(member.role);
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 py-3">
              <Avatar src={member.photoUrl} size="sm" />
              <div className="min-w-0 flex-1 basis-40">
                <p className="font-semibold break-words text-ink-900">
                  {member.name}{' '}
                  {isViewer && <span className="text-ink-600">{t('members.you')}</span>}
                </p>
                <p className="text-sm text-ink-700">
                  <span
                    className={
                      member.role === 'guardian'
                        ? 'mr-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800 ring-1 ring-brand-200'
                        : 'mr-2 inline-block rounded-full bg-accent-50 px-2 py-0.5 text-xs font-bold text-ink-800 ring-1 ring-accent-200'
                    }
                  >
                    {t(`role.${member.role}`)}
                  </span>
                  {t('members.joinedOn', {
                    date: formatMediumDate(new Date(member.joinedAt), intlLocale),
                  })}
                </p>
              </div>
              {manage && !isViewer && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('members.makeRoleLabel', { name: member.name, role: otherRole })}
                    disabled={roleChange.isPending && roleChange.variables.parentId === member.id}
                    onClick={() => changeRole(member)}
                  >
                    {t('members.makeRole', { role: otherRole })}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('members.removeLabel', { name: member.name })}
                    onClick={() => {
                      removal.reset();
                      setRemoving(member);
                    }}
                  >
                    {t('members.remove')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {family.members.length === 1 && (
        <p className="text-ink-700">
          {manage ? t('members.onlyYouGuardian') : t('members.onlyYou')}
        </p>
      )}
    </SectionCard>
  );
}
