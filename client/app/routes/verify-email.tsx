import { VerifyEmailPage } from '#client/features/auth';

export default function VerifyEmailRoute() {
  return <VerifyEmailPage />;
}
