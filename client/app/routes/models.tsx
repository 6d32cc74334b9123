import { CompanionsPage } from '#client/features/companions';

export default function ModelsRoute() {
  return <CompanionsPage />;
}
