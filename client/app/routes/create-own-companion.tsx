import { CreateOwnCompanionPage } from '#client/features/companions';
import { RequireSignIn } from '../router/require-sign-in';

export default function CreateOwnCompanionRoute() {
  return (
    <RequireSignIn>
      <CreateOwnCompanionPage />
    </RequireSignIn>
  );
}
