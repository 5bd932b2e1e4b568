import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/entities/parent/api/get-session';

/** `/` and unknown paths (spec §2.1, product.md): /dashboard when signed in, else /login. */
export function HomeRedirect() {
  const { parent } = useSession();
  return <Navigate to={parent ? paths.dashboard : paths.login} replace />;
}
