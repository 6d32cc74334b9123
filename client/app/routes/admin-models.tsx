import { AdminCompanionsPage } from '#client/features/admin';
import { RequireSignIn } from '../router/require-sign-in';

export default function AdminModelsRoute() {
  return (
    <RequireSignIn>
      <AdminCompanionsPage />
    </RequireSignIn>
  );
}
