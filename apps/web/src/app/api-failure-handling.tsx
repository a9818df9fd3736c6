import { NOTIFICATION_TIMEOUT_MS, WARNING_405_TIMEOUT_MS } from '@livery/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { App, Modal } from 'antd';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { onApiFailure } from '../shared/api/client.ts';
import { currentUserQuery } from '../shared/auth/current-user.ts';
import { closeLoginPrompt, openLoginPrompt, useIsLoginPromptOpen } from '../shared/auth/login-prompt.ts';
import { clearSession, readStoredUserName } from '../shared/auth/session-store.ts';
import { PageLoading } from '../shared/components/page-loading.tsx';
import { paths } from '../shared/config/paths.ts';

// Loaded only when a session expires: the form is not part of the first page's JavaScript.
const LoginForm = lazy(() =>
  import('../features/auth/sign-in/login-form.tsx').then((module) => ({ default: module.LoginForm })),
);

/** Calls whose 401 means "wrong credentials", not "session expired". */
const CREDENTIAL_CALLS = ['v1/auth/sign_in', 'v1/auth/password', 'users/request_otp_auth'];

const NOTICE_SECONDS = NOTIFICATION_TIMEOUT_MS / 1000;

/**
 * Spec 01 section 8 in one place: every failed call becomes a notice; a 401 ends the session and either
 * raises the login modal over the page (a known user, or the orders and inventories pages) or goes to /login.
 */
export function ApiFailureHandling() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const isLoginOpen = useIsLoginPromptOpen();
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;

  useEffect(
    () =>
      onApiFailure((error, request) => {
        const isCredentialCall = CREDENTIAL_CALLS.some((call) => request.path.startsWith(call));
        if (error.status === 401 && !isCredentialCall) {
          const pathname = pathnameRef.current;
          const hasKnownUser = readStoredUserName() !== null;
          clearSession();
          if (hasKnownUser || pathname.startsWith(paths.inventories) || pathname.startsWith(paths.orders)) {
            openLoginPrompt();
          } else {
            queryClient.clear();
            void navigate(paths.login, { replace: true, state: { from: pathname } });
          }
          notification.error({ key: 'session', message: error.message, duration: NOTICE_SECONDS });
          return;
        }
        if (request.silent) return;
        if (error.status >= 500) {
          notification.error({ message: 'Something went wrong!', duration: NOTICE_SECONDS });
        } else if (error.status === 405) {
          notification.warning({ message: error.message, duration: WARNING_405_TIMEOUT_MS / 1000 });
        } else {
          const prefix = request.method === 'GET' ? 'API: ' : '';
          notification.error({ message: `${prefix}${error.message}`, duration: NOTICE_SECONDS });
        }
      }),
    [notification, navigate, queryClient],
  );

  return (
    <Modal
      open={isLoginOpen}
      title="LOGIN TO CONTINUE"
      footer={null}
      closable={false}
      maskClosable={false}
      destroyOnHidden
      centered
    >
      <Suspense fallback={<PageLoading />}>
        <LoginForm
          defaultTab="password"
          onSignedIn={(user) => {
            closeLoginPrompt();
            queryClient.setQueryData(currentUserQuery.queryKey, user);
            // Re-render the current page in place: refetch what it shows, no navigation.
            void queryClient.invalidateQueries();
          }}
        />
      </Suspense>
      <div style={{ marginTop: 12 }}>
        <Link to={paths.login} onClick={closeLoginPrompt}>
          Login with other account
        </Link>
      </div>
    </Modal>
  );
}
