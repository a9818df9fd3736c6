import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { EXTERNAL_LINKS, paths } from '../../../shared/config/paths.ts';

export default function FeatureUnavailablePage() {
  return (
    <Result
      status="403"
      title="Feature Unavailable"
      subTitle={
        <>
          This feature is not available for your account or plan. Please contact support at{' '}
          <a href={`mailto:${EXTERNAL_LINKS.supportEmail}`}>{EXTERNAL_LINKS.supportEmail}</a> to enable it.
        </>
      }
      extra={
        <Link to={paths.overview}>
          <Button type="primary">Back to Dashboard</Button>
        </Link>
      }
    />
  );
}
