import type { ReactNode } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import type { Parent } from '@nestling/shared';
import { CheckingSession } from '@/components/layout/full-page-status';
import { paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';
import { safeNextPath } from '@/lib/safe-redirect';

export interface PublicOnlyRouteProps {
  /**
   * Lets a signed-in parent stay on this route when it returns true (the /verify-email
   * exception). Omitted: every signed-in parent is redirected.
   */
  allowSignedIn?: (parent: Parent, searchParams: URLSearchParams) => boolean;
  children?: ReactNode;
}

/**
 * The public-only wrapper of spec §2.2: a signed-in parent is sent to /dashboard, or to the
 * safe `next` path the URL carries (so a parent who logs in returns where they were going).
 */
export function PublicOnlyRoute({ allowSignedIn, children }: PublicOnlyRouteProps) {
  const { parent, isChecking } = useSession();
  const [searchParams] = useSearchParams();

  if (isChecking) return <CheckingSession />;
  if (parent && !allowSignedIn?.(parent, searchParams)) {
    return <Navigate to={safeNextPath(searchParams.get('next')) ?? paths.dashboard} replace />;
  }
  return children ?? <Outlet />;
}

/**
 * The /verify-email exception: a signed-in parent whose e-mail is not verified must reach it
 * (the protected guard sends them there), and a link with a token always runs; a verified
 * parent without a token has nothing to do there and goes to /dashboard.
 */
export function allowOnVerifyEmail(parent: Parent, searchParams: URLSearchParams): boolean {
  return !parent.emailVerified || Boolean(searchParams.get('token'));
}
