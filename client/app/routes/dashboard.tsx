import { DashboardPage } from '#client/features/dashboard';

export default function DashboardRoute() {
  return <DashboardPage />;
}
