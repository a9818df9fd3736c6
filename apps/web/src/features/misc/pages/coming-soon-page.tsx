import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';

/** An honest page for an area of Livery that is not built yet: what it will do, and the way back. */
export default function ComingSoonPage({ title, purpose }: { title: string; purpose: string }) {
  return (
    <Result
      icon={<ToolOutlined style={{ color: '#1f3a5f' }} />}
      title={`${title} is on its way`}
      subTitle={`This part of Livery is being built. ${purpose}`}
      extra={
        <Link to={paths.overview}>
          <Button type="primary">Back to Dashboard</Button>
        </Link>
      }
    />
  );
}
