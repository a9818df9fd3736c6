import type { User } from '@livery/api-schemas/users';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { destinationFor, LoginScreen } from './features/auth/sign-in/login-screen.tsx';
import { paths } from './shared/config/paths.ts';

/**
 * The entry holds React and the sign-in screen only. A first visit to /login shows that screen at once; any
 * other page, and /login once signed in, loads the app shell (antd, react-query, the router) as its own chunk.
 */
const root = createRoot(document.getElementById('root')!);

function loadApp(signedInUser?: User) {
  void import('./app/app-shell.tsx').then(({ startApp }) => startApp(root, signedInUser));
}

if (window.location.pathname === paths.login) {
  // The app's router keeps a navigation's state under `usr`: a reload of /login keeps where it came from.
  const from = (window.history.state as { usr?: { from?: string } } | null)?.usr?.from;
  const onSignedIn = (user: User) => {
    window.history.replaceState(null, '', destinationFor(user, from));
    loadApp(user);
  };
  root.render(
    <StrictMode>
      <LoginScreen onSignedIn={onSignedIn} />
    </StrictMode>,
  );
  // Someone starting to sign in will need the app shell: fetch it then, not while the page first loads.
  const fetchAppEarly = () => void import('./app/app-shell.tsx');
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    window.addEventListener(type, fetchAppEarly, { once: true, passive: true });
} else {
  loadApp();
}
