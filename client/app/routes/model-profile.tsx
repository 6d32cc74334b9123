import { useParams } from 'react-router';
import { ModelProfilePage } from '#client/features/models';

export default function ModelProfileRoute() {
  const { id = '' } = useParams();
  return <ModelProfilePage key={id} id={id} />;
}
