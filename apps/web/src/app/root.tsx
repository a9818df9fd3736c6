import { Outlet } from 'react-router';
import { ApiFailureHandling } from './api-failure-handling.tsx';
import { ScrollToTopOrHash } from './scroll-restoration.tsx';

/** Above every route: global failure handling and scroll reset. */
export function Root() {
  return (
    <>
      <ScrollToTopOrHash />
      <ApiFailureHandling />
      <Outlet />
    </>
  );
}
