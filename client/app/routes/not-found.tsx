import { NotFoundView } from '../../components/not-found-view';

export default function NotFoundRoute() {
  return <NotFoundView />;
}
