import { SettingsPage } from '#client/features/settings';
import { RequireSignIn } from '../router/require-sign-in';

export default function SettingsRoute() {
  return (
    <RequireSignIn>
      <SettingsPage />
    </RequireSignIn>
  );
}
