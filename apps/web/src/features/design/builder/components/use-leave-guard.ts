import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before a design with unsaved changes is left, by a link in the app or by closing the tab;
 * `allowLeave` lets the builder's own save or add-to-cart go on without asking.
 */
export function useLeaveGuard(isDirty: boolean) {
  const { modal } = App.useApp();
  const isAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: 'Are you sure to leave this page?',
      content: 'Your changes to this design are not saved.',
      okText: 'Leave',
      cancelText: 'Stay',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return {
    allowLeave: () => {
      isAllowed.current = true;
    },
  };
}
