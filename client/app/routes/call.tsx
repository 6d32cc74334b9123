import { useParams } from 'react-router';
import { CallPage } from '#client/features/call';

export default function CallRoute() {
  const { id = '' } = useParams();
  return <CallPage key={id} companionId={id} />;
}
