import { CheckoutPage } from '#client/features/billing';
import { RequireSignIn } from '../router/require-sign-in';

export default function CheckoutRoute() {
  return (
    <RequireSignIn>
      <CheckoutPage />
    </RequireSignIn>
  );
}
