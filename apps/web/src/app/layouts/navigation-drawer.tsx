import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The sidebar as a drawer from the left, on phones. Its own chunk: a wide screen never loads antd's Drawer. */
export default function NavigationDrawer({
  open,
  background,
  onClose,
  children,
}: {
  open: boolean;
  background: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={272}
      closable={false}
      styles={{ body: { padding: 0, background } }}
    >
      {children}
    </Drawer>
  );
}
