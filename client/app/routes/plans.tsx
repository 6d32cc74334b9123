import { PlansPage } from '#client/features/billing';

/** Public: visitors see the prices before signing up; checkout is what asks them to sign in. */
export default function PlansRoute() {
  return <PlansPage />;
}
