import type { User } from '@livery/api-schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../../../shared/api/client.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';
import { hasSession } from '../../../shared/auth/session-store.ts';
import { StandaloneShell } from '../../../shared/components/standalone-shell.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { LoginForm } from '../components/login-form.tsx';

function destinationFor(user: User, from: string | undefined): string {
  if (user.role === 'provider') return paths.admin;
  return from && from !== paths.login ? from : paths.overview;
}

/** /login: clears the cached user; a still-valid session goes straight on. */
export default function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  useEffect(() => {
    queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
    if (!hasSession()) return;
    apiRequest<{ user: User }>('users', { silent: true })
      .then(({ user }) => {
        queryClient.setQueryData(currentUserQuery.queryKey, user);
        navigate(destinationFor(user, from), { replace: true });
      })
      .catch(() => undefined);
  }, [queryClient, navigate, from]);

  const onSignedIn = (user: User) => {
    queryClient.clear();
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    navigate(destinationFor(user, from), { replace: true });
  };

  return (
    <StandaloneShell title="Sign in to Livery">
      <LoginForm onSignedIn={onSignedIn} />
    </StandaloneShell>
  );
}
