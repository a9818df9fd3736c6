import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { StandaloneShell } from '../../../shared/components/standalone-shell.tsx';
import { EXTERNAL_LINKS, paths } from '../../../shared/config/paths.ts';

export default function SignupTokenExpiredPage() {
  return (
    <StandaloneShell title="Signup Token Expired">
      <Result
        status="warning"
        subTitle={
          <>
            This sign-up link has expired or has already been used. Please contact support at{' '}
            <a href={`mailto:${EXTERNAL_LINKS.supportEmail}`}>{EXTERNAL_LINKS.supportEmail}</a> for a new one.
          </>
        }
        extra={
          <Link to={paths.home}>
            <Button type="primary">Go to Livery</Button>
          </Link>
        }
      />
    </StandaloneShell>
  );
}
