import { familyCatalogue } from '@nestling/shared';
import { QueryStatus, StatusMessage } from '@/components/ui';
import { useFamily } from '@/entities/parent/api/get-family';
import { useTranslation } from '@/lib/i18n/use-translation';
import { HomeAreaCard } from './home-area-card';
import { InvitationsCard } from './invitations-list';
import { LeaveFamilyCard } from './leave-family-card';
import { MembersList } from './members-list';

export interface FamilyScreenProps {
  /** The signed-in parent's id (their row has no actions). */
  viewerId: number | undefined;
  /** Runs after the parent left the family. */
  onLeft: () => void;
}

/**
 * The Family screen's body (issue 24, slice 4): the members with their roles; for a guardian
 * the invite form and the pending invitations, and the role and removal controls; Leave for
 * every member of a family of more than one; the home area (issue 30). A caregiver sees the members and Leave only —
 * the rest is absent. Loading and error states; a family of one says so and invites.
 */
export function FamilyScreen({ viewerId, onLeft }: FamilyScreenProps) {
  const family = useFamily();
  const { t } = useTranslation(familyCatalogue);
  if (!family.isSuccess) {
    return (
      <QueryStatus
        query={family}
        loading={t('screen.loading')}
        failed={(error) => `${t('screen.loadFailed')} ${error.message}`}
      />
    );
  }
  const guardian = family.data.role === 'guardian';
  const guardians = family.data.members.filter((member) => member.role === 'guardian').length;
  return (
    <div className="space-y-6">
      {!guardian && <StatusMessage tone="info">{t('screen.caregiverNote')}</StatusMessage>}
      <MembersList family={family.data} viewerId={viewerId} />
      <HomeAreaCard area={family.data.area} guardian={guardian} />
      {guardian && <InvitationsCard invitations={family.data.invitations} />}
      {family.data.members.length > 1 && (
        <LeaveFamilyCard onLeft={onLeft} lastGuardian={guardian && guardians === 1} />
      )}
    </div>
  );
}
