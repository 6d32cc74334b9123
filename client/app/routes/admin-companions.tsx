import { AdminCompanionsPage } from '#client/features/admin';
import { RequireSignIn } from '../router/require-sign-in';

export default function AdminCompanionsRoute() {
  return (
    <RequireSignIn>
      <AdminCompanionsPage />
    </RequireSignIn>
  );
}
