import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout, logoutMutationKey } from '../api/logout';
import { endLocalSession } from '../utils/end-local-session';

/**
 * Logging out (spec §4 Logout): calls the server, then ALWAYS clears the local session and goes
 * to /login, replacing the history entry, even when the call failed.
 * @returns `logout()` to start it and `isLoggingOut` while the call runs
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onSettled: () => {
      // Session first, then a synchronous navigation: /login then renders with no parent, so
      // neither guard sees a half-ended session.
      endLocalSession(queryClient);
      void navigate(paths.login, { replace: true, flushSync: true });
    },
  });
  return { logout: () => mutation.mutate(), isLoggingOut: mutation.isPending };
}
