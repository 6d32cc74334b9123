import { LoginPage } from '#client/features/auth';

export default function LoginRoute() {
  return <LoginPage />;
}
