import { ResetPasswordPage } from '#client/features/auth';

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
