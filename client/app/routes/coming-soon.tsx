import { ComingSoonPage } from '#client/features/coming-soon';

export default function ComingSoonRoute() {
  return <ComingSoonPage />;
}
