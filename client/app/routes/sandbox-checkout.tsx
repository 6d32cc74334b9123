import { useParams } from 'react-router';
import { SandboxCheckoutPage } from '#client/features/billing';
import { RequireSignIn } from '../router/require-sign-in';

export default function SandboxCheckoutRoute() {
  const { id = '' } = useParams();
  return (
    <RequireSignIn>
      <SandboxCheckoutPage key={id} sessionId={id} />
    </RequireSignIn>
  );
}
