import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';
import { FamilyScreen } from '@/features/family/components/family-screen';
import { FAMILY_MESSAGES } from '@/features/family/messages';
import { toast } from '@/lib/toast/toast';

/**
 * /dashboard/family (issue 24, slice 4): the family's members, roles and invitations, and
 * leaving it. This route only composes; after leaving, the app has fetched everything again
 * and the parent lands on the dashboard of their own new family.
 */
export function FamilyRoute() {
  const { parent } = useSession();
  const navigate = useNavigate();
  return (
    <div className="space-y-8">
      <PageHeader
        title={FAMILY_MESSAGES.title}
        description={FAMILY_MESSAGES.description}
        back={{ to: paths.parentHub, label: FAMILY_MESSAGES.backToHub }}
      />
      <FamilyScreen
        viewerId={parent?.id}
        onLeft={() => {
          toast.success(FAMILY_MESSAGES.left);
          void navigate(paths.dashboard, { replace: true });
        }}
      />
    </div>
  );
}
