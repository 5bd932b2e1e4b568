import { Navigate, useLocation } from 'react-router';

/**
 * Redirects a second-reading route of spec §2.1 to the first, keeping the query
 * (`/messages?chatWith=3` → `/dashboard/messages?chatWith=3`, product.md).
 * @param to the target path
 */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}
