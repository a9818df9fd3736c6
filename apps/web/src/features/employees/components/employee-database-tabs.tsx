import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';

const TABS = [
  { value: paths.employeeOrderHistory, label: 'Order history' },
  { value: paths.employees, label: 'People' },
];

/** The employee database's two views, one sidebar entry: orders found per employee, and the people themselves. */
export function EmployeeDatabaseTabs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Segmented
      aria-label="Employee database view"
      options={TABS}
      value={pathname}
      onChange={(path) => navigate(path)}
      style={{ marginBottom: 16 }}
    />
  );
}
