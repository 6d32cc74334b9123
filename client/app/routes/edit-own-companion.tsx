import { useParams } from 'react-router';
import { EditOwnCompanionPage } from '#client/features/companions';
import { RequireSignIn } from '../router/require-sign-in';

export default function EditOwnCompanionRoute() {
  const { id = '' } = useParams();
  return (
    <RequireSignIn>
      <EditOwnCompanionPage key={id} id={id} />
    </RequireSignIn>
  );
}
