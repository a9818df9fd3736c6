import type { User } from '@livery/api-schemas/users';
import { type ReactElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { destinationFor, LoginScreen } from './features/auth/sign-in/login-screen.tsx';
import { RegisterScreen } from './features/auth/sign-in/register-screen.tsx';
import { ResetPasswordScreen } from './features/auth/sign-in/reset-password-screen.tsx';
import { startEarlyUserLoad } from './shared/auth/early-user.ts';
import { hasSession } from './shared/auth/session-store.ts';
import { paths } from './shared/config/paths.ts';

/**
 * The entry holds React and the sign-in screens only (plain HTML, no antd). A first visit to /login,
 * /reset-password or /register shows its screen at once; any other page, and these once signed in, load the
 * app shell (antd, react-query, the router) as its own chunk.
 */
const root = createRoot(document.getElementById('root')!);

function loadApp(signedInUser?: User) {
  void import('./app/app-shell.tsx').then(({ startApp }) => startApp(root, signedInUser));
}

/** Leaves a sign-in screen for a page of the app, in place (no page load). */
function leave(path: string, user?: User) {
  window.history.replaceState(null, '', path);
  loadApp(user);
}

function signInScreen(pathname: string): ReactElement | null {
  if (pathname === paths.login) {
    // The app's router keeps a navigation's state under `usr`: a reload of /login keeps where it came from.
    const from = (window.history.state as { usr?: { from?: string } } | null)?.usr?.from;
    return <LoginScreen onSignedIn={(user) => leave(destinationFor(user, from), user)} />;
  }
  if (pathname === paths.resetPassword) return <ResetPasswordScreen />;
  if (pathname === paths.register) return <RegisterScreen search={window.location.search} leave={leave} />;
  return null;
}

const screen = signInScreen(window.location.pathname);
if (screen !== null) {
  root.render(<StrictMode>{screen}</StrictMode>);
  // Someone starting to sign in will need the app shell: fetch it then, not while the page first loads.
  const fetchAppEarly = () => void import('./app/app-shell.tsx');
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    window.addEventListener(type, fetchAppEarly, { once: true, passive: true });
  // A visitor who still has a session is sent on at once (LoginScreen): fetch the shell alongside that check.
  if (hasSession()) fetchAppEarly();
} else {
  // The user is asked for beside the shell's download, not once the shell has run.
  if (hasSession()) startEarlyUserLoad();
  loadApp();
}
