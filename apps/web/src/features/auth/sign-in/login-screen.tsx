import type { Answer } from '@livery/api-schemas/answer';
import type { User, userResponse } from '@livery/api-schemas/users';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/api/client.ts';
import { hasSession } from '../../../shared/auth/session-store.ts';
import { paths } from '../../../shared/config/paths.ts';
import { LoginForm } from './login-form.tsx';
import { SignInShell } from './sign-in-shell.tsx';

/** Where a signed-in user goes from /login: provider staff to the console, others back to where they were. */
export function destinationFor(user: User, from: string | undefined): string {
  if (user.role === 'provider') return paths.admin;
  return from && from !== paths.login ? from : paths.overview;
}

/**
 * /login without the app shell: a still-valid session goes straight on, a sign-in hands the user over.
 * Used on its own by the first page (main.tsx) and inside the router (pages/login-page.tsx).
 */
export function LoginScreen({
  onSignedIn,
  navigateTo,
}: {
  onSignedIn: (user: User) => void;
  navigateTo?: (path: string) => void;
}) {
  useEffect(() => {
    if (!hasSession()) return;
    let isCurrent = true;
    apiRequest<Answer<typeof userResponse>>('users', { silent: true })
      .then(({ user }) => {
        if (isCurrent) onSignedIn(user);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [onSignedIn]);

  return (
    <SignInShell title="Sign in to Livery">
      <LoginForm onSignedIn={onSignedIn} navigateTo={navigateTo} />
    </SignInShell>
  );
}
