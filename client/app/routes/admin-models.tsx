import { AdminModelsPage } from '#client/features/admin';
import { RequireSignIn } from '../router/require-sign-in';

export default function AdminModelsRoute() {
  return (
    <RequireSignIn>
      <AdminModelsPage />
    </RequireSignIn>
  );
}
