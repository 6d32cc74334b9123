import { ForgotPasswordPage } from '#client/features/auth';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
