import { ImportCardPage } from '#client/features/companions';
import { RequireSignIn } from '../router/require-sign-in';

export default function ImportCardRoute() {
  return (
    <RequireSignIn>
      <ImportCardPage />
    </RequireSignIn>
  );
}
