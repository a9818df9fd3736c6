import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="Oops! It seems that this page does not exist. You can navigate back to main page"
      extra={
        <Link to={paths.home}>
          <Button type="primary">Back to main page</Button>
        </Link>
      }
    />
  );
}
