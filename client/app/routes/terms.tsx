import { LegalPage } from '#client/features/legal';

export default function TermsRoute() {
  return <LegalPage document="terms" />;
}
