import { HomePage } from '../../features/home/home-page';

export default function HomeRoute() {
  return <HomePage />;
}
