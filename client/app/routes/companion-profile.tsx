import { useParams } from 'react-router';
import { CompanionProfilePage } from '#client/features/companions';

export default function CompanionProfileRoute() {
  const { id = '' } = useParams();
  return <CompanionProfilePage key={id} id={id} />;
}
