import { useNavigate } from 'react-router';
import { familyCatalogue } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';
import { FamilyScreen } from '@/features/family/components/family-screen';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toast } from '@/lib/toast/toast';
import { LocalizedScreen } from '../localized-screen';

/**
 * /dashboard/family (issue 24, slice 4): the family's members, roles and invitations, and
 * leaving it. This route only composes; after leaving, the app has fetched everything again
 * and the parent lands on the dashboard of their own new family. In the parent's language
 * (issue 28): the family area loaded with the screen.
 */
export function FamilyRoute() {
  return (
    <LocalizedScreen catalogue={familyCatalogue}>
      <FamilyPage />
    </LocalizedScreen>
  );
}

function FamilyPage() {
  const { parent } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation(familyCatalogue);
  return (
    <div className="space-y-8">
      <PageHeader
        title={t('screen.title')}
        description={t('screen.description')}
        back={{ to: paths.parentHub, label: t('screen.back') }}
      />
      <FamilyScreen
        viewerId={parent?.id}
        onLeft={() => {
          toast.success(t('leave.left'));
          void navigate(paths.dashboard, { replace: true });
        }}
      />
    </div>
  );
}
