import { LegalPage } from '#client/features/legal';

export default function PrivacyRoute() {
  return <LegalPage document="privacy" />;
}
