import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import type { Role } from '@nestling/shared';
import { CheckingSession } from '@/components/layout/full-page-status';
import { loginPath, paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';

export interface ProtectedRouteProps {
  /** Send parents whose e-mail is not verified to /verify-email (social features, product.md). */
  requireVerifiedEmail?: boolean;
  /**
   * A guardian's screens (the social layer, premium and subscribe; issue 24): a caregiver goes
   * to /dashboard.
   */
  requireGuardian?: boolean;
  /** Only these roles may enter; others go to /dashboard. Omitted: every signed-in parent. */
  allowedRoles?: readonly Role[];
  /** What to render when allowed; default: the child route (<Outlet />). */
  children?: ReactNode;
}

/**
 * The protected wrapper of spec §2.2: 'Checking authentication...' while the session is being
 * checked; no session → /login?next={path and query}; an unverified e-mail where one is
 * required → /verify-email; a caregiver on a guardian's screen, or a role not allowed →
 * /dashboard.
 */
export function ProtectedRoute({
  requireVerifiedEmail = false,
  requireGuardian = false,
  allowedRoles,
  children,
}: ProtectedRouteProps) {
  const { parent, isChecking } = useSession();
  const location = useLocation();
  const navigation = useNavigation();

  if (isChecking) return <CheckingSession />;
  // Logging out ends the session, then goes to /login, whose page loads lazily: while that
  // navigation is under way, the page being left shows nothing rather than sending the parent
  // to /login?next=… of the page they just left.
  if (!parent && navigation.state !== 'idle') return null;
  if (!parent)
    return <Navigate to={loginPath({ next: `${location.pathname}${location.search}` })} replace />;
  if (requireVerifiedEmail && !parent.emailVerified)
    return <Navigate to={paths.verifyEmail} replace />;
  if (requireGuardian && parent.familyRole === 'caregiver')
    return <Navigate to={paths.dashboard} replace />;
  if (allowedRoles && !allowedRoles.includes(parent.role ?? 'parent'))
    return <Navigate to={paths.dashboard} replace />;
  return children ?? <Outlet />;
}
