import { Suspense } from 'react';
import { dashboardCatalogue } from '@nestling/shared';
import { PageHeader } from '@/components/ui';
import { paths } from '@/config/paths';
import { DASHBOARD_SECTIONS } from '@/config/sections';
import { DashboardTiles } from '@/features/dashboard/components/dashboard-tiles';
import { ProfileMenu } from '@/features/dashboard/components/profile-menu';
import { useSession } from '@/entities/parent/api/get-session';
import { useCan } from '@/entities/parent/api/use-can';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { firstName } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/use-translation';

/**
 * /dashboard (spec §2.9): a greeting, the profile menu at top right and the eight tiles (six
 * for a caregiver, without Explore and Messages, and no My Requests in the menu: issue 24). The
 * menu's Logout ends the session on the server too: the spec's client only navigated to /login,
 * which would leave the session cookie valid on a shared computer. In the app's language (the
 * dashboard catalogue, downloaded first in another language than English: issue 28).
 */
export function DashboardRoute() {
  return (
    <Suspense fallback={null}>
      <Dashboard />
    </Suspense>
  );
}

function Dashboard() {
  const { parent } = useSession();
  const can = useCan();
  const { logout, isLoggingOut } = useLogout();
  const { t } = useTranslation(dashboardCatalogue);
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('dashboard.eyebrow')}
        title={t('dashboard.greeting', {
          name: firstName(parent?.name, t('dashboard.defaultName')),
        })}
        documentTitle={t('dashboard.eyebrow')}
        description={t('dashboard.question')}
        actions={
          <ProfileMenu
            photoUrl={parent?.photoUrl ?? null}
            profileSettingsPath={paths.parentHub}
            settingsPath={paths.settings}
            familyPath={paths.family}
            {...(can.guardian ? { myRequestsPath: paths.myRequests } : {})}
            privacyPath={paths.privacy}
            onLogout={logout}
            isLoggingOut={isLoggingOut}
          />
        }
      />
      <DashboardTiles
        sections={DASHBOARD_SECTIONS.filter((section) => can.guardian || !section.guardianOnly)}
      />
    </div>
  );
}
