import { HomePage } from '#client/features/home';

export default function HomeRoute() {
  return <HomePage />;
}
