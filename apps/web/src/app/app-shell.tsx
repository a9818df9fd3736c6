import type { User } from '@livery/api-schemas/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import './focus-ring.css';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { currentUserQuery } from '../shared/auth/current-user.ts';
import { createAppRouter } from './router.tsx';
import { themeForMotionPreference } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The whole app (antd, react-query, the router and every route) in the root element. Loaded by main.tsx for
 * every page but the first /login, and after a sign-in there (with the user just signed in, so it is not
 * asked for again).
 */
export function startApp(root: Root, signedInUser?: User) {
  if (signedInUser) queryClient.setQueryData(currentUserQuery.queryKey, signedInUser);
  const router = createAppRouter();
  // As a transition React draws the app in short slices, yielding to the browser between them, instead of in one
  // long task (mobile Lighthouse's blocking time on the first page).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ConfigProvider
          theme={themeForMotionPreference(prefersReducedMotion)}
          wave={{ disabled: prefersReducedMotion }}
        >
          <AntApp notification={{ placement: 'topRight' }}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </AntApp>
        </ConfigProvider>
      </StrictMode>,
    ),
  );
}
