import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession, storeUser } from '../../../shared/auth/session-store.ts';
import { paths } from '../../../shared/config/paths.ts';
import { signOut } from '../api/sign-out.ts';

/** Signs out from anywhere (the top bar's settings menu, the admin console and setup). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await signOut().catch(() => undefined);
    clearSession();
    storeUser(null);
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };
}
