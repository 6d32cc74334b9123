import { AdminPage } from '#client/features/admin';
import { RequireSignIn } from '../router/require-sign-in';

export default function AdminRoute() {
  return (
    <RequireSignIn>
      <AdminPage />
    </RequireSignIn>
  );
}
