import { ModelsPage } from '../../features/models/models-page';

export default function ModelsRoute() {
  return <ModelsPage />;
}
