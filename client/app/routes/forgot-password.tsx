import { ForgotPasswordPage } from '../../features/auth/forgot-password-page';

export default function ForgotPasswordRoute() {
  return <ForgotPasswordPage />;
}
