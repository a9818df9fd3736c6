import { isPathAllowedForPlan } from '@livery/domain/plan-access';
import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '../shared/auth/current-user.ts';
import { useIsLoginPromptOpen } from '../shared/auth/login-prompt.ts';
import { hasSession } from '../shared/auth/session-store.ts';
import { PageLoading } from '../shared/components/page-loading.tsx';
import { paths } from '../shared/config/paths.ts';

/**
 * The route guards of spec 01 section 4, in order: signed out -> /login; setup not done -> /setup;
 * a plan without the page -> /feature-unavailable. Provider staff belong in the console.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: loadedUser, isPending, isError } = useCurrentUser();
  // The layout and page first render when the user arrives: deferred, React draws them in slices that leave the
  // browser free between them instead of in one long task (mobile Lighthouse's blocking time on /overview).
  const user = useDeferredValue(loadedUser);
  // While the login prompt is up, the page stays where it is; signing in re-renders it in place.
  const isLoginPromptOpen = useIsLoginPromptOpen();
  if (!hasSession() && !isLoginPromptOpen)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  if (isPending && !isError) return <PageLoading />;
  // A failed user load is handled by the global 401 handling (login modal or /login).
  if (!user) return <PageLoading />;
  if (user.role === 'provider') return <Navigate to={paths.admin} replace />;
  if (!user.setup_done && location.pathname !== paths.setup) return <Navigate to={paths.setup} replace />;
  if (!isPathAllowedForPlan(user.plan, location.pathname))
    return <Navigate to={paths.featureUnavailable} replace />;
  return children;
}

/** The setup wizard: signed in, not yet set up. */
export function RequireSetupPending({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (!hasSession()) return <Navigate to={paths.login} replace />;
  if (isPending || !user) return <PageLoading />;
  if (user.setup_done) return <Navigate to={paths.overview} replace />;
  return children;
}

/** The provider console: provider staff only; customers are told the feature is not theirs. */
export function RequireProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: user, isPending } = useCurrentUser();
  if (!hasSession()) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  if (isPending || !user) return <PageLoading />;
  if (user.role !== 'provider') return <Navigate to={paths.featureUnavailable} replace />;
  return children;
}
