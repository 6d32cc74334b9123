import { ProfilePage } from '#client/features/profile';
import { RequireSignIn } from '../router/require-sign-in';

export default function ProfileRoute() {
  return (
    <RequireSignIn>
      <ProfilePage />
    </RequireSignIn>
  );
}
