import { RegisterPage } from '#client/features/auth';

export default function RegisterRoute() {
  return <RegisterPage />;
}
