import { RegisterPage } from '../../features/auth/register-page';

export default function RegisterRoute() {
  return <RegisterPage />;
}
