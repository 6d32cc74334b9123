import { DashboardPage } from '../../features/dashboard/dashboard-page';

export default function DashboardRoute() {
  return <DashboardPage />;
}
