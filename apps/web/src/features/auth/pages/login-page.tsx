import type { User } from '@livery/api-schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';
import { destinationFor, LoginScreen } from '../sign-in/login-screen.tsx';

/** /login inside the app (after a sign-out or a 401): clears the cached user; a sign-in goes on in place. */
export default function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  useEffect(() => {
    queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
  }, [queryClient]);

  const onSignedIn = useCallback(
    (user: User) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      void navigate(destinationFor(user, from), { replace: true });
    },
    [queryClient, navigate, from],
  );

  return <LoginScreen onSignedIn={onSignedIn} navigateTo={navigate} />;
}
