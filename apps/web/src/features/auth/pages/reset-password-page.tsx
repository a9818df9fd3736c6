import { useNavigate } from 'react-router';
import { ResetPasswordScreen } from '../sign-in/reset-password-screen.tsx';

/** /reset-password inside the app: the plain sign-in screen, its links in place. */
export default function ResetPasswordPage() {
  return <ResetPasswordScreen navigateTo={useNavigate()} />;
}
