import {
  AppstoreOutlined,
  BarChartOutlined,
  ContactsOutlined,
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
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { EXTERNAL_LINKS, paths } from '../../shared/config/paths.ts';

const LINKS = [
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
  { path: paths.employeeOrderHistory, label: 'Employee Database', icon: <IdcardOutlined /> },
  { path: paths.employees, label: 'Employees', icon: <ContactsOutlined /> },
];

/** The sidebar links of spec 01, the current area highlighted. */
export function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const selected = LINKS.filter((link) => pathname === link.path || pathname.startsWith(`${link.path}/`)).map(
    (link) => link.path,
  );
  return (
    <Menu
      mode="inline"
      theme="dark"
      selectedKeys={selected}
      style={{ background: 'transparent', borderInlineEnd: 'none' }}
      items={[
        ...LINKS.map((link) => ({
          key: link.path,
          icon: link.icon,
          label: link.label,
          onClick: () => {
            navigate(link.path);
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
