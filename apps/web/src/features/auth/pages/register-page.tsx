import type { User } from '@livery/api-schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';
import { RegisterScreen } from '../sign-in/register-screen.tsx';

/** /register inside the app: once the password is set, the user just signed in replaces any cached one. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = (path: string, user?: User) => {
    if (user) {
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    }
    void navigate(path, { replace: true });
  };
  return <RegisterScreen search={useLocation().search} leave={leave} />;
}
