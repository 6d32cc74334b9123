import { WelcomePremiumPage } from '#client/features/billing';
import { RequireSignIn } from '../router/require-sign-in';

export default function WelcomePremiumRoute() {
  return (
    <RequireSignIn>
      <WelcomePremiumPage />
    </RequireSignIn>
  );
}
