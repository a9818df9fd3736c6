import {
  AppstoreOutlined,
  BarChartOutlined,
  CrownOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  ShopOutlined,
  SkinOutlined,
  SolutionOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { isPathAllowedForPlan } from '@livery/domain/plan-access';
import { Badge, Flex, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUnreadMessages } from '../../shared/api/get-unread-messages.ts';
import { useCurrentUser } from '../../shared/auth/current-user.ts';
import { EXTERNAL_LINKS, paths } from '../../shared/config/paths.ts';

const LINKS: ReadonlyArray<{ path: string; label: string; icon: ReactNode; alsoAt?: string[] }> = [
  { path: paths.overview, label: 'Dashboard', icon: <AppstoreOutlined /> },
  { path: paths.savedProducts, label: 'My Products', icon: <SkinOutlined /> },
  { path: paths.designManagers, label: 'Artworks', icon: <PictureOutlined /> },
  { path: paths.bulkOrder(), label: 'Order Multiple Products', icon: <UnorderedListOutlined /> },
  { path: paths.recommendedProducts, label: 'Catalogue', icon: <ShopOutlined /> },
  { path: paths.inventories, label: 'Inventory', icon: <InboxOutlined /> },
  { path: paths.orders, label: 'Order History', icon: <HistoryOutlined /> },
  { path: paths.quotations, label: 'Quotations', icon: <SolutionOutlined /> },
  { path: paths.billings, label: 'Billing', icon: <FileTextOutlined /> },
  { path: paths.teams, label: 'Team Management', icon: <TeamOutlined /> },
  { path: paths.report, label: 'Report', icon: <BarChartOutlined /> },
  { path: paths.laundryReport, label: 'Laundry Report', icon: <DatabaseOutlined /> },
  // One entry for the employee database: its people and its order history are two tabs of one area.
  {
    path: paths.employeeOrderHistory,
    label: 'Employee Database',
    icon: <IdcardOutlined />,
    alsoAt: [paths.employees],
  },
  { path: paths.programme, label: 'Uniform Programme', icon: <CrownOutlined /> },
];

const isAt = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The sidebar links of spec 01, the current area highlighted; an area the company's plan does not include is
 * not offered (its page would only say "Feature Unavailable").
 */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const unread = useUnreadMessages(Boolean(user)).data?.unread_count ?? 0;
  // Until the user is known, only what every plan has: no entry appears and then goes away.
  const links = LINKS.filter((link) => isPathAllowedForPlan(user?.plan ?? 'basic', link.path));
  const selected = links
    .filter((link) => [link.path, ...(link.alsoAt ?? [])].some((path) => isAt(pathname, path)))
    .map((link) => link.path);
  return (
    <Menu
      mode="inline"
      theme="dark"
      selectedKeys={selected}
      style={{ background: 'transparent', borderInlineEnd: 'none' }}
      items={[
        ...links.map((link) => ({
          key: link.path,
          icon: link.icon,
          // Unread messages sit on orders: Order History carries their count.
          label:
            link.path === paths.orders && unread > 0 ? (
              <Flex align="center" justify="space-between" gap={8}>
                <span>{link.label}</span>
                <Badge count={unread} title={`${unread} unread messages`} data-testid="unread-messages" />
              </Flex>
            ) : (
              link.label
            ),
          onClick: () => {
            void navigate(link.path);
            onNavigate?.();
          },
        })),
        { type: 'divider' as const },
        {
          key: 'wiki',
          icon: <QuestionCircleOutlined />,
          label: (
            <a href={EXTERNAL_LINKS.wiki} target="_blank" rel="noopener noreferrer">
              Wiki (Site FAQ)
            </a>
          ),
        },
      ]}
    />
  );
}
