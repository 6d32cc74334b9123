import { CompanionsPage } from '#client/features/companions';

export default function CompanionsRoute() {
  return <CompanionsPage />;
}
