import { ModelsPage } from '#client/features/models';

export default function ModelsRoute() {
  return <ModelsPage />;
}
