import { SupportPage } from '#client/features/support';

export default function SupportRoute() {
  return <SupportPage />;
}
