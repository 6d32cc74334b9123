import { SupportPage } from '../../features/support/support-page';

export default function SupportRoute() {
  return <SupportPage />;
}
